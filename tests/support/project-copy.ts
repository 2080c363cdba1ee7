/**
 * What the content tests do in a throw-away copy of the project (scripts/support/project-copy.ts): run the
 * content build there, and render a route from the copy's content (tests/support/render-route.tsx), so an
 * edited data file is shown on its page without another `next build`.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

/** The project the tests run in: Jest and Playwright both start at its root. */
const projectDir = process.cwd();

export type Run = { status: number | null; output: string };

/** Runs a TypeScript file of the project (by its path from the root) with tsx, in `cwd`. */
function runTypeScript(
  cwd: string,
  file: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Run & { stdout: string } {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(cwd, file), ...args], {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, stdout: result.stdout };
}

/** The content build (`npm run content`) of the project at `dir`: exit status and what it printed. */
export const buildContentIn = (dir: string): Run => runTypeScript(projectDir, "scripts/build-content.ts", [dir]);

/**
 * Each route's HTML (or a route handler's body) as the copy at `dir` renders it from its own content; with
 * `at` (an ISO instant), as a build at that instant renders it.
 */
export function renderRoutesIn(
  dir: string,
  urlPaths: readonly string[],
  { at }: { at?: string } = {},
): Record<string, string> {
  const run = runTypeScript(dir, "tests/support/render-route.tsx", urlPaths, at ? { BUILD_TIME: at } : {});
  if (run.status !== 0) throw new Error(`Rendering ${urlPaths.join(", ")} failed:\n${run.output}`);
  return JSON.parse(run.stdout) as Record<string, string>;
}
