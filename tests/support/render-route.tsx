// Renders one route of the project it runs in with React, outside Next: the page component as the export
// renders it (without the root layout), or a route handler's GET. Tests that edit content run it in a copy
// of the project (tests/support/content-copy.ts) to show an edit reaching its page without another build.
// Usage, from the project's (or the copy's) root, for one or more paths; prints { "<path>": "<html>" } as JSON:
//   node --import tsx tests/support/render-route.tsx /careers/openings /resources/feed.xml
// With BUILD_TIME=<ISO instant> the pages are decided on that instant (lib/rendered-at.ts: which events have taken
// place, which openings are still listed), as an export built with it is, so what they show does not move with
// the calendar.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";

import { createElement, type ComponentType } from "react";
import { prerenderToNodeStream } from "react-dom/static";

type Params = Record<string, string>;
type RouteFile = { file: string; params: Params };

/**
 * The app/ file that serves a URL path, with the values of its dynamic segments: an English page's in the
 * (en) route group, a Gujarati or Hindi page's under [locale].
 */
function routeFile(urlPath: string): RouteFile | null {
  return routeFileIn(path.resolve("app", "(en)"), urlPath) ?? routeFileIn(path.resolve("app"), urlPath);
}

function routeFileIn(root: string, urlPath: string): RouteFile | null {
  if (!existsSync(root)) return null;
  let dir = root;
  const params: Params = {};
  for (const segment of urlPath.split("/").filter(Boolean)) {
    if (existsSync(path.join(dir, segment))) {
      dir = path.join(dir, segment);
      continue;
    }
    const dynamic = readdirSync(dir).find((name) => /^\[[^.\]]+\]$/.test(name));
    if (!dynamic) return null;
    params[dynamic.slice(1, -1)] = segment;
    dir = path.join(dir, dynamic);
  }
  const file = ["page.tsx", "route.ts", "route.tsx"].map((name) => path.join(dir, name)).find(existsSync);
  return file ? { file, params } : null;
}

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let text = "";
  await new Promise<void>((resolve, reject) =>
    prelude
      .pipe(
        new Writable({
          write(chunk, _encoding, done) {
            text += chunk;
            done();
          },
        }),
      )
      .on("finish", resolve)
      .on("error", reject),
  );
  return text;
}

/** The route's HTML (a page) or body (a route handler's GET). */
async function render(urlPath: string): Promise<string> {
  const route = routeFile(urlPath);
  if (!route) throw new Error(`No page or route handler serves ${urlPath}`);
  const routeModule = (await import(pathToFileURL(route.file).href)) as {
    default?: ComponentType<{ params: Promise<Params> }>;
    GET?: () => Response | Promise<Response>;
    generateStaticParams?: () => Params[] | Promise<Params[]>;
  };
  // The export holds a dynamic route's pages for the params generateStaticParams lists, and no others.
  if (Object.keys(route.params).length > 0) {
    const listed = (await routeModule.generateStaticParams?.()) ?? [];
    const same = (params: Params) => Object.entries(route.params).every(([name, value]) => params[name] === value);
    if (!listed.some(same)) throw new Error(`${urlPath} is not among the pages ${route.file} exports`);
  }
  if (routeModule.default) return html(createElement(routeModule.default, { params: Promise.resolve(route.params) }));
  if (routeModule.GET) return (await routeModule.GET()).text();
  throw new Error(`${route.file} exports neither a page nor GET`);
}

const rendered: Record<string, string> = {};
for (const urlPath of process.argv.slice(2)) rendered[urlPath] = await render(urlPath);
process.stdout.write(JSON.stringify(rendered));
