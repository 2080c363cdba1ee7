/**
 * The content manager at /admin (Decap CMS): admin/index.html and admin/config.yml from the project, and
 * Decap's prebuilt bundle from node_modules/decap-cms/dist (served from our own origin, no CDN), copied
 * into out/admin/ by the post-build step. Not a registry route: noindex, not in the sitemap, and left
 * out of the exported pages (scripts/hosting/exported-pages.ts), so the reachability check, the search index
 * and the site's page policy skip it; it gets its own policy (scripts/hosting/policy.ts).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

export const adminDir = "admin";

/** Decap's scripts and WebAssembly; source maps stay out of the export. */
const shippedDecapFile = /^(?:\d+\.)?decap-cms\.js$|\.wasm$/;

export function writeAdmin(projectDir: string): { files: number } {
  const target = path.join(projectDir, "out", adminDir);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const name of ["index.html", "config.yml"]) {
    copyFileSync(path.join(projectDir, adminDir, name), path.join(target, name));
  }
  const dist = path.join(projectDir, "node_modules", "decap-cms", "dist");
  if (!existsSync(dist)) throw new Error("decap-cms is not installed: run npm install");
  const bundle = readdirSync(dist).filter((name) => shippedDecapFile.test(name));
  for (const name of bundle) copyFileSync(path.join(dist, name), path.join(target, name));
  return { files: bundle.length + 2 };
}
