/**
 * The post-build step (scripts/postbuild.mjs runs it after `next build`):
 * injects each page's CSP <meta> (and 404.html's case-redirect script), writes
 * every host's rule files, and pre-compresses text assets for nginx's gzip_static.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";

import { site } from "../../content/site";
import { htmlFiles } from "./exported-pages";
import { renderHeadersFile, renderHtaccess, renderNginxConf, renderRedirectsFile } from "./hosts";
import {
  caseRedirectElement,
  cspMeta,
  executableInlineScripts,
  prependToHead,
  sha256Base64,
  withoutInjections,
} from "./html";
import { pageContentSecurityPolicy, type PolicyEnv } from "./policy";
import { knownPaths, notFoundRedirectScript } from "./routes";

/** The not-found page every host serves for a path it does not know. */
export const notFoundFile = "404.html";

/** Adds the CSP <meta> to one exported page (and the case redirect to 404.html); returns the new HTML. */
export function securePage(html: string, isNotFoundPage: boolean, env: PolicyEnv): string {
  let page = withoutInjections(html);
  const redirect = isNotFoundPage ? caseRedirectElement(notFoundRedirectScript(knownPaths)) : "";
  // The redirect script goes in first, so its hash is part of the page's policy.
  if (redirect) page = prependToHead(page, redirect);
  const hashes = executableInlineScripts(page).map(sha256Base64);
  return prependToHead(page, cspMeta(pageContentSecurityPolicy(hashes, env)));
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

export type HostFilesSummary = { pages: number; gzipped: number; written: string[] };

export function writeHostFiles(projectDir: string, env: PolicyEnv): HostFilesSummary {
  const outDir = path.join(projectDir, "out");
  const deployDir = path.join(projectDir, "deploy");
  const pages = htmlFiles(outDir);
  for (const file of pages) {
    const isNotFoundPage = path.relative(outDir, file) === notFoundFile;
    writeFileSync(file, securePage(readFileSync(file, "utf8"), isNotFoundPage, env));
  }

  const template = (name: string) => readFileSync(path.join(deployDir, name), "utf8");
  const identity = { name: site.name, origin: site.origin };
  const outputs: [string, string][] = [
    [path.join(deployDir, "nginx.conf"), renderNginxConf(template("nginx.conf.template"), knownPaths, identity, env)],
    [path.join(outDir, ".htaccess"), renderHtaccess(template("htaccess.template"), knownPaths, identity, env)],
    [path.join(outDir, "_redirects"), renderRedirectsFile(knownPaths)],
    [path.join(outDir, "_headers"), renderHeadersFile(env)],
  ];
  for (const [file, content] of outputs) writeFileSync(file, content);

  return {
    pages: pages.length,
    gzipped: gzipTextAssets(outDir),
    written: outputs.map(([file]) => path.relative(projectDir, file)),
  };
}
