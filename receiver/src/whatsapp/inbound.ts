/**
 * A family's WhatsApp message, stored before Meta is answered: into the thread of the number's newest lead still
 * being worked (its owner told of the first unanswered one), or as a new lead (form "whatsapp") routed like any
 * other, with its first-response clock. STOP and START change the number's consent. One number's messages are
 * stored one after another, so a burst from a new number makes one lead.
 */
import { eq } from "drizzle-orm";

import { whatsAppRepliesIn } from "@/content/whatsapp";

import { routedOffice } from "../config";
import type { ReceiverDeps } from "../http/env";
import { dueAt } from "../response-clock";
import { leads } from "../schema";
import { consentWordOf, type InboundMessage, isUniqueViolation, threadKeyOf } from "../store";

export type Receipt = "stored" | "repeated" | "consent";

/** The message's store, chained per number (one process; a Worker's isolates rarely share a burst). */
const inFlight = new Map<string, Promise<unknown>>();

export function receiveWhatsApp(deps: ReceiverDeps, message: InboundMessage): Promise<Receipt> {
  const before = inFlight.get(message.from) ?? Promise.resolve();
  const receipt = before.catch(() => undefined).then(() => store(deps, message));
  inFlight.set(message.from, receipt);
  void receipt
    .finally(() => {
      if (inFlight.get(message.from) === receipt) inFlight.delete(message.from);
    })
    .catch(() => undefined);
  return receipt;
}

async function store(deps: ReceiverDeps, message: InboundMessage): Promise<Receipt> {
  const { store, config, channels } = deps;
  try {
    const { open, earlier } = await store.whatsapp.leadsOfNumber(message.from);
    const word = consentWordOf(message);
    // A STOP or START is no new enquiry: it joins the number's closed lead (confirmed from there), if any.
    const into = open ?? (word ? earlier : undefined);
    // The family's language is their lead's: the one they join, or the one they wrote from before (a new lead keeps it).
    const language = (into ?? earlier)?.language ?? "en";
    const effects = { officeChannels: channels, replies: whatsAppRepliesIn(language) };
    if (into) {
      await store.whatsapp.store(
        store.whatsapp.inboundStatements(message, eq(leads.id, into.id), threadKeyOf(into), effects),
      );
      return word ? "consent" : "stored";
    }
    if (word) {
      await store.whatsapp.consentOnly(message, word);
      return "consent";
    }
    // A family who wrote before keeps their name and e-mail, and so their thread.
    const [first = "", ...rest] = (message.name ?? "").split(/\s+/).filter(Boolean);
    const person = earlier
      ? { firstName: earlier.firstName, lastName: earlier.lastName, email: earlier.email }
      : { firstName: first || "WhatsApp contact", lastName: rest.join(" ") || null, email: "" };
    const receivedAt = deps.now?.() ?? new Date();
    await store.leads.accept({
      form: "whatsapp",
      status: "new",
      idempotencyKey: null,
      fields: { ...person, phone: `+${message.from}`, message: message.text || null, language },
      waId: message.from,
      office: routedOffice(config, null),
      responseDueAt: dueAt(receivedAt, config),
      channels,
      receivedAt,
      // The new lead's notification tells the office; no second note of the same message.
      alsoStore: (lead) =>
        store.whatsapp.inboundStatements(message, lead, threadKeyOf({ email: person.email, waId: message.from }), {
          ...effects,
          officeChannels: [],
        }),
    });
    return "stored";
  } catch (error) {
    if (isUniqueViolation(error, "portal_messages.whatsapp_id")) return "repeated";
    throw error;
  }
}
