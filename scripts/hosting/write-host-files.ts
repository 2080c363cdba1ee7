/**
 * The post-build step (scripts/postbuild.ts runs it after `next build`):
 * injects each page's CSP <meta> (and 404.html's case-redirect script), writes
 * every host's rule files with each page's policy as a header, and
 * pre-compresses text assets for nginx's gzip_static.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";

import { site } from "@/content/site";
import { htmlFiles, pathOfFile } from "./exported-pages";
import { type PagePolicy, renderHeadersFile, renderHtaccess, renderNginxConf, renderRedirectsFile } from "./hosts";
import {
  caseRedirectElement,
  cspMeta,
  executableInlineScripts,
  policyInMeta,
  prependToHead,
  sha256Base64,
  withoutInjections,
} from "./html";
import { adminContentSecurityPolicy, pageContentSecurityPolicy, type PolicyEnv } from "./policy";
import { caseForgivenPaths, knownPaths, notFoundRedirectScript } from "./routes";

/** The not-found page every host serves for a path it does not know. */
export const notFoundFile = "404.html";

const relativeFile = (outDir: string, file: string) => path.relative(outDir, file).split(path.sep).join("/");

/** The exported page with its CSP <meta> (and the case redirect on 404.html), and that policy. */
export function securePage(
  html: string,
  isNotFoundPage: boolean,
  env: PolicyEnv,
  casePaths: readonly string[] = knownPaths,
): { html: string; policy: string } {
  let page = withoutInjections(html);
  const redirect = isNotFoundPage ? caseRedirectElement(notFoundRedirectScript(casePaths)) : "";
  // The redirect script goes in first, so its hash is part of the page's policy.
  if (redirect) page = prependToHead(page, redirect);
  const policy = pageContentSecurityPolicy(executableInlineScripts(page).map(sha256Base64), env);
  return { html: prependToHead(page, cspMeta(policy)), policy };
}

const compressible = /\.(html|js|css|svg|txt|xml|json|webmanifest)$/;

function gzipTextAssets(outDir: string): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const stats = statSync(file);
      if (stats.isDirectory()) walk(file);
      else if (compressible.test(name) && stats.size >= 1024) {
        writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
        count += 1;
      }
    }
  };
  walk(outDir);
  return count;
}

/** Secures every exported page in place; returns each page's policy, in file order. */
export function secureExportedPages(outDir: string, env: PolicyEnv): PagePolicy[] {
  const casePaths = caseForgivenPaths(htmlFiles(outDir).map((file) => pathOfFile(outDir, file)));
  return htmlFiles(outDir).map((file) => {
    const relative = relativeFile(outDir, file);
    const secured = securePage(readFileSync(file, "utf8"), relative === notFoundFile, env, casePaths);
    writeFileSync(file, secured.html);
    return { path: pathOfFile(outDir, file), file: relative, policy: secured.policy };
  });
}

/** The content manager's page (scripts/build/admin.ts), when the export has it: its file and its own policy. */
function adminPage(outDir: string): PagePolicy[] {
  const file = "admin/index.html";
  return existsSync(path.join(outDir, file)) ? [{ path: "/admin/", file, policy: adminContentSecurityPolicy }] : [];
}

/**
 * The policies the exported pages already carry, the content manager's included (for renderings after the
 * build, such as the host tests).
 */
export function exportedPagePolicies(outDir: string): PagePolicy[] {
  const sitePages = htmlFiles(outDir).map((file) => {
    const policy = policyInMeta(readFileSync(file, "utf8"));
    if (policy === null) throw new Error(`${file} has no CSP <meta>: run npm run build`);
    return { path: pathOfFile(outDir, file), file: relativeFile(outDir, file), policy };
  });
  return [...sitePages, ...adminPage(outDir)];
}

/** The paths whose letter case the hosts forgive, from the exported pages (routes and articles). */
export function exportedCasePaths(outDir: string): string[] {
  return caseForgivenPaths(htmlFiles(outDir).map((file) => pathOfFile(outDir, file)));
}

/** The content manager's page under its own policy, when the export has it. */
function secureAdminPage(outDir: string): PagePolicy[] {
  const pages = adminPage(outDir);
  for (const page of pages) {
    const file = path.join(outDir, page.file);
    writeFileSync(file, prependToHead(withoutInjections(readFileSync(file, "utf8")), cspMeta(page.policy)));
  }
  return pages;
}

export const hostTemplate = (projectDir: string, name: "nginx.conf.template" | "htaccess.template") =>
  readFileSync(path.join(projectDir, "deploy", name), "utf8");

export type HostFilesSummary = { pages: number; gzipped: number; written: string[] };

export function writeHostFiles(projectDir: string, env: PolicyEnv): HostFilesSummary {
  const outDir = path.join(projectDir, "out");
  const pages = [...secureExportedPages(outDir, env), ...secureAdminPage(outDir)];
  const casePaths = exportedCasePaths(outDir);
  const identity = { name: site.name, origin: site.origin };
  const outputs: [string, string][] = [
    [
      path.join(projectDir, "deploy", "nginx.conf"),
      renderNginxConf(hostTemplate(projectDir, "nginx.conf.template"), casePaths, pages, identity),
    ],
    [
      path.join(outDir, ".htaccess"),
      renderHtaccess(hostTemplate(projectDir, "htaccess.template"), casePaths, pages, identity),
    ],
    [path.join(outDir, "_redirects"), renderRedirectsFile(casePaths)],
    [path.join(outDir, "_headers"), renderHeadersFile(pages)],
  ];
  for (const [file, content] of outputs) writeFileSync(file, content);

  return {
    pages: pages.length,
    gzipped: gzipTextAssets(outDir),
    written: outputs.map(([file]) => path.relative(projectDir, file)),
  };
}
