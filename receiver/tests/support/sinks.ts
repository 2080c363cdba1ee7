/** Loopback stand-ins for where notifications go: a webhook endpoint and an SMTP server. */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export async function waitUntil<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type WebhookCall = { headers: IncomingHttpHeaders; raw: string; body: Record<string, unknown> };

/**
 * Records each POST it answers with 2xx; answers `status` (503 plays an outage). A 3xx sends the caller to
 * MOVED_PATH, which answers 200 and records what reaches it in `followed`: a sender that follows lands there.
 */
export class WebhookSink {
  static readonly MOVED_PATH = "/hooks/moved";
  readonly calls: WebhookCall[] = [];
  readonly followed: { method: string; raw: string }[] = [];
  status = 200;
  url = "";
  private server: Server | null = null;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        if (request.url === WebhookSink.MOVED_PATH) {
          this.followed.push({ method: request.method ?? "", raw });
          response.writeHead(200).end();
          return;
        }
        if (this.status < 300) this.calls.push({ headers: request.headers, raw, body: JSON.parse(raw) });
        const moved = this.status >= 300 && this.status < 400 ? { Location: WebhookSink.MOVED_PATH } : undefined;
        response.writeHead(this.status, moved).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/leads`;
    return this;
  }

  callFor(reference: string): WebhookCall | undefined {
    return this.calls.find((call) => call.body.reference === reference);
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** An SMTP server on loopback that keeps every message it is handed. */
export class SmtpSink {
  readonly messages: string[] = [];
  private server: SMTPServer | null = null;

  constructor(private readonly port: number) {}

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.messages.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.port, "127.0.0.1", () => resolve());
    });
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}
