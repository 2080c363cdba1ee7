/**
 * Meta's WhatsApp webhook, while WHATSAPP_* are set (else 404, as if absent):
 *   GET  /whatsapp/webhook?hub.mode=subscribe&hub.verify_token=...&hub.challenge=... -> the challenge; else 403
 *   POST /whatsapp/webhook  X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body with the app secret>
 *        -> 200 once every message in it is stored (a repeated one is stored once); 401 for a bad or missing
 *        signature (nothing read); 400 for a body that is not a WhatsApp notification; 413 over the size limit.
 * Nothing but the store runs before the answer: notifications go through the outbox.
 */
import { Hono } from "hono";
import { timingSafeEqual } from "hono/utils/buffer";

import { ApiProblem, fieldErrors, notFound } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { limitBody } from "../http/guards";
import { visitorChannelOf } from "../booking/reserve";
import { receiveWhatsApp } from "../whatsapp/inbound";
import { instead } from "../whatsapp/messages";
import { readNotification, webhookNotification } from "../whatsapp/webhook-payload";

/** Meta's notifications are a few KB; a body far larger is not one. */
export const WEBHOOK_BODY_MAX = 256 * 1024;

/** Whether `header` is "sha256=" and the HMAC-SHA256 of `body` with `secret` (Web Crypto's verify: constant time). */
async function signedBy(secret: string, body: ArrayBuffer, header: string | undefined): Promise<boolean> {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "")?.[1];
  if (!hex) return false;
  const signature = new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
  return crypto.subtle.verify("HMAC", key, signature, body);
}

export function whatsAppRoutes(deps: ReceiverDeps) {
  const whatsapp = deps.config.whatsapp;
  const off = () => notFound("WhatsApp is not set up on this receiver (WHATSAPP_* are unset).");
  return new Hono<ReceiverEnv>()
    .get("/webhook", async (c) => {
      if (!whatsapp) throw off();
      const mode = c.req.query("hub.mode");
      const token = c.req.query("hub.verify_token") ?? "";
      const challenge = c.req.query("hub.challenge") ?? "";
      if (mode !== "subscribe" || !challenge || !(await timingSafeEqual(token, whatsapp.verifyToken))) {
        throw new ApiProblem(403, "forbidden", "The verification token does not match WHATSAPP_VERIFY_TOKEN.");
      }
      return c.text(challenge);
    })
    .post("/webhook", limitBody(WEBHOOK_BODY_MAX), async (c) => {
      if (!whatsapp) throw off();
      const body = await c.req.arrayBuffer();
      if (!(await signedBy(whatsapp.appSecret, body, c.req.header("X-Hub-Signature-256")))) {
        throw new ApiProblem(
          401,
          "unauthorized",
          "The X-Hub-Signature-256 header is missing or is not this body's signature with WHATSAPP_APP_SECRET.",
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
      } catch {
        throw new ApiProblem(400, "malformed", "The body is not JSON: Meta's notifications are one JSON object.");
      }
      const parsed = webhookNotification.safeParse(json);
      if (!parsed.success) {
        throw new ApiProblem(400, "invalid", "This is not a WhatsApp Business Account notification.", {
          fields: fieldErrors(parsed.error.issues),
        });
      }
      const { messages, statuses, foreign, unread } = readNotification(parsed.data, whatsapp.phoneNumberId);
      if (foreign) console.warn(`receiver: WhatsApp sent ${foreign} items for another phone number id: skipped`);
      if (unread)
        console.warn(`receiver: WhatsApp sent ${unread} messages or statuses of a shape not known here: skipped`);
      const mailChannel = visitorChannelOf(deps.channels);
      await deps.store.whatsapp.report(statuses, mailChannel && { channel: mailChannel, mail: instead });
      await Promise.all(messages.map((message) => receiveWhatsApp(deps, message)));
      if (messages.length) deps.notifyNow(c);
      return c.json({ ok: true as const });
    });
}
