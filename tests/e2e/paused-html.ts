import { readFileSync } from "node:fs";
import { createServer } from "node:http";

import { listenOnLoopback } from "../support/ports";

/** The offset of `marker`'s first occurrence after `anchor`; throws when either is missing, so a pause point
 * that moved in the markup fails the test instead of silently pausing somewhere else. */
export function offsetAfter(html: Buffer, anchor: string, marker: string) {
  const from = html.indexOf(anchor);
  const at = from < 0 ? -1 : html.indexOf(marker, from);
  if (at < 0) throw new Error(`no ${marker} after ${anchor}`);
  return at;
}

/**
 * One exported page served as slow mobile data can leave it: the HTML up to a byte, then nothing until
 * `release()`. Only the page itself is served; its scripts and images are not needed to paint.
 */
export async function servePaused(file: string, pauseAt: (html: Buffer) => number) {
  const html = readFileSync(file);
  const at = pauseAt(html);
  if (at <= 0) throw new Error(`no pause point in ${file}`);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (request, response) => {
    if (request.url !== "/") return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.write(html.subarray(0, at));
    await released;
    response.end(html.subarray(at));
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/`,
    release: () => release(),
    close: () => {
      release();
      server.close();
    },
  };
}
