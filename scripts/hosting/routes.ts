/**
 * What every host needs to know about the route registry: which paths exist,
 * and how a visitor might mistype their letter case.
 */
import { routes } from "@/content/routes";

/** Every registry path, lowercase, as the exported files are named. */
export const knownPaths: readonly string[] = routes.map((route) => route.path);

/**
 * The paths whose letter case the hosts forgive: every registry route, and every exported page
 * nested below one (the articles under /resources/<kind>/), as the export names them.
 */
export function caseForgivenPaths(exportedPaths: readonly string[]): string[] {
  const nested = exportedPaths.filter((exported) =>
    knownPaths.some((route) => route !== "/" && exported.startsWith(`${route}/`)),
  );
  return [...new Set([...knownPaths, ...nested])];
}

/** Escapes a literal path for a regular expression (paths are plain, but a future one may not be). */
export function escapeRegex(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A path whose letter case can vary: every route but the home page. */
export function hasLetters(path: string): boolean {
  return /[a-z]/.test(path);
}

/**
 * The spellings people actually type or paste for a route, for hosts whose
 * redirect rules cannot ignore case (Netlify, Cloudflare Pages):
 * /About/Our-Team, /About/Our-team and /ABOUT/OUR-TEAM. Any other spelling
 * still reaches the page through the 404 page's script.
 */
export function commonMisspellings(path: string): string[] {
  const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const segments = path.split("/");
  const variants = [
    segments.map((segment) => segment.split("-").map(capitalize).join("-")).join("/"),
    segments.map(capitalize).join("/"),
    path.toUpperCase(),
  ];
  return [...new Set(variants)].filter((variant) => variant !== path);
}

/**
 * The inline script 404.html runs first in <head>: a mistyped letter case (or
 * a trailing slash) of a known route is replaced by the lowercase path, with
 * query and hash kept. Starting a navigation stops the parser of a document
 * still loading, so the not-found content below is never rendered. Unknown
 * paths, and a lowercase route that is itself missing, stay put.
 */
export function notFoundRedirectScript(paths: readonly string[]): string {
  return (
    `(function(){var k=${JSON.stringify(paths)},l=location,` +
    `p=l.pathname.toLowerCase().replace(/\\/+$/,"")||"/";` +
    `if(p!==l.pathname&&k.indexOf(p)>-1)l.replace(p+l.search+l.hash)})()`
  );
}

/**
 * The page a host answers a form post it cannot take with: a stray POST to a
 * static page (405) or the lead receiver down (502). Not a registry route:
 * noindex and not in the sitemap (app/form-not-sent/page.tsx).
 */
export const formNotSentPath = "/form-not-sent";
