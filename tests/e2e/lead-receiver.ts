import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedPost = {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Milliseconds since the receiver started (real time). */
  at: number;
};

/**
 * A stand-in form backend on 127.0.0.1 for the browser tests: it records every
 * POST and answers with the next status of its script (the last one repeats),
 * with the CORS headers a real cross-origin backend must send.
 */
export class LeadReceiver {
  readonly posts: ReceivedPost[] = [];
  private script: number[] = [200];
  private server: Server | null = null;
  private started = Date.now();
  origin = "";

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const cors = {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "Content-Type, Accept, Idempotency-Key",
        "Access-Control-Max-Age": "600",
      };
      if (request.method === "OPTIONS") {
        response.writeHead(204, cors).end();
        return;
      }
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        this.posts.push({
          path: request.url ?? "/",
          headers: request.headers,
          body: Buffer.concat(chunks),
          at: Date.now() - this.started,
        });
        const status = this.script[Math.min(this.posts.length - 1, this.script.length - 1)];
        response.writeHead(status, { ...cors, "Content-Type": "application/json" }).end(JSON.stringify({ status }));
      });
    });
    // An ephemeral port: parallel workers each get their own receiver without clashing.
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Clears the record and sets the statuses the next POSTs get, e.g. [500, 200]. */
  reset(script: number[] = [200]) {
    this.posts.length = 0;
    this.script = script;
    this.started = Date.now();
  }

  json(index: number): Record<string, unknown> {
    return JSON.parse(this.posts[index].body.toString("utf8"));
  }

  /** Parses a multipart POST with the platform's own parser. */
  async formData(index: number): Promise<FormData> {
    const post = this.posts[index];
    return new Response(new Uint8Array(post.body), {
      headers: { "Content-Type": String(post.headers["content-type"]) },
    }).formData();
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
