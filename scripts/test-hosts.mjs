#!/usr/bin/env node
// Serves the export behind real nginx (deploy/nginx.conf) and real Apache (out/.htaccess),
// each a non-daemon process on a loopback port with its configuration in a temporary folder,
// and checks what the generated rules promise: mixed-case routes answer 301 with the
// lowercase path, every registry route answers 200,
// unknown paths answer 404 with the not-found page, and the security and cache headers
// are on every response. Installs Debian's nginx and apache2 when they are missing.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(projectDir, "out");
const nginxBinary = "/usr/sbin/nginx";
const apacheBinary = "/usr/sbin/apache2";
const apacheModules = "/usr/lib/apache2/modules";
const notFoundHeading = "Oops! Page not found";

const installHelp = `Install them, then run the test again:
  apt-get update && apt-get install -y nginx apache2      (Debian/Ubuntu, as root)
The test only runs them on loopback ports from a temporary folder; the system services are not used.`;

function fail(message) {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

function ensureServers() {
  const missing = [
    ["nginx", nginxBinary],
    ["apache2", apacheBinary],
  ].filter(([, binary]) => !existsSync(binary));
  if (missing.length === 0) return;
  const names = missing.map(([name]) => name);
  if (process.getuid?.() !== 0)
    fail(`${names.join(" and ")} not installed, and installing needs root.\n${installHelp}`);
  console.log(`Installing Debian packages: ${names.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...names],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) fail(`apt-get ${args[0]} failed.\n${installHelp}`);
  }
  if (missing.some(([, binary]) => !existsSync(binary))) fail(`still missing after apt-get.\n${installHelp}`);
}

/** A free loopback port, or the one named in the environment. */
function freePort(fromEnv) {
  if (fromEnv) return Promise.resolve(Number(fromEnv));
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function get(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: urlPath, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode, headers: response.headers, body: body.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout on ${urlPath}`)));
    req.end();
  });
}

async function waitForPort(port, child, logFile) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      await get(port, "/");
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "(no log)";
  throw new Error(`server did not answer on port ${port} (exit ${child.exitCode}).\n${log}`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

/** The headers every response must carry, read from the generated _headers (the same policy as every host). */
function expectedSecurityHeaders() {
  const lines = readFileSync(path.join(outDir, "_headers"), "utf8").split("\n");
  const start = lines.indexOf("/*");
  const headers = [];
  for (const line of lines.slice(start + 1)) {
    const match = /^ {2}([A-Za-z-]+): (.+)$/.exec(line);
    if (!match) break;
    headers.push([match[1].toLowerCase(), match[2]]);
  }
  if (headers.length === 0) throw new Error("out/_headers has no /* block: run npm run build");
  return headers;
}

function registryRoutes() {
  const sitemap = readFileSync(path.join(outDir, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    new URL(match[1]).pathname.replace(/(.)\/$/, "$1"),
  );
}

function someFile(dir, pattern) {
  const name = readdirSync(path.join(outDir, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in out/${dir}`);
  return `/${dir}/${name}`;
}

/** Every check, against one running server. Returns the number of checks passed; throws on the first failure. */
async function checkServer(port) {
  let passed = 0;
  const problems = [];
  const check = (ok, message) => {
    if (ok) passed += 1;
    else problems.push(message);
  };
  const security = expectedSecurityHeaders();
  const checkHeaders = (response, label, cacheControl) => {
    for (const [name, value] of security) {
      check(response.headers[name] === value, `${label}: ${name} is ${JSON.stringify(response.headers[name])}`);
    }
    check(
      response.headers["cache-control"] === cacheControl,
      `${label}: cache-control is ${JSON.stringify(response.headers["cache-control"])}, expected ${cacheControl}`,
    );
  };
  const redirectTarget = (response) => new URL(response.headers.location ?? "", `http://127.0.0.1:${port}`);

  // Mixed-case spellings and a trailing slash: 301 to the lowercase path, query kept.
  for (const [from, to] of [
    ["/About/Our-Team", "/about/our-team"],
    ["/SERVICES/Student-Visa?utm_source=flyer", "/services/student-visa?utm_source=flyer"],
    ["/about/our-team/", "/about/our-team"],
  ]) {
    const response = await get(port, from);
    const target = redirectTarget(response);
    check(
      response.status === 301 && `${target.pathname}${target.search}` === to,
      `${from}: expected 301 to ${to}, got ${response.status} ${response.headers.location}`,
    );
  }

  // Every route of the registry answers 200; its Title-Case spelling redirects.
  for (const route of registryRoutes()) {
    const response = await get(port, route);
    check(response.status === 200, `${route}: expected 200, got ${response.status}`);
    check(/^text\/html/.test(response.headers["content-type"] ?? ""), `${route}: not text/html`);
    check(response.body.includes('http-equiv="Content-Security-Policy"'), `${route}: no CSP <meta>`);
    checkHeaders(response, route, "no-cache");
    if (route === "/") continue;
    const titleCase = route.replace(/(^|[/-])([a-z])/g, (_, separator, letter) => separator + letter.toUpperCase());
    const redirect = await get(port, titleCase);
    check(
      redirect.status === 301 && redirectTarget(redirect).pathname === route,
      `${titleCase}: expected 301 to ${route}, got ${redirect.status} ${redirect.headers.location}`,
    );
  }

  // Folders are not listed.
  const folder = await get(port, "/_next/static/chunks/");
  check(folder.status === 404 || folder.status === 403, `folder listing answered ${folder.status}`);

  // Unknown paths: 404 with the not-found page (and its case-redirect script), headers included.
  for (const unknown of ["/about/no-such", "/No-Such-Page"]) {
    const response = await get(port, unknown);
    check(response.status === 404, `${unknown}: expected 404, got ${response.status}`);
    check(response.body.includes(notFoundHeading), `${unknown}: not the not-found page`);
    check(response.body.includes('<script id="case-redirect">'), `${unknown}: no case-redirect script`);
    checkHeaders(response, unknown, "no-cache");
  }

  // Caching: hashed build assets are immutable for a year; a missing one is not cached.
  const chunk = someFile("_next/static/chunks", /\.js$/);
  const asset = await get(port, chunk);
  check(asset.status === 200, `${chunk}: expected 200, got ${asset.status}`);
  checkHeaders(asset, chunk, "public, max-age=31536000, immutable");
  const missingChunk = await get(port, "/_next/static/chunks/no-such-chunk.js");
  check(missingChunk.status === 404, `missing chunk: expected 404, got ${missingChunk.status}`);
  check(missingChunk.headers["cache-control"] === "no-cache", "a missing chunk must not be cached as immutable");

  // Compression: the page and a script arrive gzipped to a client that accepts it.
  for (const urlPath of ["/", chunk]) {
    const response = await get(port, urlPath, { "Accept-Encoding": "gzip" });
    check(response.headers["content-encoding"] === "gzip", `${urlPath}: not gzipped`);
  }

  // The other hosts' rule files are not served as content.
  for (const ruleFile of ["/_headers", "/_redirects", "/.htaccess"]) {
    const response = await get(port, ruleFile);
    check(response.status === 404 || response.status === 403, `${ruleFile}: served with ${response.status}`);
  }

  if (problems.length > 0) throw new Error(`${problems.length} check(s) failed:\n  - ${problems.join("\n  - ")}`);
  return passed;
}

async function runNginx(tmp, port) {
  const site = readFileSync(path.join(projectDir, "deploy", "nginx.conf"), "utf8");
  const local = site
    .replace(/^ {4}listen \[::\]:80;\n/m, "")
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^ {4}root .*;$/m, `    root ${outDir};`);
  if (!local.includes(`listen 127.0.0.1:${port};`) || !local.includes(`root ${outDir};`)) {
    throw new Error("deploy/nginx.conf: listen or root line not found");
  }
  writeFileSync(path.join(tmp, "site.conf"), local);
  const conf = path.join(tmp, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/nginx-error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${tmp}/client_body;
    proxy_temp_path ${tmp}/proxy;
    fastcgi_temp_path ${tmp}/fastcgi;
    uwsgi_temp_path ${tmp}/uwsgi;
    scgi_temp_path ${tmp}/scgi;
    include ${tmp}/site.conf;
}
`,
  );
  const test = spawnSync(nginxBinary, ["-t", "-q", "-p", tmp, "-c", conf], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t rejected deploy/nginx.conf:\n${test.stderr}`);
  return spawn(nginxBinary, ["-p", tmp, "-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
}

function runApache(tmp, port) {
  const modules = ["mpm_prefork", "authz_core", "mime", "dir", "rewrite", "headers", "filter", "deflate"];
  const conf = path.join(tmp, "httpd.conf");
  writeFileSync(
    conf,
    `ServerRoot "${tmp}"
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
PidFile "${tmp}/apache.pid"
ErrorLog "${tmp}/apache-error.log"
LogLevel warn
DefaultRuntimeDir "${tmp}"
${process.getuid?.() === 0 ? "User nobody\nGroup nogroup" : ""}
${modules.map((name) => `LoadModule ${name}_module ${apacheModules}/mod_${name}.so`).join("\n")}
TypesConfig /etc/mime.types
AccessFileName .htaccess
DocumentRoot "${outDir}"
<Directory />
    AllowOverride None
    Require all denied
</Directory>
# What the README asks of a shared host, and no more.
<Directory "${outDir}">
    AllowOverride FileInfo Indexes Options
    Require all granted
</Directory>
`,
  );
  const test = spawnSync(apacheBinary, ["-t", "-f", conf], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`apache2 -t rejected the test configuration:\n${test.stderr}`);
  // -X: one process in the foreground, no daemon.
  return spawn(apacheBinary, ["-X", "-f", conf], { stdio: "inherit" });
}

async function main() {
  if (!existsSync(path.join(outDir, ".htaccess")) || !existsSync(path.join(projectDir, "deploy", "nginx.conf"))) {
    fail("no generated host files: run `npm run build` first.");
  }
  ensureServers();
  const servers = [
    ["nginx", runNginx, process.env.NGINX_PORT, "nginx-error.log"],
    ["Apache", runApache, process.env.APACHE_PORT, "apache-error.log"],
  ];
  for (const [name, run, portFromEnv, logName] of servers) {
    const tmp = mkdtempSync(path.join(tmpdir(), `host-test-${name.toLowerCase()}-`));
    const port = await freePort(portFromEnv);
    let child;
    try {
      child = await run(tmp, port);
      await waitForPort(port, child, path.join(tmp, logName));
      const passed = await checkServer(port);
      console.log(`✓ ${name} on 127.0.0.1:${port}: ${passed} checks passed`);
    } catch (error) {
      const logFile = path.join(tmp, logName);
      if (existsSync(logFile)) console.error(`--- ${name} error log\n${readFileSync(logFile, "utf8")}`);
      if (child) await stop(child);
      rmSync(tmp, { recursive: true, force: true });
      fail(`${name}: ${error.message}`);
    }
    await stop(child);
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
