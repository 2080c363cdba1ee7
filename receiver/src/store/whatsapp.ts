/**
 * WhatsApp's records (schema.ts): consent per number, the family's messages in the lead's thread (portal_messages,
 * channel "whatsapp"), the office's messages with the ids the Cloud API gave them, and what WhatsApp reported of
 * each since. Every inbound message is stored in one transaction with what it causes, its WhatsApp id unique, so
 * Meta's repeated delivery of it changes nothing.
 */
import { and, desc, eq, exists, inArray, isNotNull, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

import type { Language } from "@/contract/languages";
import type { WhatsAppState } from "@/contract/whatsapp";

import {
  leadEvents,
  leads,
  type NotificationChannel,
  type NotificationKind,
  outbox,
  portalMessages,
  whatsappContacts,
  whatsappStatuses,
} from "../schema";
import { type ReceiverDatabase, type StoreContext } from "./context";
import { queueFor, REMINDER_BEFORE_MS } from "./outbox";
import { type FamilyMail, personKey } from "./portal";

/** A message a family sent the business number, as the webhook told it. */
export type InboundMessage = {
  /** WhatsApp's id of it ("wamid...."): the same on each repeated delivery. */
  id: string;
  /** The sender's number, E.164 digits. */
  from: string;
  /** Their WhatsApp profile name, when the notification carried it. */
  name: string | null;
  at: Date;
  /** The text, or a media message's caption ("" without one). */
  text: string;
  /** "image", "document", ... for anything but text. */
  mediaType: string | null;
};

/** What a family's reply asks of their consent: STOP and START, in any case, on their own. */
export type ConsentWord = "stop" | "start";
export const consentWordOf = (message: Pick<InboundMessage, "text" | "mediaType">): ConsentWord | null => {
  if (message.mediaType) return null;
  const word = message.text.trim().toLowerCase();
  return word === "stop" || word === "start" ? word : null;
};

/** A status WhatsApp reported of a message the office sent. */
export type StatusReport = {
  id: string;
  state: Exclude<WhatsAppState, "queued" | "accepted">;
  at: Date;
  error: string | null;
};

/** Furthest first: a "delivered" arriving after "read" changes nothing. A failure is final. */
const stateRank: Record<StatusReport["state"], number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/** Statuses the desk counts as a lead still being worked: a family's message goes to the newest of these. */
const endedStatuses = ["closed", "spam"] as const;

/** The thread a lead's messages are in: the person's (their e-mail), or for a lead with none, its number's. */
export function threadKeyOf(lead: { email: string; waId: string | null }): string {
  return lead.email.trim() ? personKey(lead.email) : `whatsapp:${lead.waId ?? ""}`;
}

/** Whether the number of the lead (the row `leads` is at) consents to messages: opted in, and no STOP since. */
export function consentOfLead(db: ReceiverDatabase): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(whatsappContacts)
      .where(
        and(
          eq(whatsappContacts.waId, leads.waId),
          isNotNull(whatsappContacts.optedInAt),
          isNull(whatsappContacts.optedOutAt),
        ),
      ),
  );
}

/** A WhatsApp message to the family of each lead `where` selects, if their number consents; `payload` as queued. */
export function queueWhatsApp(
  db: ReceiverDatabase,
  kind: NotificationKind,
  at: Date,
  where: SQL | undefined,
  payload: string | SQL | null = null,
  consent: SQL | undefined = consentOfLead(db),
) {
  return queueFor(db, "whatsapp", kind, at, and(where, consent, isNotNull(leads.waId)), payload);
}

/** WhatsApp's reminder of a consultation goes this long before it too (none for an event). */
export const SOON_REMINDER_BEFORE_MS = 2 * 60 * 60_000;

/**
 * A booking's WhatsApp messages, when the lead's number consents: `first` now (the confirmation, or that it moved),
 * the reminder REMINDER_BEFORE_MS before `start` and, for a consultation, SOON_REMINDER_BEFORE_MS before it, each
 * while still ahead. Sent or not, each is rendered from the booking as it then stands.
 */
export function queueWhatsAppBooking(
  db: ReceiverDatabase,
  first: "confirmation" | "moved",
  booking: { start: Date; mode: string },
  at: Date,
  where: SQL,
): BatchItem<"sqlite">[] {
  const reminders = [
    ["reminder", REMINDER_BEFORE_MS],
    ...(booking.mode === "event" ? [] : [["reminder_soon", SOON_REMINDER_BEFORE_MS] as const]),
  ] as const;
  return [
    queueWhatsApp(db, first, at, where),
    ...reminders.flatMap(([kind, before]) => {
      const due = new Date(booking.start.getTime() - before);
      return due > at ? [queueWhatsApp(db, kind, due, where)] : [];
    }),
  ];
}

/** Consent given on a form (with its time and page): a STOP before it is overridden by this newer yes. */
export function optIn(db: ReceiverDatabase, waId: string, at: Date, page: string) {
  return db
    .insert(whatsappContacts)
    .values({ waId, optedInAt: at, optInPage: page })
    .onConflictDoUpdate({
      target: whatsappContacts.waId,
      set: { optedInAt: at, optInPage: page, optedOutAt: null },
    });
}

export class WhatsAppRecords {
  constructor(private readonly ctx: StoreContext) {}

  async contact(waId: string) {
    const [row] = await this.ctx.db.select().from(whatsappContacts).where(eq(whatsappContacts.waId, waId));
    return row;
  }

  /** The newest lead of the number still being worked, else its newest ended one (whose name and e-mail a new lead takes). */
  async leadsOfNumber(waId: string) {
    const { db } = this.ctx;
    const columns = {
      id: leads.id,
      reference: leads.reference,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      waId: leads.waId,
      office: leads.office,
      waitingSince: leads.whatsappWaitingSince,
      language: leads.language,
    };
    const [open] = await db
      .select(columns)
      .from(leads)
      .where(and(eq(leads.waId, waId), notInArray(leads.status, [...endedStatuses])))
      .orderBy(desc(leads.id))
      .limit(1);
    if (open) return { open, earlier: undefined };
    const [earlier] = await db
      .select(columns)
      .from(leads)
      .where(and(eq(leads.waId, waId), eq(leads.status, "closed")))
      .orderBy(desc(leads.id))
      .limit(1);
    return { open: undefined, earlier };
  }

  /**
   * What an inbound message writes, in order, the message itself last: its unique id makes a repeated delivery
   * fail the whole transaction, so nothing it causes happens twice. `lead` selects the lead it is added to (an
   * open one, or the one being created in the same transaction).
   */
  inboundStatements(
    message: InboundMessage,
    lead: SQL,
    threadKey: string,
    effects: { officeChannels: readonly NotificationChannel[]; replies: { optedOut: string; optedIn: string } },
  ): BatchItem<"sqlite">[] {
    const { db } = this.ctx;
    const word = consentWordOf(message);
    const contact = eq(whatsappContacts.waId, message.from);
    const optedOut = exists(
      db
        .select({ one: sql`1` })
        .from(whatsappContacts)
        .where(and(contact, isNotNull(whatsappContacts.optedOutAt))),
    );
    const statements: BatchItem<"sqlite">[] = [];
    if (word) {
      // Confirmed once: only when this word changes the number's consent.
      const changes = word === "stop" ? sql`not ${optedOut}` : optedOut;
      const text = word === "stop" ? effects.replies.optedOut : effects.replies.optedIn;
      statements.push(
        queueWhatsApp(db, "whatsapp", message.at, lead, JSON.stringify({ text, confirmsConsent: true }), changes),
      );
    } else {
      // The office hears of the first message waiting for an answer, not of each one after it.
      for (const channel of effects.officeChannels) {
        statements.push(
          queueFor(
            db,
            channel,
            "family_wrote",
            message.at,
            and(lead, isNull(leads.whatsappWaitingSince)),
            inboundNote(message),
          ),
        );
      }
      statements.push(
        db
          .update(leads)
          .set({ whatsappWaitingSince: sql`coalesce(${leads.whatsappWaitingSince}, ${message.at.getTime()})` })
          .where(lead),
      );
    }
    statements.push(
      contactOf(db, message, word),
      db.insert(portalMessages).values({
        studentEmail: threadKey,
        author: "family",
        authorId: `whatsapp:${message.from}`,
        authorName: message.name ?? `+${message.from}`,
        text: message.text,
        at: message.at,
        channel: "whatsapp",
        whatsappId: message.id,
        mediaType: message.mediaType,
      }),
    );
    return statements;
  }

  /** A STOP or START from a number with no lead: only its consent changes. */
  async consentOnly(message: InboundMessage, word: ConsentWord) {
    await contactOf(this.ctx.db, message, word);
  }

  /** Runs an inbound message's statements (ctx.leadBatch: on Node one commit among a turn's others). */
  async store(statements: BatchItem<"sqlite">[]): Promise<void> {
    const [first, ...rest] = statements;
    if (first) await this.ctx.leadBatch([first, ...rest]);
  }

  /**
   * Keeps the furthest state reported of each message; reports of messages not stored yet wait for them. A failure
   * WhatsApp reports of an office message (most refusals come this way, after the API took it) is recorded once on
   * its lead and, where the family has no e-mail of it, e-mailed (`fallback`) instead.
   */
  async report(
    statuses: readonly StatusReport[],
    fallback:
      { channel: NotificationChannel; mail: (to: string, text: string, language: Language) => FamilyMail } | undefined,
  ): Promise<void> {
    if (statuses.length === 0) return;
    const { db } = this.ctx;
    const [first, ...rest] = statuses.map((status) =>
      db
        .insert(whatsappStatuses)
        .values({
          messageId: status.id,
          state: status.state,
          rank: stateRank[status.state],
          error: status.error,
          at: status.at,
        })
        .onConflictDoUpdate({
          target: whatsappStatuses.messageId,
          set: { state: status.state, rank: stateRank[status.state], error: status.error, at: status.at },
          setWhere: sql`${whatsappStatuses.rank} < ${stateRank[status.state]}`,
        }),
    );
    await db.batch([first, ...rest]);
    const failed = new Map(statuses.filter((status) => status.state === "failed").map((status) => [status.id, status]));
    if (failed.size === 0) return;
    const messages = await db
      .select({
        id: portalMessages.id,
        leadId: leads.id,
        email: leads.email,
        language: leads.language,
        text: portalMessages.text,
        emailed: portalMessages.emailed,
        whatsappId: portalMessages.whatsappId,
      })
      .from(portalMessages)
      .innerJoin(leads, eq(leads.id, portalMessages.leadId))
      .where(and(inArray(portalMessages.whatsappId, [...failed.keys()]), isNull(portalMessages.sendError)));
    // Once: a repeated report finds the error already recorded (the select takes messages without one).
    for (const message of messages) {
      const status = failed.get(message.whatsappId!)!;
      const mail =
        fallback && message.email && !message.emailed
          ? { channel: fallback.channel, mail: fallback.mail(message.email, message.text, message.language) }
          : undefined;
      await this.undelivered(message.leadId, message.id, {
        how: "could not deliver",
        error: status.error ?? "WhatsApp reported it failed",
        at: status.at,
        fallback: mail,
      });
    }
  }

  /** A message the office sent: the id the Cloud API answered with, on the thread's row or a new one. */
  async sent(threadMessageId: number | undefined, record: typeof portalMessages.$inferInsert) {
    const { db } = this.ctx;
    if (threadMessageId !== undefined) {
      await db
        .update(portalMessages)
        .set({ whatsappId: record.whatsappId, leadId: record.leadId, sendError: null })
        .where(eq(portalMessages.id, threadMessageId));
      return;
    }
    await db.insert(portalMessages).values(record);
  }

  /**
   * A message WhatsApp will not deliver (the API refused it, or reported it failed later): why, on the lead's history
   * (and on its thread message), with the e-mail that carries it instead, queued in the same transaction.
   */
  async undelivered(
    leadId: number,
    threadMessageId: number | undefined,
    {
      how,
      error,
      at,
      fallback,
    }: {
      how: "refused" | "could not deliver";
      error: string;
      at: Date;
      fallback: { channel: NotificationChannel; mail: FamilyMail } | undefined;
    },
  ) {
    const { db } = this.ctx;
    const detail = `WhatsApp ${how} a message to this lead's number (${error}). ${fallback ? `It goes by e-mail to ${fallback.mail.to} instead.` : "Nothing else was sent in its place."}`;
    await db.batch([
      db.insert(leadEvents).values({ leadId, at, kind: "note", actorEmail: "whatsapp", actorName: "WhatsApp", detail }),
      ...(threadMessageId !== undefined
        ? [
            db
              .update(portalMessages)
              .set({ sendError: error.slice(0, 500), ...(fallback ? { emailed: true } : {}) })
              .where(eq(portalMessages.id, threadMessageId)),
          ]
        : []),
      ...(fallback
        ? [
            db.insert(outbox).values({
              leadId,
              channel: fallback.channel,
              kind: "portal_family",
              nextAttemptAt: at,
              payload: JSON.stringify(fallback.mail),
            }),
          ]
        : []),
    ]);
  }

  /**
   * The office's reply to the lead's family on WhatsApp, naming its thread message: to run right after that
   * message's insert, in the same transaction (its id is then last_insert_rowid()). Free text needs no consent
   * beyond the open window; a STOP still stops it.
   */
  replyTo(leadId: number, payload: object, at: Date) {
    const { db } = this.ctx;
    const notOptedOut = sql`not exists (select 1 from ${whatsappContacts} where ${whatsappContacts.waId} = ${leads.waId} and ${whatsappContacts.optedOutAt} is not null)`;
    return queueWhatsApp(
      db,
      "whatsapp",
      at,
      eq(leads.id, leadId),
      sql`json_set(${JSON.stringify(payload)}, '$.threadMessageId', last_insert_rowid())`,
      notOptedOut,
    );
  }

  /** The office answered: the lead's WhatsApp waits no more. */
  answered(leadId: number) {
    return this.ctx.db.update(leads).set({ whatsappWaitingSince: null }).where(eq(leads.id, leadId));
  }
}

/**
 * What a family's message does to their number's record: the free-text window runs from it; STOP withdraws consent
 * and START gives it, each only when newer than the consent's last change (Meta may deliver them out of order).
 * Writing to the business number is no consent to templates: the office answers inside the 24 hours.
 */
function contactOf(db: ReceiverDatabase, message: InboundMessage, word: ConsentWord | null) {
  const at = message.at.getTime();
  // WhatsApp stamps a message to the second: within the second of the last change it counts as newer.
  const newer = sql`max(coalesce(${whatsappContacts.optedOutAt}, 0), coalesce(${whatsappContacts.optedInAt}, 0)) <= ${at + 999}`;
  const consent =
    word === "stop"
      ? {
          optedOutAt: sql`case when ${newer} then coalesce(${whatsappContacts.optedOutAt}, ${at}) else ${whatsappContacts.optedOutAt} end`,
        }
      : word === "start"
        ? {
            optedInAt: sql`case when ${newer} then ${at} else ${whatsappContacts.optedInAt} end`,
            optInPage: sql`case when ${newer} then 'whatsapp' else ${whatsappContacts.optInPage} end`,
            optedOutAt: sql`case when ${newer} then null else ${whatsappContacts.optedOutAt} end`,
          }
        : {};
  return db
    .insert(whatsappContacts)
    .values({
      waId: message.from,
      optedInAt: word === "start" ? message.at : null,
      optInPage: word === "start" ? "whatsapp" : null,
      optedOutAt: word === "stop" ? message.at : null,
      lastInboundAt: message.at,
    })
    .onConflictDoUpdate({
      target: whatsappContacts.waId,
      set: { ...consent, lastInboundAt: sql`max(coalesce(${whatsappContacts.lastInboundAt}, 0), ${at})` },
    });
}

/** The office's note of a family's message: who, and what (a media message by its type and caption). */
function inboundNote(message: InboundMessage): string {
  const what = message.mediaType
    ? `a ${message.mediaType}${message.text ? ` with the caption: ${message.text}` : ""}`
    : `: ${message.text}`;
  return `${message.name ?? "The family"} (+${message.from}) wrote on WhatsApp${message.mediaType ? ` ${what}` : what}\nAnswer from the lead's page in the desk.`;
}
