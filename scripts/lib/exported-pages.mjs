// The exported HTML pages and how a URL path maps onto them (clean URLs, as every host serves them).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export function htmlFiles(outDir) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "_next") walk(full);
      } else if (name.endsWith(".html")) files.push(full);
    }
  };
  walk(outDir);
  return files.sort();
}

/** The URL path a page file is served at: out/about/our-team.html -> /about/our-team. */
export function pathOfFile(outDir, file) {
  const relative = path.relative(outDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  return `/${relative.replace(/(\/index)?\.html$/, "")}`;
}

/** The file a URL path resolves to, or null (the same clean-URL rules as scripts/serve-out.mjs). */
export function fileForPath(outDir, urlPath) {
  const clean = urlPath === "/" ? "/index.html" : urlPath.replace(/\/+$/, "");
  for (const candidate of [clean, `${clean}.html`, `${clean}/index.html`]) {
    const file = path.join(outDir, decodeURIComponent(candidate));
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}
