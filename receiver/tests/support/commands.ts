/** A server command (`npm run staff:add`, `student:invite`, ...) as the tests run it: its exit code and output. */
import { spawn } from "node:child_process";

import { repoRoot } from "./targets";

export function runCommand(script: string, env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}
