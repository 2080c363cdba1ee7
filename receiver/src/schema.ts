/**
 * The receiver's one schema, for both targets: SQLite through libSQL on Node and D1 on
 * Workers. `npm run receiver:migrations` turns changes here into SQL under
 * receiver/migrations, which the Node migrator and `wrangler d1 migrations apply` both read.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  type SQLiteColumnBuilderBase,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

// Relative, not "@/": drizzle-kit loads this file without the project's path aliases.
import {
  closedReasons,
  leadStatuses,
  staffRoles,
  type ClosedReason,
  type LeadStatus,
  type StaffRole,
} from "../../contract/desk";
import { DEFAULT_LANGUAGE, languages } from "../../contract/languages";
import { officeIds, type OfficeId } from "../../contract/offices";
import { leadFormIds, type LeadFormId } from "../../contract/forms";
import { bookedModes } from "../../contract/booking-slots";
import { applicationStages, documentStatuses } from "../../contract/portal";
import { messageChannels } from "../../contract/whatsapp";

export type { LeadFormId };

export { closedReasons, leadStatuses, officeIds, staffRoles };
export type { ClosedReason, LeadStatus, OfficeId, StaffRole };

/**
 * One row per accepted submission of Get In Touch, contact, a careers application or a tool's
 * estimate request. Every field of the forms has its own column (a form leaves the others null);
 * `store.ts` checks at compile time that no schema field lacks one.
 */
export const leads = sqliteTable(
  "leads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reference: text("reference").notNull().unique(),
    /** The Idempotency-Key it came with (idempotency_keys holds what a repeat is answered); null without one. */
    idempotencyKey: text("idempotency_key"),
    form: text("form", { enum: leadFormIds }).notNull(),
    status: text("status", { enum: leadStatuses }).notNull(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    destination: text("destination"),
    service: text("service"),
    message: text("message"),
    position: text("position"),
    experience: text("experience"),
    location: text("location"),
    coverLetter: text("cover_letter"),
    preferredDay: text("preferred_day"),
    preferredTime: text("preferred_time"),
    // Where the lead came from (contract/lead-source.ts); null when the site did not say.
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    formPage: text("form_page"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** The office that answers it and the counsellor who owns it (staff_users.id); set when it is stored. */
    office: text("office", { enum: officeIds }),
    ownerId: text("owner_id"),
    closedReason: text("closed_reason", { enum: closedReasons }),
    /**
     * The first-response clock (response-clock.ts): when a lead still "new" becomes overdue (FIRST_RESPONSE_HOURS
     * working hours after it arrived, in the office hours), when it first left "new", and when its overdue
     * alert was queued (once).
     */
    responseDueAt: integer("response_due_at", { mode: "timestamp_ms" }),
    firstResponseAt: integer("first_response_at", { mode: "timestamp_ms" }),
    overdueAlertedAt: integer("overdue_alerted_at", { mode: "timestamp_ms" }),
    /**
     * The secret in a booked consultation's manage link (view, reschedule, cancel without an account). Kept as
     * sent, like a newsletter's unsubscribe token: the confirmation and reminder e-mails, queued in the outbox and
     * sent later, carry the link, and so does a retried booking's answer.
     */
    manageToken: text("manage_token").unique(),
    /**
     * WhatsApp: whether the visitor ticked "Send me updates on WhatsApp" (null: the form had no such box; the time
     * and page are the lead's own), the phone as a WhatsApp number (E.164 digits, null when it cannot be one), and
     * since when the family's WhatsApp message waits for the office's answer.
     */
    whatsappOptIn: integer("whatsapp_opt_in", { mode: "boolean" }),
    waId: text("wa_id"),
    whatsappWaitingSince: integer("whatsapp_waiting_since", { mode: "timestamp_ms" }),
    /**
     * The language of the page the lead was sent from (contract/languages.ts): the family's confirmation, reminders
     * and WhatsApp templates go in it. Leads stored before it was recorded read English.
     */
    language: text("language", { enum: languages }).notNull().default(DEFAULT_LANGUAGE),
  },
  (table) => [
    index("leads_email").on(table.email),
    // The portal finds a person's leads by address however it was typed (lower(email) = ?).
    index("leads_email_lower").on(sql`lower(${table.email})`),
    index("leads_received_at").on(table.receivedAt),
    index("leads_phone").on(table.phone),
    index("leads_office_status").on(table.office, table.status),
    // A counsellor's inbox (their office, newest first) reads this in order: the rowid follows the office.
    index("leads_office").on(table.office),
    index("leads_owner_received_at").on(table.ownerId, table.receivedAt),
    index("leads_status_due").on(table.status, table.responseDueAt),
    index("leads_wa_id").on(table.waId),
    index("leads_whatsapp_waiting").on(table.whatsappWaitingSince),
  ],
);

/** The resume of a careers application; the file itself is on disk (Node) or in R2 (Workers). */
export const resumes = sqliteTable("resumes", {
  leadId: integer("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  /** Name of the stored object, random: never derived from what the visitor sent. */
  storageKey: text("storage_key").notNull().unique(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
});

/**
 * One row per Idempotency-Key a submission came with, for 24 hours: the endpoint and a fingerprint of what
 * was sent, so a repeat is told apart from a different request under the same key, and, once stored, the
 * answer a repeat gets. Without a reference the first request is still in flight (until `leaseUntil`).
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    endpoint: text("endpoint").notNull(),
    fingerprint: text("fingerprint").notNull(),
    reference: text("reference"),
    held: integer("held", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("idempotency_keys_created_at").on(table.createdAt)],
);

/** E-mail and the webhook reach the office (and on them the visitor's e-mails); WhatsApp reaches families only. */
export const notificationChannels = ["email", "webhook", "whatsapp"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * What a notification is: to the office, a new lead, the alert that another notification of it was given up,
 * that it waits past its first-response time, or that the visitor moved or cancelled their consultation
 * ("booking_changed"); to the visitor, their booking's confirmation and its reminder the day before, and after a
 * no-show ("missed") the invitation to book again. On WhatsApp also the reminder two hours before
 * ("reminder_soon"), a moved or cancelled consultation, any message written when queued ("whatsapp": a template's
 * values or a free text, as JSON in `payload`), and to the office that a family wrote on WhatsApp ("family_wrote").
 */
export const notificationKinds = [
  "lead",
  "undelivered",
  "overdue",
  "booking_changed",
  "confirmation",
  "reminder",
  "missed",
  "seat_offered",
  "portal_family",
  "portal_office",
  "reminder_soon",
  "moved",
  "cancelled",
  "whatsapp",
  "family_wrote",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * A notification still to send (or sent): one row per lead and channel, retried with backoff until it is
 * delivered or, after OUTBOX_MAX_ATTEMPTS, given up (`deadAt`), which queues an "undelivered" alert.
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: notificationChannels }).notNull(),
    kind: text("kind", { enum: notificationKinds }).notNull().default("lead"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    lastError: text("last_error"),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
    deadAt: integer("dead_at", { mode: "timestamp_ms" }),
    /**
     * A portal message as written when it was queued (JSON): to a family member ("portal_family": to, subject,
     * text, which may carry a one-time link, like the manage link of a confirmation) or the office's note.
     */
    payload: text("payload"),
  },
  (table) => [index("outbox_due").on(table.deliveredAt, table.nextAttemptAt)],
);

/** One row: the readiness check writes it, so /api/health answers ok only while a write goes through. */
export const readiness = sqliteTable("readiness", {
  id: integer("id").primaryKey(),
  checkedAt: integer("checked_at", { mode: "timestamp_ms" }).notNull(),
});

export const subscriberStatuses = ["subscribed", "unsubscribed", "spam"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** Newsletter sign-ups: one row per address (stored lowercased), so signing up twice is one row. */
export const subscribers = sqliteTable("subscribers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  reference: text("reference").notNull().unique(),
  email: text("email").notNull().unique(),
  status: text("status", { enum: subscriberStatuses }).notNull(),
  /** The secret in every newsletter's unsubscribe link. */
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  subscribedAt: integer("subscribed_at", { mode: "timestamp_ms" }).notNull(),
  unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
});

/**
 * A lead's history, one row per change a person made: a status change, an assignment or a note, with who
 * and when (the desk shows it; erasure and retention remove it with the lead).
 */
/**
 * A consultation slot or event place taken by a lead (status "booked"). Once counsellor accounts exist, a
 * consultation is held by one counsellor (`counsellorId`, chosen in the insert itself, store/seats.ts): none free
 * is a NULL seat, and the unique index keeps a counsellor to one consultation at a time. Otherwise (and for an
 * event) a slot of a pool (an office's visits, "calls", an event's) has seats 1..capacity and the insert takes the
 * lowest free one; none free is a NULL seat, which NOT NULL refuses, so the whole batch (the lead too) rolls
 * back. A cancelled booking frees its seat.
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: bookedModes }).notNull(),
    office: text("office", { enum: officeIds }),
    pool: text("pool").notNull(),
    startAt: integer("start_at", { mode: "timestamp_ms" }).notNull(),
    endAt: integer("end_at", { mode: "timestamp_ms" }).notNull(),
    seat: integer("seat").notNull(),
    /** The counsellor who holds the consultation (staff_users.id); null for an event or a calendar seat. */
    counsellorId: text("counsellor_id"),
    /** A video consultation's own meeting room (content/booking.yaml's service), unless its counsellor has one. */
    meetingUrl: text("meeting_url"),
    /** A place offered from an event's waitlist: held until then for its person to confirm; null once confirmed. */
    heldUntil: integer("held_until", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("bookings_seat")
      .on(table.pool, table.startAt, table.seat)
      .where(sql`cancelled_at is null and counsellor_id is null`),
    uniqueIndex("bookings_counsellor_start")
      .on(table.counsellorId, table.startAt)
      .where(sql`cancelled_at is null and counsellor_id is not null`),
    index("bookings_lead").on(table.leadId),
    check("bookings_seat_positive", sql`${table.seat} >= 1`),
  ],
);

/**
 * An event's waitlist (issue 43): people who asked for a place once every seat was taken, in order. A freed seat
 * is offered to the first `waiting` one: a registration held for them (`leadId`, its booking's heldUntil), which
 * they confirm through its link, or which passes to the next when the hold runs out.
 */
export const waitlistStates = ["waiting", "offered", "left"] as const;
export const waitlist = sqliteTable(
  "waitlist",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The event's seat pool (booking/events.ts eventPool). */
    pool: text("pool").notNull(),
    email: text("email").notNull(),
    /** The person's Get In Touch fields as they sent them (JSON), for the registration an offer makes. */
    fields: text("fields").notNull(),
    state: text("state", { enum: waitlistStates }).notNull().default("waiting"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    offeredAt: integer("offered_at", { mode: "timestamp_ms" }),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
  },
  (table) => [
    index("waitlist_pool_state").on(table.pool, table.state, table.id),
    uniqueIndex("waitlist_person").on(table.pool, table.email),
  ],
);

export const leadEventKinds = ["status", "owner", "note"] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

export const leadEvents = sqliteTable(
  "lead_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    kind: text("kind", { enum: leadEventKinds }).notNull(),
    /** The staff member, as named when it happened (an account may be renamed or disabled later). */
    actorEmail: text("actor_email").notNull(),
    actorName: text("actor_name").notNull(),
    /** "new -> contacted", the new owner's e-mail, or the note's text. */
    detail: text("detail").notNull(),
  },
  (table) => [index("lead_events_lead").on(table.leadId)],
);

/**
 * Who exported or erased leads, when, and how many rows (never whose: an erasure leaves no trace of the
 * person). Kept as long as the leads are (RETENTION_DAYS).
 */
export const accessActions = ["export", "erasure"] as const;
export type AccessAction = (typeof accessActions)[number];

export const accessLog = sqliteTable(
  "access_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    action: text("action", { enum: accessActions }).notNull(),
    /** "export token" (the API), "server command" (npm run on the server), or a staff member's e-mail. */
    actor: text("actor").notNull(),
    rows: integer("rows").notNull(),
  },
  (table) => [index("access_log_at").on(table.at)],
);

/*
 * Staff accounts, kept by Better Auth (receiver/src/auth.ts) through its Drizzle adapter: the tables of its
 * user, session, account (the password hash), verification (one-time set-password links) and rate-limit
 * models, with the admin plugin's fields (role, banned: a disabled account) and the counsellor's office.
 * Property names are the library's field names; the columns are snake_case as everywhere here.
 */
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`)
    .notNull();
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`)
    .$onUpdate(() => new Date())
    .notNull();

export const staffUsers = sqliteTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).default(false).notNull(),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  role: text("role"),
  banned: integer("banned", { mode: "boolean" }).default(false),
  banReason: text("ban_reason"),
  banExpires: integer("ban_expires", { mode: "timestamp_ms" }),
  /** A counsellor's office; null for an admin, who sees every office. */
  office: text("office", { enum: officeIds }),
  /**
   * A counsellor's own working week, within the office's hours: the weekdays ("mon tue wed"), and the minutes
   * after midnight (IST) they start and stop; null is the office's.
   */
  workDays: text("work_days"),
  workStart: integer("work_start"),
  workEnd: integer("work_end"),
  /** A counsellor's own video meeting room, used for the video consultations they hold; null: one per booking. */
  meetingUrl: text("meeting_url"),
  /** When the person set their password (at creation, or through their one-time link); null: invited, never did. */
  passwordSetAt: integer("password_set_at", { mode: "timestamp_ms" }),
});

/** A counsellor's days off (IST dates): no consultation is given to them that day. */
export const counsellorDaysOff = sqliteTable(
  "counsellor_days_off",
  {
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.date] })],
);

/**
 * Better Auth's session, account (a password or a provider's link), verification (one-time links) and rate-limit
 * tables for one kind of account, named `${prefix}_...`, their sessions and accounts ending with their user.
 */
function authTables<Extra extends Record<string, SQLiteColumnBuilderBase>>(
  prefix: "staff" | "portal",
  users: typeof staffUsers | typeof portalUsers,
  sessionExtras: Extra,
) {
  const userId = () =>
    text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" });
  return {
    sessions: sqliteTable(
      `${prefix}_sessions`,
      {
        id: text("id").primaryKey(),
        expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
        token: text("token").notNull().unique(),
        createdAt: createdAt(),
        updatedAt: updatedAt(),
        ipAddress: text("ip_address"),
        userAgent: text("user_agent"),
        userId: userId(),
        ...sessionExtras,
      },
      (table) => [index(`${prefix}_sessions_user_id`).on(table.userId)],
    ),
    accounts: sqliteTable(
      `${prefix}_accounts`,
      {
        id: text("id").primaryKey(),
        accountId: text("account_id").notNull(),
        providerId: text("provider_id").notNull(),
        userId: userId(),
        accessToken: text("access_token"),
        refreshToken: text("refresh_token"),
        idToken: text("id_token"),
        accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
        refreshTokenExpiresAt: integer("refresh_token_expires_at", { mode: "timestamp_ms" }),
        scope: text("scope"),
        password: text("password"),
        createdAt: createdAt(),
        updatedAt: updatedAt(),
      },
      (table) => [index(`${prefix}_accounts_user_id`).on(table.userId)],
    ),
    verifications: sqliteTable(
      `${prefix}_verifications`,
      {
        id: text("id").primaryKey(),
        identifier: text("identifier").notNull(),
        value: text("value").notNull(),
        expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
        createdAt: createdAt(),
        updatedAt: updatedAt(),
      },
      (table) => [index(`${prefix}_verifications_identifier`).on(table.identifier)],
    ),
    /** Sign-in attempts per client and path, in the database so every Worker isolate counts the same. */
    rateLimits: sqliteTable(`${prefix}_rate_limits`, {
      id: text("id").primaryKey(),
      key: text("key").notNull().unique(),
      count: integer("count").notNull(),
      lastRequest: integer("last_request").notNull(),
    }),
  };
}

export const {
  sessions: staffSessions,
  accounts: staffAccounts,
  verifications: staffVerifications,
  rateLimits: staffRateLimits,
  // The admin plugin's impersonation column is staff's alone.
} = authTables("staff", staffUsers, { impersonatedBy: text("impersonated_by") });

/**
 * The student and parent portal (contract/portal.ts). Its accounts are Better Auth's, apart from staff's: their
 * own tables and cookie, so a student's session never opens the desk. A student's records are the person's, keyed
 * by their e-mail (lowercased) as every lead of theirs has it: the account is the person.
 */
export const portalKinds = ["student", "parent"] as const;

export const portalUsers = sqliteTable("portal_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).default(false).notNull(),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  kind: text("kind", { enum: portalKinds }).notNull().default("student"),
  /** A parent's student (portal_users.id); null for a student. */
  studentId: text("student_id"),
  /**
   * A student's office and lead as invited (the lead's): that office's counsellors reach the portal records, and
   * the portal's notes to the office go on that lead, not on a newer one anybody could send with the address.
   */
  office: text("office", { enum: officeIds }),
  leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
  /** When the person set their password through their one-time link; null: invited, not joined yet. */
  passwordSetAt: integer("password_set_at", { mode: "timestamp_ms" }),
});

export const {
  sessions: portalSessions,
  accounts: portalAccounts,
  verifications: portalVerifications,
  rateLimits: portalRateLimits,
} = authTables("portal", portalUsers, {});

/** One university application of a student; its stages are kept in portal_application_changes. */
export const portalApplications = sqliteTable(
  "portal_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    studentEmail: text("student_email").notNull(),
    university: text("university").notNull(),
    program: text("program").notNull(),
    intake: text("intake").notNull(),
    deadline: text("deadline"),
    stage: text("stage", { enum: applicationStages }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("portal_applications_student").on(table.studentEmail)],
);

export const portalApplicationChanges = sqliteTable(
  "portal_application_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => portalApplications.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: applicationStages }).notNull(),
    note: text("note"),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    byName: text("by_name").notNull(),
  },
  (table) => [index("portal_application_changes_application").on(table.applicationId)],
);

export const documentOrigins = ["checklist", "requested"] as const;

/** A document on a student's checklist; its uploads are portal_files (every version kept). */
export const portalDocuments = sqliteTable(
  "portal_documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    studentEmail: text("student_email").notNull(),
    title: text("title").notNull(),
    note: text("note"),
    origin: text("origin", { enum: documentOrigins }).notNull(),
    status: text("status", { enum: documentStatuses }).notNull(),
    reason: text("reason"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    index("portal_documents_student").on(table.studentEmail),
    uniqueIndex("portal_documents_student_title").on(table.studentEmail, table.title),
  ],
);

/** One uploaded version of a document; the bytes are on disk (Node) or in R2 (Workers), like resumes. */
export const portalFiles = sqliteTable(
  "portal_files",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: integer("document_id")
      .notNull()
      .references(() => portalDocuments.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    uploadedAt: integer("uploaded_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("portal_files_document").on(table.documentId)],
);

/** Who wrote a thread message: in the portal a student or parent, on WhatsApp the family's number, or the office. */
export const messageAuthors = ["student", "parent", "family", "office"] as const;

/** The thread between a student (and their parents) and the office. */
export const portalMessages = sqliteTable(
  "portal_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    studentEmail: text("student_email").notNull(),
    author: text("author", { enum: messageAuthors }).notNull(),
    /** Who wrote it: a portal account's id (student or parent), or a staff member's. */
    authorId: text("author_id").notNull(),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    /**
     * How it travelled. On WhatsApp: its message id (an inbound one's makes a repeated delivery one row; an
     * outbound one's is the Cloud API's answer, null until then), a media message's type, and why it could not be
     * sent (the API's refusal, or the last error once given up).
     */
    channel: text("channel", { enum: messageChannels }).notNull().default("portal"),
    whatsappId: text("whatsapp_id").unique(),
    mediaType: text("media_type"),
    sendError: text("send_error"),
    /** The lead an office message on WhatsApp was sent for (a failure WhatsApp reports later is recorded there). */
    leadId: integer("lead_id"),
    /** The family has it by e-mail too: the office's message e-mailed to them, or WhatsApp's refusal e-mailed instead. */
    emailed: integer("emailed", { mode: "boolean" }).notNull().default(false),
  },
  (table) => [index("portal_messages_student").on(table.studentEmail, table.id)],
);

/**
 * Consent per WhatsApp number (E.164 digits): given on a form with its time and page, or by replying START;
 * withdrawn by STOP (`optedOutAt`). The family's last message opens Meta's 24-hour window for free text.
 */
export const whatsappContacts = sqliteTable("whatsapp_contacts", {
  waId: text("wa_id").primaryKey(),
  optedInAt: integer("opted_in_at", { mode: "timestamp_ms" }),
  optInPage: text("opt_in_page"),
  optedOutAt: integer("opted_out_at", { mode: "timestamp_ms" }),
  lastInboundAt: integer("last_inbound_at", { mode: "timestamp_ms" }),
});

/**
 * What WhatsApp last reported of a message the office sent (sent, delivered, read, failed), by its id: kept apart
 * from the message, since a status may arrive before the API's answer with that id has been stored. `rank` keeps
 * the furthest state when reports arrive out of order.
 */
export const whatsappStatuses = sqliteTable("whatsapp_statuses", {
  messageId: text("message_id").primaryKey(),
  state: text("state", { enum: ["sent", "delivered", "read", "failed"] }).notNull(),
  rank: integer("rank").notNull(),
  error: text("error"),
  at: integer("at", { mode: "timestamp_ms" }).notNull(),
});

/** The portal's Better Auth models, by the names its Drizzle adapter looks up. */
export const portalAuthSchema = {
  user: portalUsers,
  session: portalSessions,
  account: portalAccounts,
  verification: portalVerifications,
  rateLimit: portalRateLimits,
};

/** Better Auth's models, by the names its Drizzle adapter looks up. */
export const authSchema = {
  user: staffUsers,
  session: staffSessions,
  account: staffAccounts,
  verification: staffVerifications,
  rateLimit: staffRateLimits,
};

export const schema = {
  leads,
  bookings,
  waitlist,
  leadEvents,
  accessLog,
  resumes,
  outbox,
  subscribers,
  idempotencyKeys,
  readiness,
  staffUsers,
  counsellorDaysOff,
  staffSessions,
  staffAccounts,
  staffVerifications,
  staffRateLimits,
  portalUsers,
  portalSessions,
  portalAccounts,
  portalVerifications,
  portalRateLimits,
  portalApplications,
  portalApplicationChanges,
  portalDocuments,
  portalFiles,
  portalMessages,
  whatsappContacts,
  whatsappStatuses,
};
