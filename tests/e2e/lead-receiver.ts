/**
 * LEAD RECEIVER STAND-IN for the browser tests, until the real receiver (receiver/,
 * issue 10) replaces it. It answers per the contract in contract/api.ts, validating
 * with the very schemas the real one uses (contract/validations/lead-schemas.ts):
 *
 *   POST /api/leads | /api/careers | /api/newsletter   JSON, urlencoded or multipart
 *     201 { ok: true, reference }                       stored (in memory)
 *     200 { ok: true, reference, replayed: true }       same Idempotency-Key again
 *     201 { ok: true, reference, held: true }           bot trap (HONEYPOT_FIELD) filled
 *     400 malformed / 415 unsupported_media_type / 422 invalid { fields }
 *   GET /api/health, and the CORS preflight for Content-Type and Idempotency-Key.
 *   A native form post (Accept: text/html) gets a small HTML page instead of JSON.
 *
 * Tests that need a fault the real receiver would not produce on demand (a 500, a
 * 429, silence, a slow answer) script it with reset([...]); "contract" is the
 * default answer. It runs in the test process (new LeadReceiver().start()) or as
 * Playwright's second webServer (tests/e2e/lead-receiver-server.ts) behind
 * scripts/serve-out.ts's /api proxy, where the exported site's no-JavaScript
 * forms post to it.
 */
import { randomInt } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";

import { fieldLabels } from "@/contract/forms";
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, type ApiAnswer, type ApiError } from "@/contract/api";
import { isGenuineResume, notADocumentMessage } from "@/contract/validations/file-signature";
import { careersSchema, leadSchemas, newsletterSchema } from "@/contract/validations/lead-schemas";

import { listenOnLoopback } from "../support/ports";

export type ReceivedPost = {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Milliseconds since the last reset (real time). */
  at: number;
};

/** One scripted answer: the contract's own, a fixed status and body (maybe late), or none at all. */
export type ScriptedAnswer =
  "contract" | "silent" | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };

type Fields = Record<string, FormDataEntryValue>;

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const newReference = () => `BP-${Array.from({ length: 5 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join("")}`;

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, GET",
  "Access-Control-Allow-Headers": `Content-Type, Accept, ${IDEMPOTENCY_HEADER}`,
  "Access-Control-Max-Age": "600",
  // A cross-origin page may read a 429's wait only if it is exposed.
  "Access-Control-Expose-Headers": "Retry-After",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The first message per field, as the site shows it. */
function fieldMessages(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return fields;
}

/** The small page a browser shows after a native (no-JavaScript) post. */
function htmlPage(status: number, answer: ApiAnswer): string {
  const body = answer.ok
    ? answer.held
      ? `<h1>Received, held for a check</h1><p>Your message is held for a counsellor to check. Your reference: ${answer.reference}</p>`
      : `<h1>Thank you</h1><p>Your reference: ${answer.reference}</p><p>A counsellor will contact you soon.</p>`
    : `<h1>Please check your answers</h1><p>${escapeHtml(answer.message)}</p>${
        answer.fields
          ? `<ul>${Object.entries(answer.fields)
              .map(
                ([name, message]) =>
                  `<li>${escapeHtml(fieldLabels[name as keyof typeof fieldLabels] ?? name)}: ${escapeHtml(message)}</li>`,
              )
              .join("")}</ul>`
          : ""
      }<p>Use your browser's Back button: your answers are still there.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${
    answer.ok ? "Thank you" : "Please check your answers"
  }</title></head><body data-status="${status}">${body}<p><a href="/">Back to the site</a></p></body></html>`;
}

export class LeadReceiver {
  readonly posts: ReceivedPost[] = [];
  /** Stored submissions by Idempotency-Key, for replays. */
  private readonly stored = new Map<string, { reference: string; held: boolean }>();
  private script: ScriptedAnswer[] = ["contract"];
  private server: Server | null = null;
  private started = Date.now();
  origin = "";

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    this.origin = `http://127.0.0.1:${await listenOnLoopback(this.server, port)}`;
    return this;
  }

  /** The API base a page's test seam points at. */
  get api() {
    return `${this.origin}/api`;
  }

  /** Clears the record and sets the next POSTs' answers (the last one repeats). */
  reset(script: ScriptedAnswer[] = ["contract"]) {
    this.posts.length = 0;
    this.script = script;
    this.started = Date.now();
  }

  json(index: number): Record<string, unknown> {
    return JSON.parse(this.posts[index].body.toString("utf8"));
  }

  /** Parses a multipart or urlencoded POST with the platform's own parser. */
  async formData(index: number): Promise<FormData> {
    return LeadReceiver.parseForm(this.posts[index].headers, this.posts[index].body);
  }

  private static parseForm(headers: IncomingHttpHeaders, body: Buffer): Promise<FormData> {
    return new Response(new Uint8Array(body), {
      headers: { "Content-Type": String(headers["content-type"]) },
    }).formData();
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
    if (request.method === "GET" && path === "/api/health") return LeadReceiver.json(response, 200, { ok: true });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const post = { path, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() - this.started };
    this.posts.push(post);
    const wantsHtml = !String(request.headers.accept ?? "").includes("application/json");

    const scripted = this.script[Math.min(this.posts.length - 1, this.script.length - 1)];
    if (scripted === "silent") return; // The connection stays open until the client gives up.
    if (scripted !== "contract") {
      if (scripted.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
      if (response.destroyed) return;
      response.writeHead(scripted.status, { ...cors, "Content-Type": "application/json", ...scripted.headers });
      return void response.end(JSON.stringify(scripted.body ?? { ok: scripted.status < 300 }));
    }
    const [status, answer] = await this.answer(path, post.headers, post.body);
    if (!wantsHtml) return LeadReceiver.json(response, status, answer);
    response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end(htmlPage(status, answer));
  }

  private static json(response: ServerResponse, status: number, value: unknown) {
    response.writeHead(status, { ...cors, "Content-Type": "application/json" }).end(JSON.stringify(value));
  }

  /** The contract's answer to one POST. */
  private async answer(path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<[number, ApiAnswer]> {
    const refuse = (status: number, error: ApiError["error"], message: string, fields?: Record<string, string>) =>
      [status, { ok: false, error, message, ...(fields ? { fields } : {}) }] as [number, ApiError];
    const endpoint = path.replace(/^\/api\//, "");
    if (!["leads", "careers", "newsletter"].includes(endpoint)) return refuse(404, "not_found", "No such endpoint.");

    const type = String(headers["content-type"] ?? "");
    let fields: Fields;
    try {
      if (type.startsWith("application/json")) fields = JSON.parse(body.toString("utf8"));
      else if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded"))
        fields = Object.fromEntries(await LeadReceiver.parseForm(headers, body));
      else return refuse(415, "unsupported_media_type", "Send the form as JSON or as a form post.");
    } catch {
      return refuse(400, "malformed", "The form could not be read.");
    }

    const schema =
      endpoint === "newsletter"
        ? newsletterSchema
        : endpoint === "careers"
          ? careersSchema
          : leadSchemas[String(fields.form) as keyof typeof leadSchemas];
    if (!schema) return refuse(422, "invalid", "This form is not known.", { form: "Unknown form" });
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      return refuse(422, "invalid", "Some answers need a change.", fieldMessages(parsed.error.issues));
    }
    if (endpoint === "careers" && !(await isGenuineResume(fields.resume as File))) {
      return refuse(422, "invalid", "Some answers need a change.", { resume: notADocumentMessage });
    }

    const key = String(headers[IDEMPOTENCY_HEADER.toLowerCase()] ?? fields.idempotencyKey ?? "") || newReference();
    const earlier = this.stored.get(key);
    if (earlier)
      return [200, { ok: true, reference: earlier.reference, replayed: true, ...(earlier.held ? { held: true } : {}) }];
    const held = typeof fields[HONEYPOT_FIELD] === "string" && fields[HONEYPOT_FIELD] !== "";
    const stored = { reference: newReference(), held };
    this.stored.set(key, stored);
    return [201, { ok: true, reference: stored.reference, ...(held ? { held: true } : {}) }];
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
