// A throw-away copy of the project for tests that edit content (tests/support/project-copy.ts): the files git
// knows about (tracked, plus new files not ignored), without node_modules, .next or out, under .cache/ in the
// project, with a symlink to the project's node_modules. The content build and a page render run in it; it
// is never built with `next build`.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

/** Where copies go; ignored by git, prettier, eslint, TypeScript and Jest. */
export const CACHE_DIR = ".cache";

/** Generated or local folders a copy never needs (a copy has no .git, so git cannot say). */
const notSource = new Set(["node_modules", ".next", "out", CACHE_DIR, ".git", ".data", ".content-collections"]);

/** Every file under `dir` outside the generated folders, relative to `root`. */
function walk(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (notSource.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(root, full) : [path.relative(root, full)];
  });
}

/**
 * The files of the working tree git would see, relative to `projectDir`. A copy (a test run inside
 * another test's copy) lies in an ignored folder of the repository, so its files are walked instead.
 */
function projectFiles(projectDir: string): string[] {
  const topLevel = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: projectDir, encoding: "utf8" }).trim();
  if (path.resolve(topLevel) !== path.resolve(projectDir)) return walk(projectDir);
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectDir,
    encoding: "utf8",
  });
  return listed.split("\0").filter((file) => file && file !== "package-lock.json");
}

/** Copies the project to a new directory under .cache/<label>-*, and returns its path. */
export function copyProject(projectDir: string, label: string): string {
  const parent = path.join(projectDir, CACHE_DIR);
  mkdirSync(parent, { recursive: true });
  const copyDir = mkdtempSync(path.join(parent, `${label}-`));
  for (const file of projectFiles(projectDir)) {
    const target = path.join(copyDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      cpSync(path.join(projectDir, file), target);
    } catch (error) {
      // A tracked file deleted in the working tree: nothing to copy.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(path.relative(copyDir, path.join(projectDir, "node_modules")), path.join(copyDir, "node_modules"), "dir");
  return copyDir;
}

export function removeCopy(copyDir: string): void {
  rmSync(copyDir, { recursive: true, force: true });
}
