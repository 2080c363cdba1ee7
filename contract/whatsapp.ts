/**
 * The WhatsApp channel as the site, the desk and the receiver share it: the message kinds that go to families as
 * template messages (each one template in content/whatsapp.yaml) and the values each may fill in, how a thread
 * message travelled and what WhatsApp has told of it since (its ticks).
 */

/** Each message the office sends a family on WhatsApp outside the 24-hour window: one approved template each. */
export const whatsAppTemplateKinds = [
  "booking_confirmation",
  "booking_reminder",
  "booking_reminder_soon",
  "booking_moved",
  "booking_cancelled",
  "event_registration",
  "event_reminder",
  "document_requested",
  "document_rejected",
  "application_stage",
  "office_message",
] as const;
export type WhatsAppTemplateKind = (typeof whatsAppTemplateKinds)[number];

const booking = ["firstName", "when", "how", "counsellor", "reference", "manageUrl"] as const;
const event = ["firstName", "event", "when", "reference", "manageUrl"] as const;

/** The values a template of each kind may use, in any order the approved template has them. */
export const whatsAppTemplateValues = {
  booking_confirmation: booking,
  booking_reminder: booking,
  booking_reminder_soon: booking,
  booking_moved: booking,
  booking_cancelled: ["firstName", "when", "reference", "bookUrl"],
  event_registration: event,
  event_reminder: event,
  document_requested: ["firstName", "document", "note", "accountUrl"],
  document_rejected: ["firstName", "document", "reason", "accountUrl"],
  application_stage: ["firstName", "university", "program", "stage", "accountUrl"],
  office_message: ["firstName", "from", "text"],
} as const satisfies Record<WhatsAppTemplateKind, readonly string[]>;
export type WhatsAppTemplateValue<K extends WhatsAppTemplateKind> = (typeof whatsAppTemplateValues)[K][number];

/** How a thread message travelled: written in the portal or the desk, or on WhatsApp. */
export const messageChannels = ["portal", "whatsapp"] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * What is known of a message sent on WhatsApp: "queued" until the Cloud API answers, "accepted" once it took it
 * (its id stored), then what WhatsApp reports: sent, delivered, read, or failed with the reason.
 */
export const whatsAppStates = ["queued", "accepted", "sent", "delivered", "read", "failed"] as const;
export type WhatsAppState = (typeof whatsAppStates)[number];

export const whatsAppStateLabels: Record<WhatsAppState, string> = {
  queued: "Waiting to go out",
  accepted: "Accepted by WhatsApp",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Not delivered",
};

/**
 * The most characters of one template value the receiver sends (one line: Meta takes no line breaks there), so the
 * office's message after the 24 hours reaches the family as one paragraph of at most this many.
 */
export const WHATSAPP_PARAMETER_MAX = 1000;

/** Meta's 24 hours after the family's last message, in which the office may write freely; after, only templates. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60_000;

/** The lead's WhatsApp as the desk shows it (GET /api/desk/leads/{reference}); null while the channel is off. */
export type DeskWhatsApp = {
  /** The number in E.164 without the plus ("919876543210"); null when the lead's phone cannot be one. */
  number: string | null;
  /** "in": opted in (with when and on which page); "out": replied STOP; "none": never asked. */
  consent: "in" | "out" | "none";
  consentAt: string | null;
  consentPage: string | null;
  /** The end of the free-text window (the family's last message + 24 h), while it is open. */
  windowEndsAt: string | null;
  /** How a reply from the desk goes now: as free text, as the "office_message" template, or not on WhatsApp. */
  replyAs: "text" | "template" | null;
};
