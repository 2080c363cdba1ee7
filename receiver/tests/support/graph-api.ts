/**
 * A test harness, not a stub inside the receiver: a loopback HTTP server that answers like the WhatsApp Business
 * Cloud API's `POST /<version>/<phone-number-id>/messages`, and builders for the `whatsapp_business_account`
 * notifications Meta POSTs to a webhook, signed the way Meta signs them. The receiver under test is pointed at it
 * (WHATSAPP_API_URL = `graphApi.url`) exactly as it would be pointed at https://graph.facebook.com/v26.0.
 *
 * Shapes follow Meta's documentation (Graph API v26.0 is the latest the changelog names, 29 July 2026; Meta's
 * OpenAPI file is published for v23.0; the send and webhook shapes used here are the same in both):
 * - Send text: https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/text-messages
 * - Send media: https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/image-messages
 *   and https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/document-messages
 * - Send template, the success response and `message_status`: Meta's OpenAPI description,
 *   https://github.com/facebook/openapi/blob/main/business-messaging-api_v23.0.yaml
 *   (`/{Version}/{Phone-Number-ID}/messages`, `MessageResponsePayload`, `MessageStatus`), and template pacing,
 *   https://developers.facebook.com/documentation/business-messaging/whatsapp/templates/template-pacing
 * - Error body and codes: https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes
 * - Webhooks: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages,
 *   .../webhooks/reference/messages/text, .../messages/image, .../messages/document, .../messages/status
 * - Signature: https://developers.facebook.com/docs/graph-api/webhooks/getting-started ("Validating Payloads": an
 *   HMAC-SHA256 of the payload with the App Secret, in `X-Hub-Signature-256`, preceded with `sha256=`)
 */
import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

// ---------------------------------------------------------------------------------------------------------------------
// Send requests (what the receiver POSTs)
// ---------------------------------------------------------------------------------------------------------------------

/** The message types the Messages API accepts (the `Message` discriminator of Meta's OpenAPI description). */
export const MESSAGE_TYPES = [
  "text",
  "template",
  "image",
  "document",
  "audio",
  "video",
  "sticker",
  "location",
  "contacts",
  "interactive",
  "reaction",
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** One value of a template component: `{ type: "text", text }`, or currency, date_time, image, payload... */
export type TemplateParameter = { type: string; text?: string; parameter_name?: string; [key: string]: unknown };

export type TemplateComponent = {
  type: string;
  sub_type?: string;
  index?: string | number;
  parameters?: TemplateParameter[];
};

/** A send request as documented; the harness only answers 200 to bodies that pass `validate` below. */
export type OutboundMessage = {
  messaging_product: "whatsapp";
  recipient_type?: "individual" | "group";
  to: string;
  type: MessageType;
  context?: { message_id: string };
  biz_opaque_callback_data?: string;
  text?: { body: string; preview_url?: boolean };
  template?: {
    name: string;
    language: { code: string; policy?: "deterministic" };
    components?: TemplateComponent[];
  };
  [key: string]: unknown;
};

/** The documented 200 answer of POST /messages. */
export type SendMessageResponse = {
  messaging_product: "whatsapp";
  contacts: { input: string; wa_id: string }[];
  messages: { id: string; message_status?: "accepted" | "held_for_quality_assessment" | "paused" }[];
};

/** The documented error answer (error_subcode is deprecated since v16.0 and rarely sent). */
export type GraphErrorResponse = {
  error: {
    message: string;
    type: string;
    code: number;
    error_data?: { messaging_product: "whatsapp"; details: string };
    error_subcode?: number;
    is_transient?: boolean;
    fbtrace_id: string;
  };
};

export type RecordedRequest = {
  method: string;
  path: string;
  /** The `<phone-number-id>` of the path, "" when the path is not a messages path. */
  phoneNumberId: string;
  /** The Authorization header as sent, or null. */
  authorization: string | null;
  /** The parsed JSON body; the raw text when it was not JSON. */
  body: unknown;
  at: Date;
  /** The HTTP status answered; 0 while unanswered (a `hang`). */
  answered: number;
  /** What was answered, when anything was. */
  response?: SendMessageResponse | GraphErrorResponse;
};

/**
 * How to answer one of the next requests instead of the success answer:
 * - `error`: Meta's error body with `code` (e.g. 131026, 131047, 130429) at `status` (400 unless given);
 * - `status`: an HTTP status (e.g. 500, 503) with Meta's error body, code 2 "Service temporarily unavailable" unless
 *   given;
 * - `hang`: never answer, so the client's timeout fires.
 */
export type Failure =
  | { kind: "error"; status?: number; code: number; message?: string; details?: string; subcode?: number }
  | { kind: "status"; status: number; code?: number; message?: string; details?: string }
  | { kind: "hang" };

export type SentFilter =
  | { to?: string; type?: MessageType; template?: string; phoneNumberId?: string }
  | ((body: OutboundMessage, request: RecordedRequest) => boolean);

export type GraphApi = {
  /** `http://127.0.0.1:<port>`: POST `${url}/<phone-number-id>/messages`, with or without a `/v26.0` segment. */
  url: string;
  /** Every request, refused and unanswered ones included, in arrival order. */
  requests: RecordedRequest[];
  /** The bodies of the requests answered 200, optionally filtered. */
  sent(filter?: SentFilter): OutboundMessage[];
  /** Resolves with the requests answered 200 once there are at least `count` of them. */
  waitFor(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  /** Answers the next `n` requests that pass authentication and validation with `failure` instead of a success. */
  failNext(n: number, failure: Failure): void;
  /** Forgets the recorded requests and the queued failures. */
  reset(): void;
  /** Stops listening and ends every connection, hung ones included. */
  close(): Promise<void>;
};

/** The `details` Meta documents for the codes a sender meets most; other codes fall back to the message. */
const DOCUMENTED_DETAILS: Record<number, { title: string; details: string }> = {
  1: { title: "API Unknown", details: "Invalid request or possible server error." },
  2: { title: "API Service", details: "Temporary due to downtime or due to being overloaded." },
  4: { title: "API Too Many Calls", details: "The app has reached its API call rate limit." },
  100: {
    title: "Invalid parameter",
    details: "The request included one or more unsupported or misspelled parameters.",
  },
  190: { title: "Access token has expired", details: "Your access token has expired." },
  80007: { title: "Rate limit issues", details: "The WhatsApp Business Account has reached its rate limit." },
  130429: { title: "Rate limit hit", details: "Cloud API message throughput has been reached." },
  130472: {
    title: "User's number is part of an experiment",
    details: "Message was not sent as part of an experiment.",
  },
  131000: { title: "Something went wrong", details: "Message failed to send due to an unknown error." },
  131005: { title: "Access denied", details: "Permission is either not granted or has been removed." },
  131008: { title: "Required parameter is missing", details: "The request is missing a required parameter." },
  131009: { title: "Parameter value is not valid", details: "One or more parameter values are invalid." },
  131016: { title: "Service unavailable", details: "A service is temporarily unavailable." },
  131021: { title: "Recipient cannot be sender", details: "Sender and recipient phone number is the same." },
  131026: {
    title: "Message undeliverable",
    details:
      "Unable to deliver message. Reasons can include: the recipient phone number is not a WhatsApp phone number; the recipient has not accepted the new Terms of Service and Privacy Policy; the recipient is using an old WhatsApp version.",
  },
  131042: {
    title: "Business eligibility payment issue",
    details: "There was an error related to your payment method.",
  },
  131045: {
    title: "Incorrect certificate",
    details: "Message failed to send due to a phone number registration error.",
  },
  131047: {
    title: "Re-engagement message",
    details: "More than 24 hours have passed since the recipient last replied to the sender number.",
  },
  131048: {
    title: "Spam rate limit hit",
    details:
      "Message failed to send because there are restrictions on how many messages can be sent from this phone number.",
  },
  131049: {
    title: "This message was not delivered to maintain healthy ecosystem engagement.",
    details: "In order to maintain a healthy ecosystem engagement, the message failed to be delivered.",
  },
  131050: {
    title: "User stopped marketing messages",
    details:
      "Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business.",
  },
  131051: { title: "Unsupported message type", details: "Unsupported message type." },
  131056: {
    title: "(Business Account, Consumer Account) pair rate limit hit",
    details:
      "Too many messages sent from the sender phone number to the same recipient phone number in a short period of time.",
  },
  131057: { title: "Account in maintenance mode", details: "Business Account is in maintenance mode." },
  132000: {
    title: "Template Param Count Mismatch",
    details:
      "The number of variable parameter values included in the request did not match the number of variable parameters defined in the template.",
  },
  132001: {
    title: "Template does not exist",
    details: "The template does not exist in the specified language or the template has not been approved.",
  },
  132012: { title: "Template Parameter Format Mismatch", details: "Variable parameter values formatted incorrectly." },
  132015: {
    title: "Template is Paused",
    details: "Template is paused due to low quality so it cannot be sent in a template message.",
  },
  133010: {
    title: "Phone number Not Registered",
    details: "Phone number not registered on the WhatsApp Business Platform.",
  },
};

const VERSIONED_MESSAGES_PATH = /^\/(?:v\d+(?:\.\d+)?\/)?([^/]+)\/messages\/?$/;

/** Starts the harness on 127.0.0.1 on `port` (a free one by default). With `token`, only `Authorization: Bearer <token>` is accepted. */
export async function startGraphApi(options: { token?: string; port?: number } = {}): Promise<GraphApi> {
  const requests: RecordedRequest[] = [];
  const failures: Failure[] = [];
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();

  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const answer = (
    record: RecordedRequest,
    response: ServerResponse,
    status: number,
    body: SendMessageResponse | GraphErrorResponse,
  ) => {
    record.answered = status;
    record.response = body;
    const version = VERSION_SEGMENT.exec(record.path)?.[1];
    response.writeHead(status, {
      "Content-Type": "application/json; charset=UTF-8",
      ...(version ? { "facebook-api-version": version } : {}),
    });
    response.end(JSON.stringify(body));
    notify();
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const match = VERSIONED_MESSAGES_PATH.exec(url.pathname);
      const record: RecordedRequest = {
        method: request.method ?? "",
        path: url.pathname,
        phoneNumberId: match?.[1] ?? "",
        authorization: request.headers.authorization ?? null,
        body: parseJson(raw),
        at: new Date(),
        answered: 0,
      };
      requests.push(record);

      if (!match || request.method !== "POST") {
        answer(
          record,
          response,
          400,
          graphError(100, `Unsupported ${(request.method ?? "").toLowerCase()} request`, {
            type: "GraphMethodException",
            details: `This harness answers only POST /<version>/<phone-number-id>/messages, not ${request.method} ${url.pathname}.`,
          }),
        );
        return;
      }

      const token = bearerToken(request.headers.authorization) ?? url.searchParams.get("access_token");
      if (!token) {
        answer(record, response, 401, oauthError(104, "An access token is required to request this resource."));
        return;
      }
      if (options.token !== undefined && token !== options.token) {
        answer(record, response, 401, oauthError(190, "Invalid OAuth access token - Cannot parse access token"));
        return;
      }

      const invalid = validate(record.body);
      if (invalid) {
        answer(record, response, 400, invalid);
        return;
      }
      const message = record.body as OutboundMessage;

      const failure = failures.shift();
      if (failure?.kind === "hang") return; // Left open: the socket is ended by the client or by close().
      if (failure?.kind === "error") {
        const body = graphError(failure.code, failure.message, { details: failure.details, subcode: failure.subcode });
        answer(record, response, failure.status ?? 400, body);
        return;
      }
      if (failure?.kind === "status") {
        const code = failure.code ?? 2;
        const body = graphError(code, failure.message ?? "Service temporarily unavailable", {
          details: failure.details,
          transient: failure.status >= 500,
        });
        answer(record, response, failure.status, body);
        return;
      }
      answer(record, response, 200, success(message));
    });
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  const answeredOk = () => requests.filter((record) => record.answered === 200);

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sent(filter) {
      return answeredOk()
        .filter((record) => matches(filter, record.body as OutboundMessage, record))
        .map((record) => record.body as OutboundMessage);
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise<RecordedRequest[]>((resolve, reject) => {
        const check = () => {
          const ok = answeredOk();
          if (ok.length < count) return;
          settle();
          resolve(ok);
        };
        const timer = setTimeout(() => {
          settle();
          reject(
            new Error(
              `Graph API harness: waited ${timeoutMs} ms for ${count} message(s) answered 200, got ${answeredOk().length}. ` +
                `Arrived: ${requests.length ? requests.map(describe).join("; ") : "nothing"}`,
            ),
          );
        }, timeoutMs);
        const settle = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    failNext(n, failure) {
      for (let index = 0; index < n; index += 1) failures.push(failure);
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

const VERSION_SEGMENT = /^\/(v\d+(?:\.\d+)?)\//;

function parseJson(raw: string): unknown {
  if (raw === "") return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1] : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** Meta's checks that are cheap to repeat: the answer the real API would give, or null when the body is fine. */
function validate(body: unknown): GraphErrorResponse | null {
  if (!isRecord(body))
    return graphError(100, "Invalid parameter", { details: "The request body must be a JSON object." });
  if (body.messaging_product !== "whatsapp") {
    return body.messaging_product === undefined
      ? missing("messaging_product")
      : graphError(100, "Invalid parameter", {
          details: `Param messaging_product must be "whatsapp", got ${JSON.stringify(body.messaging_product)}.`,
        });
  }
  if (body.to === undefined || body.to === "") return missing("to");
  if (typeof body.to !== "string" || !/^\+?\d{5,20}$/.test(body.to)) {
    return invalidValue(`Param to must be the recipient's phone number in digits, got ${JSON.stringify(body.to)}.`);
  }
  if (body.type === undefined) return missing("type");
  if (!MESSAGE_TYPES.includes(body.type as MessageType)) {
    return graphError(100, "Invalid parameter", {
      details: `Param type must be one of {${MESSAGE_TYPES.join(", ")}}, got ${JSON.stringify(body.type)}.`,
    });
  }
  const type = body.type as MessageType;
  const content = body[type];
  if (!isRecord(content) && !(type === "contacts" && Array.isArray(content))) return missing(type);
  switch (type) {
    case "text":
      return isRecord(content) && nonEmptyString(content.body) ? null : missing("text.body");
    case "template": {
      if (!isRecord(content) || !nonEmptyString(content.name)) return missing("template.name");
      if (!isRecord(content.language) || !nonEmptyString(content.language.code))
        return missing("template.language.code");
      if (content.components !== undefined && !Array.isArray(content.components)) {
        return invalidValue("Param template.components must be an array.");
      }
      return null;
    }
    case "image":
    case "document":
    case "audio":
    case "video":
    case "sticker":
      return isRecord(content) && (nonEmptyString(content.id) || nonEmptyString(content.link))
        ? null
        : missing(`${type}.id or ${type}.link`);
    default:
      return null;
  }
}

function missing(parameter: string): GraphErrorResponse {
  return graphError(131008, "Required parameter is missing", { details: `Parameter '${parameter}' is required.` });
}

function invalidValue(details: string): GraphErrorResponse {
  return graphError(131009, "Parameter value is not valid", { details });
}

/** Meta's error body: `message` is "(#<code>) <title>", `details` says why (the documented text unless given). */
function graphError(
  code: number,
  message: string | undefined,
  extra: { details?: string; subcode?: number; type?: string; transient?: boolean } = {},
): GraphErrorResponse {
  const documented = DOCUMENTED_DETAILS[code];
  const title = message ?? documented?.title ?? "Unknown error";
  return {
    error: {
      message: /^\(#\d+\)/.test(title) ? title : `(#${code}) ${title}`,
      type: extra.type ?? "OAuthException",
      code,
      error_data: { messaging_product: "whatsapp", details: extra.details ?? documented?.details ?? title },
      ...(extra.subcode === undefined ? {} : { error_subcode: extra.subcode }),
      ...(extra.transient ? { is_transient: true } : {}),
      fbtrace_id: fbtraceId(),
    },
  };
}

/** Graph's authentication errors carry no WhatsApp `error_data`. */
function oauthError(code: number, message: string): GraphErrorResponse {
  return { error: { message, type: "OAuthException", code, fbtrace_id: fbtraceId() } };
}

function success(message: OutboundMessage): SendMessageResponse {
  const waId = message.to.replace(/^\+/, "");
  return {
    messaging_product: "whatsapp",
    contacts: [{ input: message.to, wa_id: waId }],
    // `message_status` reports template pacing: Meta sends it for template messages.
    messages: [{ id: wamid(waId, "outbound"), ...(message.type === "template" ? { message_status: "accepted" } : {}) }],
  };
}

function matches(filter: SentFilter | undefined, body: OutboundMessage, record: RecordedRequest): boolean {
  if (!filter) return true;
  if (typeof filter === "function") return filter(body, record);
  return (
    (filter.to === undefined || body.to === filter.to) &&
    (filter.type === undefined || body.type === filter.type) &&
    (filter.template === undefined || body.template?.name === filter.template) &&
    (filter.phoneNumberId === undefined || record.phoneNumberId === filter.phoneNumberId)
  );
}

function describe(record: RecordedRequest): string {
  const body = isRecord(record.body) ? record.body : {};
  const what =
    body.type === "template" && isRecord(body.template) ? `template ${String(body.template.name)}` : body.type;
  const outcome = record.answered === 0 ? "unanswered" : String(record.answered);
  const code = record.response && "error" in record.response ? ` (#${record.response.error.code})` : "";
  return `${record.method} ${record.path} ${String(what ?? "?")} to ${String(body.to ?? "?")} -> ${outcome}${code}`;
}

function fbtraceId(): string {
  return randomBytes(16).toString("base64url").slice(0, 23);
}

/**
 * A unique id in Meta's form: "wamid." and base64 of a small record holding the user's number and a hex id (18 hex
 * digits for a business-sent message, 20 for a user-sent one, as in Meta's documented examples).
 */
export function wamid(waId: string, direction: "outbound" | "inbound" = "inbound"): string {
  const digits = Buffer.from(waId.replace(/\D/g, "").slice(0, 20), "ascii");
  const hex = Buffer.from(
    randomBytes(10)
      .toString("hex")
      .toUpperCase()
      .slice(0, direction === "outbound" ? 18 : 20),
    "ascii",
  );
  const record = Buffer.concat([
    Buffer.from([0x1c, 0x18, digits.length]),
    digits,
    Buffer.from([0x15, 0x02, 0x00, direction === "outbound" ? 0x11 : 0x12, 0x18, hex.length]),
    hex,
    Buffer.from([0x00]),
  ]);
  return `wamid.${record.toString("base64")}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Webhook notifications (what Meta POSTs to the receiver)
// ---------------------------------------------------------------------------------------------------------------------

/** Where a notification comes from; the defaults are the values of Meta's documented examples. */
export type BusinessAccount = {
  phoneNumberId: string;
  displayPhoneNumber?: string;
  /** The WhatsApp Business Account id, `entry[].id`. */
  businessAccountId?: string;
};

export type WebhookContact = { profile: { name: string }; wa_id: string };

export type MediaType = "image" | "document" | "audio" | "video" | "sticker";

export type MediaObject = {
  id: string;
  mime_type: string;
  sha256: string;
  caption?: string;
  filename?: string;
  url?: string;
};

export type InboundMessage = {
  from: string;
  id: string;
  timestamp: string;
  type: "text" | MediaType;
  text?: { body: string };
} & Partial<Record<MediaType, MediaObject>>;

export type StatusError = {
  code: number;
  title: string;
  message?: string;
  error_data?: { details: string };
  href?: string;
};

export type MessageStatusValue = "sent" | "delivered" | "read" | "failed";

export type WebhookStatus = {
  id: string;
  status: MessageStatusValue;
  timestamp: string;
  recipient_id: string;
  conversation?: { id: string; expiration_timestamp?: string; origin: { type: string } };
  pricing?: { billable: boolean; pricing_model: "PMP"; type: string; category: string };
  errors?: StatusError[];
};

export type WebhookPayload = {
  object: "whatsapp_business_account";
  entry: {
    id: string;
    changes: {
      field: "messages";
      value: {
        messaging_product: "whatsapp";
        metadata: { display_phone_number: string; phone_number_id: string };
        contacts?: WebhookContact[];
        messages?: InboundMessage[];
        statuses?: WebhookStatus[];
      };
    }[];
  }[];
};

/** Timestamps in webhooks are unix seconds as a string: a number here is seconds, a Date is converted. */
export type Timestamp = Date | number | string;

const ERROR_CODES_HREF = "/documentation/business-messaging/whatsapp/support/error-codes";
const DEFAULT_DISPLAY_PHONE_NUMBER = "15550783881";
const DEFAULT_BUSINESS_ACCOUNT_ID = "102290129340398";

function unixSeconds(timestamp: Timestamp | undefined): string {
  if (timestamp === undefined) return String(Math.floor(Date.now() / 1000));
  if (timestamp instanceof Date) return String(Math.floor(timestamp.getTime() / 1000));
  return String(timestamp);
}

function notification(
  account: BusinessAccount,
  value: Partial<WebhookPayload["entry"][number]["changes"][number]["value"]>,
) {
  const payload: WebhookPayload = {
    object: "whatsapp_business_account",
    entry: [
      {
        id: account.businessAccountId ?? DEFAULT_BUSINESS_ACCOUNT_ID,
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: {
                display_phone_number: account.displayPhoneNumber ?? DEFAULT_DISPLAY_PHONE_NUMBER,
                phone_number_id: account.phoneNumberId,
              },
              ...value,
            },
            field: "messages",
          },
        ],
      },
    ],
  };
  return payload;
}

/** A WhatsApp user's text message to the business (`messages` webhook, type text). */
export function inboundText(
  options: BusinessAccount & { from: string; name: string; text: string; id?: string; timestamp?: Timestamp },
): WebhookPayload {
  return notification(options, {
    contacts: [{ profile: { name: options.name }, wa_id: options.from }],
    messages: [
      {
        from: options.from,
        id: options.id ?? wamid(options.from, "inbound"),
        timestamp: unixSeconds(options.timestamp),
        type: "text",
        text: { body: options.text },
      },
    ],
  });
}

const DEFAULT_MIME_TYPES: Record<MediaType, string> = {
  image: "image/jpeg",
  document: "application/pdf",
  audio: "audio/ogg; codecs=opus",
  video: "video/mp4",
  sticker: "image/webp",
};

/**
 * A WhatsApp user's media message. The media object is `{ caption?, filename? (document), mime_type, sha256, id }`
 * (`sha256` base64, `id` the media id to GET); `url` is only set when given (Meta is rolling it out since Nov 2025).
 */
export function inboundMedia(
  options: BusinessAccount & {
    from: string;
    name: string;
    type: MediaType;
    caption?: string;
    filename?: string;
    mimeType?: string;
    mediaId?: string;
    url?: string;
    id?: string;
    timestamp?: Timestamp;
  },
): WebhookPayload {
  const { type } = options;
  if (options.caption !== undefined && (type === "audio" || type === "sticker")) {
    throw new Error(`inboundMedia: a ${type} message has no caption`);
  }
  const media: MediaObject = {
    ...(options.caption === undefined ? {} : { caption: options.caption }),
    ...(type === "document" ? { filename: options.filename ?? "document.pdf" } : {}),
    mime_type: options.mimeType ?? DEFAULT_MIME_TYPES[type],
    sha256: createHash("sha256").update(randomBytes(32)).digest("base64"),
    // A 16-digit media id like Meta's (randomInt stops at 2^48, so two halves).
    id: options.mediaId ?? `${randomInt(10_000_000, 99_999_999)}${randomInt(10_000_000, 99_999_999)}`,
    ...(options.url === undefined ? {} : { url: options.url }),
  };
  return notification(options, {
    contacts: [{ profile: { name: options.name }, wa_id: options.from }],
    messages: [
      {
        from: options.from,
        id: options.id ?? wamid(options.from, "inbound"),
        timestamp: unixSeconds(options.timestamp),
        type,
        [type]: media,
      },
    ],
  });
}

/**
 * A status of a message the business sent. `sent` and `delivered` carry `conversation` (the v23.0-and-lower shape;
 * pass `conversation: false` for the v24.0+ shape, which omits it) and `pricing`; `read` carries neither; `failed`
 * carries `errors` (131026 "Message undeliverable" unless given), each with `title` = `message` as Meta sends them.
 */
export function statusUpdate(
  options: BusinessAccount & {
    id: string;
    recipientId: string;
    status: MessageStatusValue;
    errors?: StatusError[];
    timestamp?: Timestamp;
    conversation?: boolean;
    pricing?: {
      category?: string;
      type?: "regular" | "free_customer_service" | "free_entry_point";
      billable?: boolean;
    };
  },
): WebhookPayload {
  const timestamp = unixSeconds(options.timestamp);
  const category = options.pricing?.category ?? "utility";
  const billed = options.status === "sent" || options.status === "delivered";
  const status: WebhookStatus = {
    id: options.id,
    status: options.status,
    timestamp,
    recipient_id: options.recipientId,
    ...(billed && options.conversation !== false
      ? {
          conversation: {
            id: randomBytes(16).toString("hex"),
            ...(options.status === "sent" ? { expiration_timestamp: String(Number(timestamp) + 24 * 60 * 60) } : {}),
            origin: { type: category },
          },
        }
      : {}),
    ...(billed
      ? {
          pricing: {
            billable: options.pricing?.billable ?? true,
            pricing_model: "PMP",
            type: options.pricing?.type ?? "regular",
            category,
          },
        }
      : {}),
    ...(options.status === "failed"
      ? { errors: (options.errors ?? [{ code: 131026, title: "" }]).map(statusError) }
      : {}),
  };
  return notification(options, { statuses: [status] });
}

function statusError(error: StatusError): StatusError {
  const documented = DOCUMENTED_DETAILS[error.code];
  const title = error.title || documented?.title || "Unknown error";
  return {
    code: error.code,
    title,
    message: error.message ?? title,
    error_data: error.error_data ?? { details: documented?.details ?? title },
    href: error.href ?? ERROR_CODES_HREF,
  };
}

/** The exact body Meta would POST and its `X-Hub-Signature-256` value: `sha256=` and the hex HMAC-SHA256 of it. */
export function signedBody(payload: unknown, appSecret: string): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac("sha256", appSecret).update(body, "utf8").digest("hex")}`;
  return { body, signature };
}

/**
 * POSTs `payload`, signed with `appSecret`, to `${receiverUrl}/api/whatsapp/webhook` as Meta does. Headers in `init`
 * win over the defaults (e.g. a wrong `X-Hub-Signature-256` to test refusal).
 */
export async function postWebhook(
  receiverUrl: string,
  payload: unknown,
  appSecret: string,
  init: Omit<RequestInit, "body" | "method"> = {},
): Promise<Response> {
  const { body, signature } = signedBody(payload, appSecret);
  const headers = new Headers({ "Content-Type": "application/json", "X-Hub-Signature-256": signature });
  new Headers(init.headers).forEach((value, key) => headers.set(key, value));
  return fetch(`${receiverUrl.replace(/\/+$/, "")}/api/whatsapp/webhook`, { ...init, method: "POST", headers, body });
}
