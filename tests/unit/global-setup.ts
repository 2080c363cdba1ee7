// Jest global setup: the tests import the generated content ("content-collections"), so build it first.
// In a child process: the content build is ES modules only, and Jest's setup runs as CommonJS.
import { spawnSync } from "node:child_process";

export default function buildContentForTests() {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-content.ts"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`Content build failed:\n\n${result.stdout}${result.stderr}`);
}
