/**
 * Real nginx and Apache for the host tests: each runs as a non-daemon process
 * on free loopback ports with its configuration in a temporary folder; the
 * system services and their configuration are never touched. Installing the
 * servers is left to .ci/run (or to whoever runs the tests by hand).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

import { renderNginxConf, type NginxDeployment, type PagePolicy, type SiteIdentity } from "@/scripts/hosting/hosts";
import { exportedCasePaths, hostTemplate } from "@/scripts/hosting/write-host-files";
import { loopbackNginxConf, nginxPath } from "@/scripts/support/loopback-nginx";
import { opensslPath, selfSignedCertificate } from "@/scripts/support/self-signed-certificate";

import { freePort, listenOnLoopback } from "../../support/ports";

export const projectDir = fileURLToPath(new URL("../../..", import.meta.url));
export const outDir = path.join(projectDir, "out");

const binaries = {
  nginx: nginxPath,
  apache2: "/usr/sbin/apache2",
  openssl: opensslPath,
} as const;
const apacheModules = "/usr/lib/apache2/modules";

/** Fails with what to install when a server (or openssl, for the test certificate) is missing. */
export function requireBinaries(...names: (keyof typeof binaries)[]) {
  const missing = names.filter((name) => !existsSync(binaries[name]));
  if (missing.length === 0) return;
  throw new Error(
    `${missing.join(", ")} not installed. The host tests run the real servers; install them, then run the tests again:\n` +
      `  apt-get update && apt-get install -y nginx apache2 openssl      (Debian/Ubuntu, as root; bash .ci/run does this)\n` +
      "The tests only start them on loopback ports from a temporary folder; the system services are not used.",
  );
}

export function requireExport() {
  for (const file of [path.join(outDir, ".htaccess"), path.join(projectDir, "deploy", "nginx.conf")]) {
    if (!existsSync(file)) throw new Error(`${path.relative(projectDir, file)} is missing: run npm run build first.`);
  }
}

/** A temporary folder the servers' unprivileged workers (nobody, when the tests run as root) can read. */
export function temporaryFolder(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `host-test-${name}-`));
  chmodSync(dir, 0o755);
  return dir;
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string; raw: Buffer };

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Speak TLS (the certificate is the tests' own, so it is not verified). */
  tls?: boolean;
};

/** One request to a loopback port; a gzip body is decoded into `body` (`raw` keeps the bytes as sent). */
export function send(port: number, urlPath: string, options: RequestOptions = {}): Promise<Answer> {
  const { method = "GET", headers = {}, body, tls = false } = options;
  return new Promise((resolve, reject) => {
    const request = (tls ? httpsRequest : httpRequest)(
      // agent: false closes each connection: Apache -X serves one connection at a time, and an idle
      // keep-alive one would hold up the next request until it timed out.
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method,
        headers,
        agent: false,
        rejectUnauthorized: false,
        servername: "localhost",
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const decoded = response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: decoded.toString("utf8"), raw });
        });
      },
    );
    request.on("error", reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`timeout on ${method} ${urlPath}`)));
    request.end(body);
  });
}

export type RunningServer = { stop: () => Promise<void>; log: () => string };

async function waitUntilAnswering(port: number, tls: boolean, child: ChildProcess, logFile: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      await send(port, "/", { tls });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "(no log)";
  throw new Error(`the server did not answer on port ${port} (exit ${child.exitCode}).\n${log}`);
}

/** Checks a server's configuration, starts it in the foreground and waits until it answers. */
async function run(
  binary: string,
  options: { check: string[]; start: string[]; dir: string; logFile: string; probe: { port: number; tls: boolean } },
): Promise<RunningServer> {
  const { check, start, dir, logFile, probe } = options;
  const checked = spawnSync(binary, check, { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`${binary} rejected the test configuration:\n${checked.stderr}`);
  const child = spawn(binary, start, { stdio: "inherit" });
  const stop = stopper(child, dir);
  try {
    await waitUntilAnswering(probe.port, probe.tls, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "") };
}

function stopper(child: ChildProcess, dir: string): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    });
}

export type Nginx = RunningServer & { httpPort: number; httpsPort: number; config: string };

/**
 * nginx with the site's configuration rendered from the same template and
 * pages as deploy/nginx.conf, but on loopback ports, with a throwaway
 * certificate, out/ as its root and the receiver at `receiverPort`.
 */
export async function startNginx(
  pages: readonly PagePolicy[],
  site: SiteIdentity,
  receiverPort: number,
): Promise<Nginx> {
  const dir = temporaryFolder("nginx");
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const deployment: NginxDeployment = {
    httpListen: [`127.0.0.1:${httpPort}`],
    httpsListen: [`127.0.0.1:${httpsPort} ssl http2`],
    ...selfSignedCertificate(dir),
    root: outDir,
    receiver: `127.0.0.1:${receiverPort}`,
  };
  const config = renderNginxConf(
    hostTemplate(projectDir, "nginx.conf.template"),
    exportedCasePaths(outDir),
    pages,
    site,
    deployment,
  );
  writeFileSync(path.join(dir, "site.conf"), config);
  const main = path.join(dir, "nginx.conf");
  const logFile = path.join(dir, "error.log");
  writeFileSync(main, loopbackNginxConf(dir, { logFile, body: `    include ${dir}/site.conf;` }));
  const server = await run(binaries.nginx, {
    check: ["-t", "-q", "-p", dir, "-c", main],
    start: ["-p", dir, "-c", main, "-g", "daemon off;"],
    dir,
    logFile,
    probe: { port: httpsPort, tls: true },
  });
  return { httpPort, httpsPort, config, ...server };
}

export type Apache = RunningServer & { port: number; httpsRulePort: number };

/**
 * Apache serving out/ with its .htaccess, allowed exactly what the README asks
 * of a shared host (AllowOverride FileInfo Indexes Options=MultiViews), on a
 * host that turns MultiViews on and knows .gz as an encoding, as many do. A
 * second port serves a folder whose .htaccess has the optional HTTPS rule
 * turned on (`htaccessWithHttps`).
 */
export async function startApache(htaccessWithHttps: string): Promise<Apache> {
  const dir = temporaryFolder("apache");
  const httpsRuleRoot = path.join(dir, "https-rule");
  mkdirSync(httpsRuleRoot);
  chmodSync(httpsRuleRoot, 0o755);
  writeFileSync(path.join(httpsRuleRoot, ".htaccess"), htaccessWithHttps);
  const [port, httpsRulePort] = [await freePort(), await freePort()];
  const modules = [
    "mpm_prefork",
    "authz_core",
    "mime",
    "dir",
    "rewrite",
    "headers",
    "filter",
    "deflate",
    "negotiation",
  ];
  const logFile = path.join(dir, "error.log");
  const directory = (root: string) => `<Directory "${root}">
    Options +MultiViews
    AllowOverride FileInfo Indexes Options=MultiViews
    Require all granted
</Directory>`;
  const config = path.join(dir, "httpd.conf");
  writeFileSync(
    config,
    `ServerRoot "${dir}"
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
Listen 127.0.0.1:${httpsRulePort}
PidFile "${dir}/apache.pid"
ErrorLog "${logFile}"
LogLevel warn
DefaultRuntimeDir "${dir}"
${process.getuid?.() === 0 ? "User nobody\nGroup nogroup" : ""}
${modules.map((name) => `LoadModule ${name}_module ${apacheModules}/mod_${name}.so`).join("\n")}
TypesConfig /etc/mime.types
AddEncoding x-gzip .gz
AccessFileName .htaccess
<Directory />
    AllowOverride None
    Require all denied
</Directory>
${directory(outDir)}
${directory(httpsRuleRoot)}
<VirtualHost 127.0.0.1:${port}>
    DocumentRoot "${outDir}"
</VirtualHost>
<VirtualHost 127.0.0.1:${httpsRulePort}>
    DocumentRoot "${httpsRuleRoot}"
</VirtualHost>
`,
  );
  // -X: one process in the foreground, no daemon.
  const server = await run(binaries.apache2, {
    check: ["-t", "-f", config],
    start: ["-X", "-f", config],
    dir,
    logFile,
    probe: { port, tls: false },
  });
  return { port, httpsRulePort, ...server };
}

export type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

export type StandInReceiver = {
  port: number;
  received: ReceivedRequest[];
  close: () => Promise<void>;
};

/**
 * A stand-in for the lead receiver (being built in receiver/): records every
 * request and answers 201 with the contract's accepted shape and a header of
 * its own, so the tests see what nginx passes on in both directions.
 */
export async function startStandInReceiver(): Promise<StandInReceiver> {
  const received: ReceivedRequest[] = [];
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(201, {
        "Content-Type": "application/json",
        "X-Receiver": "stand-in",
        // nginx must not pass a second copy of the headers it owns.
        "X-Frame-Options": "SAMEORIGIN",
        "Cache-Control": "public, max-age=600",
      });
      response.end(JSON.stringify({ ok: true, reference: "BP-7F3K2" }));
    });
  });
  const port = await listenOnLoopback(server);
  return {
    port,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
