// Static servers for the bench: the site's export, the anchor's and the floor,
// each served by scripts/serve-out.ts (the same server, so only the pages differ).
// Every server started here stops when the bench exits, also on Ctrl-C or kill.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

import { root } from "./paths";

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const server of running) server.kill();
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => process.exit(130));
}

/** A static server the bench started: where it answers, and how to stop it. */
export type Served = { url: string; stop: () => void };

/** Starts scripts/serve-out.ts on dir and resolves once it answers. */
export async function serve(dir: string, port: number): Promise<Served> {
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/serve-out.ts")], {
    env: { ...process.env, OUT_DIR: dir, PORT: String(port), API_PROXY: "" },
    stdio: "ignore",
  });
  running.add(server);
  const stop = () => {
    server.kill();
    running.delete(server);
  };
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`server for ${dir} exited (port ${port} taken?)`);
    try {
      await fetch(`${url}/`);
      return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`server for ${dir} did not answer at ${url}`);
}
