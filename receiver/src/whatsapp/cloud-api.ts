/**
 * Sending through Meta's WhatsApp Business Cloud API: POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages
 * with the Bearer token, a template message (its body's parameters in the template's order) or, inside the
 * family's 24-hour window, free text. The answer's message id is what later status reports name.
 * Written on fetch, not an SDK: Meta publishes no maintained JavaScript SDK for the Cloud API, and one request
 * shape is all the receiver needs.
 */
import { WHATSAPP_PARAMETER_MAX } from "@/contract/whatsapp";

import type { WhatsAppConfig } from "../config";

const SEND_TIMEOUT_MS = 10_000;
/** Meta's limit of a text body. */
const TEXT_MAX = 4096;

export type OutboundWhatsApp =
  { kind: "template"; name: string; language: string; parameters: readonly string[] } | { kind: "text"; text: string };

/**
 * The API refused the message for good (an error code saying it cannot be delivered as sent: not a WhatsApp
 * number, outside the 24-hour window, a template that does not match): sending it again would not help.
 */
export class WhatsAppRefusal extends Error {
  override name = "WhatsAppRefusal";
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/**
 * The codes Meta's error table says to retry (rate limits, its own outages, maintenance), and those of the
 * business's own account (the token, permissions, a restricted or unregistered account): no message of any family
 * would go until that is put right, so they are retried and, given up, alert the office instead of being taken for
 * one number's refusal. Any other error code is a refusal of this message, as the table says of each.
 */
const passingTrouble = new Set([
  0, 1, 2, 3, 4, 10, 17, 190, 368, 80007, 130429, 131000, 131016, 131031, 131056, 131057, 133004, 133010,
]);
const accountTrouble = (code: number) => passingTrouble.has(code) || (code >= 200 && code <= 299);

/** A template parameter as Meta takes it: one line (no newlines, tabs or runs of spaces), never empty. */
export function parameterText(value: string): string {
  const line = value.replace(/\s+/g, " ").trim();
  return (line.length > WHATSAPP_PARAMETER_MAX ? `${line.slice(0, WHATSAPP_PARAMETER_MAX - 1)}\u2026` : line) || "-";
}

function requestBody(to: string, message: OutboundWhatsApp) {
  const base = { messaging_product: "whatsapp", recipient_type: "individual", to };
  if (message.kind === "text") {
    return { ...base, type: "text", text: { preview_url: false, body: message.text.slice(0, TEXT_MAX) } };
  }
  return {
    ...base,
    type: "template",
    template: {
      name: message.name,
      language: { code: message.language },
      components: [
        {
          type: "body",
          parameters: message.parameters.map((value) => ({ type: "text", text: parameterText(value) })),
        },
      ],
    },
  };
}

type GraphError = { error?: { message?: string; code?: number; error_data?: { details?: string } } };

/** Sends one message; its WhatsApp id. WhatsAppRefusal for good, any other error to be tried again. */
export async function sendWhatsApp(
  config: Pick<WhatsAppConfig, "apiUrl" | "phoneNumberId" | "token">,
  to: string,
  message: OutboundWhatsApp,
): Promise<string> {
  const response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
    body: JSON.stringify(requestBody(to, message)),
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
  if (response.ok) {
    const id = answer.messages?.[0]?.id;
    if (!id) throw new Error(`the WhatsApp Cloud API answered ${response.status} without a message id`);
    return id;
  }
  const code = answer.error?.code ?? null;
  const why = [answer.error?.message, answer.error?.error_data?.details].filter(Boolean).join(": ");
  const text = `WhatsApp answered ${response.status}${code !== null ? ` (error ${code})` : ""}${why ? `: ${why}` : ""}`;
  const client = response.status >= 400 && response.status < 500 && ![401, 403, 429].includes(response.status);
  if (client && code !== null && !accountTrouble(code)) throw new WhatsAppRefusal(text, code);
  throw new Error(text);
}
