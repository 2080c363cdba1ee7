// Static servers for the bench: the site's export, the anchor's and the floor, each over HTTP/1.1 by
// scripts/serve-out.ts and over HTTP/2 with TLS by nginx (the same server for all three in each protocol, so
// only the pages differ). Every server started here stops when the bench exits, also on Ctrl-C or kill.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { loopbackNginxConf, nginxPath } from "../support/loopback-nginx";
import { type Certificate, publicKeyHash, selfSignedCertificate } from "../support/self-signed-certificate";
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

/** One throwaway certificate for every HTTP/2 server of a run, made on first use; Chromium is told to trust it. */
let certificate: { files: Certificate; trustFlag: string } | null = null;
function benchCertificate(): { files: Certificate; trustFlag: string } {
  if (!certificate) {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-certificate-"));
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
    const files = selfSignedCertificate(dir);
    certificate = { files, trustFlag: `--ignore-certificate-errors-spki-list=${publicKeyHash(files)}` };
  }
  return certificate;
}

/** The Chromium flag that makes the bench's certificate valid, so HTTPS pages count as HTTPS in Lighthouse. */
export const trustBenchCertificate = () => benchCertificate().trustFlag;

/**
 * nginx serving dir over HTTP/2 with TLS on a loopback port, with the transport of deploy/nginx.conf
 * (`listen ... ssl http2`, gzip at level 5 for the same types) and its clean URLs. Every file is compressed
 * as it is sent, the site's pre-compressed copies left aside, so the floor (which has none) is served alike.
 */
export async function serveHttp2(dir: string, port: number): Promise<Served> {
  const confDir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const { certificate: certificateFile, certificateKey } = benchCertificate().files;
  const conf = path.join(confDir, "nginx.conf");
  writeFileSync(
    conf,
    loopbackNginxConf(confDir, {
      logFile: path.join(confDir, "error.log"),
      body: `    server {
        listen 127.0.0.1:${port} ssl http2;
        ssl_certificate ${certificateFile};
        ssl_certificate_key ${certificateKey};
        ssl_protocols TLSv1.2 TLSv1.3;
        root ${dir};
        gzip on;
        gzip_comp_level 5;
        gzip_min_length 1024;
        gzip_types text/css text/plain text/xml application/javascript application/json application/xml image/svg+xml application/manifest+json;
        location / { try_files $uri $uri.html $uri/index.html =404; }
    }`,
    }),
  );
  const checked = spawnSync(nginxPath, ["-t", "-q", "-p", confDir, "-c", conf], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx rejected the bench configuration:\n${checked.stderr}`);
  const server = spawn(nginxPath, ["-p", confDir, "-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  running.add(server);
  const stop = () => {
    server.kill();
    running.delete(server);
    rmSync(confDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      }).on("error", () => resolve(false));
    });
    if (open) return { url: `https://localhost:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`nginx for ${dir} did not answer on port ${port}`);
}
