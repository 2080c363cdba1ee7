/**
 * The security and caching policy every host serves, in one place. The host
 * generators (nginx, Apache, Netlify/Cloudflare) and the per-page
 * Content-Security-Policy <meta> all read it, so the hosts cannot drift apart.
 */

export type Header = { name: string; value: string };

/**
 * Build-time settings the policy depends on (the process environment at build
 * time): NEXT_PUBLIC_LEAD_API is the lead receiver's API base ("/api" on the
 * same origin, an absolute URL on another one, unset when there is none).
 */
export type PolicyEnv = Partial<Record<"NEXT_PUBLIC_LEAD_API", string>>;

/** Hashed file names under this prefix never change content, so they are cached for a year. */
export const immutablePrefix = "/_next/static/";
export const immutableCacheControl = "public, max-age=31536000, immutable";
/** Everything else (HTML, RSC payloads, images with stable names) is revalidated on every visit. */
export const revalidateCacheControl = "no-cache";
/** Answers of the lead receiver (leads, exports, resumes) are never stored by a cache. */
export const receiverCacheControl = "no-store";

/** Where the forms send, as the policy sees it. */
export type LeadReceiver =
  /** No receiver: the forms fall back to mail drafts (mailto:). */
  | { kind: "none" }
  /** A path on the site's own origin ("/api"), covered by 'self'. */
  | { kind: "same-origin" }
  /** Another origin (e.g. a Workers deployment), named in connect-src and form-action. */
  | { kind: "cross-origin"; origin: string };

/** Reads NEXT_PUBLIC_LEAD_API; a malformed value fails the build rather than the visitor. */
export function leadReceiver(env: PolicyEnv): LeadReceiver {
  const value = env.NEXT_PUBLIC_LEAD_API?.trim();
  if (!value) return { kind: "none" };
  if (value.startsWith("/") && !value.startsWith("//")) return { kind: "same-origin" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`NEXT_PUBLIC_LEAD_API="${value}" is neither an absolute URL nor a path`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`NEXT_PUBLIC_LEAD_API="${value}" must be an http(s) URL or a path`);
  }
  return { kind: "cross-origin", origin: url.origin };
}

type Directives = [name: string, ...sources: string[]][];

/**
 * Directives that do not depend on a page's content. style-src keeps
 * 'unsafe-inline': the export inlines its CSS as <style> blocks, React sets
 * style attributes, and sonner injects its <style> at run time; none of these
 * can execute code, and scripts stay locked to 'self' plus per-page hashes.
 *
 * form-action allows exactly where the forms post without JavaScript: the
 * site itself, the receiver's origin when it is another one, and mailto:
 * (a draft with enctype="text/plain") only when there is no receiver.
 */
function contentIndependentDirectives(env: PolicyEnv): Directives {
  const receiver = leadReceiver(env);
  const receiverOrigin = receiver.kind === "cross-origin" ? [receiver.origin] : [];
  const mailDrafts = receiver.kind === "none" ? ["mailto:"] : [];
  return [
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...receiverOrigin],
    ["media-src", "'self'"],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...receiverOrigin, ...mailDrafts],
  ];
}

const serialize = (directives: Directives) => directives.map((directive) => directive.join(" ")).join("; ");

/** The one directive a <meta> policy cannot carry (browsers ignore it there), so only headers send it. */
export const frameAncestors = "frame-ancestors 'none'";

/**
 * What the site search needs (lib/search/pagefind.ts, on every page through the
 * header): Pagefind compiles its WebAssembly, which only 'wasm-unsafe-eval'
 * allows; it runs no JavaScript eval. Its script, WebAssembly and index chunks
 * come from /pagefind/ on the site itself, covered by 'self' in script-src and
 * connect-src.
 */
export const siteSearchScriptSource = "'wasm-unsafe-eval'";

/**
 * The policy one exported page carries in its <meta http-equiv>: scripts from
 * 'self' plus the SHA-256 of each of that page's own inline scripts, the site
 * search's WebAssembly, and no 'unsafe-eval'. frame-ancestors is absent
 * because browsers ignore (and warn about) it in a <meta>; the hosts send it
 * in the header.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[], env: PolicyEnv): string {
  const hashes = [...new Set(scriptHashes)].map((hash) => `'sha256-${hash}'`);
  return serialize([
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes, siteSearchScriptSource],
    ...contentIndependentDirectives(env),
  ]);
}

/**
 * The policy of the content manager at /admin/ only (scripts/build/admin.ts). Decap CMS is a large
 * single-page app: its bundle uses 'unsafe-eval' (code generated at run time) and
 * WebAssembly, emotion injects <style> elements, previews use blob: and data: images, and it
 * talks to the git backend: 'self' (git-gateway on Netlify), the GitHub API for the GitHub
 * backend, and the local decap-server on port 8081 for local_backend. No other page carries this.
 */
export const adminContentSecurityPolicy = serialize([
  ["default-src", "'self'"],
  ["script-src", "'self'", "'unsafe-eval'", siteSearchScriptSource],
  ["style-src", "'self'", "'unsafe-inline'"],
  ["img-src", "'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
  ["font-src", "'self'", "data:"],
  ["connect-src", "'self'", "https://api.github.com", "http://localhost:8081", "http://127.0.0.1:8081"],
  ["worker-src", "'self'", "blob:"],
  ["frame-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
]);

/**
 * The header a host sends with a page: the page's <meta> policy, hashes
 * included, plus frame-ancestors. Tools that read only headers (Mozilla
 * Observatory and others) then see the complete policy; browsers enforce
 * header and <meta> together, which changes nothing as they agree.
 */
export function pageHeaderPolicy(metaPolicy: string): string {
  return `${metaPolicy}; ${frameAncestors}`;
}

/**
 * The header policy on every response that is not an exported page (scripts,
 * styles, images, payloads, redirects, the server's own error answers): it
 * loads and runs nothing, so an SVG or a stray HTML answer opened directly
 * cannot run script either.
 */
export const defaultHeaderPolicy = serialize([
  ["default-src", "'none'"],
  ["base-uri", "'none'"],
  ["form-action", "'none'"],
  ["frame-ancestors", "'none'"],
]);

/**
 * Headers every host sets on every response, error pages included
 * (Content-Security-Policy is per path, see pageHeaderPolicy).
 * Cross-Origin-Resource-Policy: same-site keeps other sites from embedding
 * the site's files; Cross-Origin-Opener-Policy: same-origin gives the pages
 * their own browsing context group (no window.opener from other sites).
 */
export const securityHeaders: readonly Header[] = [
  { name: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
  { name: "X-Content-Type-Options", value: "nosniff" },
  { name: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    name: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
  { name: "X-Frame-Options", value: "DENY" },
  { name: "Cross-Origin-Resource-Policy", value: "same-site" },
  { name: "Cross-Origin-Opener-Policy", value: "same-origin" },
];
