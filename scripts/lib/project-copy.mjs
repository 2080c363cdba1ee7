// A throw-away copy of the project for tests that edit content: the files git knows about (tracked, plus new
// files not ignored), without node_modules, .next or out. Copies live under .cache/ in the project and have no
// package-lock.json of their own, so Next takes the project directory as its workspace (Turbopack) root; the
// copy's node_modules is a relative symlink to the project's, which stays inside that root, as Turbopack
// requires (paths such as the layout's "../node_modules/..." font resolve through it).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

/** Where copies go; ignored by git, prettier, eslint, TypeScript and Jest. */
export const CACHE_DIR = ".cache";

/** The files of the working tree git would see, relative to `projectDir`. */
function projectFiles(projectDir) {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectDir,
    encoding: "utf8",
  });
  return listed.split("\0").filter((file) => file && file !== "package-lock.json");
}

/** Copies the project to a new directory under .cache/<label>-*, and returns its path. */
export function copyProject(projectDir, label) {
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
      if (error.code !== "ENOENT") throw error;
    }
  }
  symlinkSync(path.relative(copyDir, path.join(projectDir, "node_modules")), path.join(copyDir, "node_modules"), "dir");
  return copyDir;
}

export function removeCopy(copyDir) {
  rmSync(copyDir, { recursive: true, force: true });
}
