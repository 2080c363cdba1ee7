// Jest global setup: the tests import the generated content ("content-collections"), so build it first.
// In a child process: the content build is ES modules only, and Jest's setup runs as CommonJS.
// `npm test` builds the content in its first stage and then runs Jest beside the receiver's tests, whose
// commands import the same generated files: it sets CONTENT_BUILT so they are not rewritten under them.
import { spawnSync } from "node:child_process";

export default function buildContentForTests() {
  if (process.env.CONTENT_BUILT === "1") return;
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-content.ts"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`Content build failed:\n\n${result.stdout}${result.stderr}`);
}
