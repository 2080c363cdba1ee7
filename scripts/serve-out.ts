// A plain static server for the exported `out/` folder, with no host rules:
// clean URLs (/about -> about.html), 404.html for unknown paths, gzip.
// Used by `npm start`, the Playwright tests and the benchmark.
// With API_PROXY=http://127.0.0.1:8787 it also forwards /api/* to the lead receiver,
// as nginx does in production, so the forms post to their own origin.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, request as forward, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createGzip } from "node:zlib";

const root = path.resolve(process.env.OUT_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "out"));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const apiProxy = process.env.API_PROXY ? new URL(process.env.API_PROXY) : null;

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".pdf": "application/pdf",
};
const compressible = new Set([".html", ".js", ".css", ".json", ".txt", ".xml", ".svg", ".webmanifest"]);

function resolveFile(urlPath: string): string | null {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [clean, `${clean}.html`, path.join(clean, "index.html")];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

if (!existsSync(root)) {
  console.error(`No export at ${root}: run "npm run build" first.`);
  process.exit(1);
}

/** Streams the request to the receiver and its answer back; 502 with a JSON error when it is down. */
function proxyToReceiver(receiver: URL, request: IncomingMessage, response: ServerResponse) {
  const upstream = forward(
    {
      host: receiver.hostname,
      port: receiver.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, "x-forwarded-for": request.socket.remoteAddress ?? "" },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(502, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ ok: false, error: "server_error", message: "The lead receiver is not answering." }));
  });
  request.pipe(upstream);
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  if (apiProxy && (pathname === "/api" || pathname.startsWith("/api/")))
    return proxyToReceiver(apiProxy, request, response);
  let file: string | null = null;
  try {
    file = resolveFile(pathname === "/" ? "/index.html" : pathname.replace(/\/+$/, ""));
  } catch {
    file = null;
  }
  const status = file ? 200 : 404;
  file ??= path.join(root, "404.html");
  const ext = path.extname(file);
  const headers: Record<string, string> = {
    "Content-Type": types[ext] ?? "application/octet-stream",
    "Cache-Control": pathname.startsWith("/_next/static/") ? "public, max-age=31536000, immutable" : "no-cache",
  };
  const gzip = compressible.has(ext) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  if (gzip) headers["Content-Encoding"] = "gzip";
  response.writeHead(status, headers);
  if (request.method === "HEAD") return response.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${apiProxy ? `, /api/ -> ${apiProxy.origin}` : ""}`);
});
