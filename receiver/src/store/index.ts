/**
 * Every read and write of the receiver, by aggregate, over one shared context (context.ts): the same Drizzle
 * database and, for new leads, one batch runner (on Node the group commit: node/group-commit.ts).
 */
import { newReference } from "../reference";
import { AccessRecord } from "./audit";
import { type BatchRunner, type ReceiverDatabase, type StoreContext } from "./context";
import { DeskRecords } from "./desk";
import { Housekeeping } from "./housekeeping";
import { IdempotencyKeys } from "./keys";
import { Leads } from "./leads";
import { Outbox } from "./outbox";
import { PortalRecords } from "./portal";
import { Seats } from "./seats";
import { StaffAccounts } from "./staff";
import { Subscribers } from "./subscribers";
import { Waitlists } from "./waitlist";
import { WhatsAppRecords } from "./whatsapp";

export function createStore(
  db: ReceiverDatabase,
  options: { makeReference?: () => string; batch?: BatchRunner; whatsapp?: boolean } = {},
) {
  const ctx: StoreContext = {
    db,
    leadBatch: options.batch ?? ((statements) => db.batch(statements)),
    makeReference: options.makeReference ?? newReference,
    whatsapp: options.whatsapp ?? false,
  };
  return {
    keys: new IdempotencyKeys(ctx),
    leads: new Leads(ctx),
    seats: new Seats(ctx),
    outbox: new Outbox(ctx),
    subscribers: new Subscribers(ctx),
    desk: new DeskRecords(ctx),
    audit: new AccessRecord(ctx),
    staff: new StaffAccounts(ctx),
    housekeeping: new Housekeeping(ctx),
    waitlists: new Waitlists(ctx),
    portal: new PortalRecords(ctx),
    whatsapp: new WhatsAppRecords(ctx),
  };
}

export type Store = ReturnType<typeof createStore>;

export * from "./context";
export type { DeskFilter, DeskLead, LeadChange, NewLeadEvent } from "./desk";
export type { Removal } from "./housekeeping";
export { IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_LEASE_MS, type KeyClaim } from "./keys";
export type { Accepted, LeadFields, NewLead, ResumeRecord, StoredLead } from "./leads";
export { type ClaimedNotification, REMINDER_BEFORE_MS } from "./outbox";
export {
  type BookedSlot,
  type FairUse,
  isHolderRefusal,
  type NewBooking,
  phone10Of,
  SlotTakenError,
  type VisitorChange,
} from "./seats";
export { type FamilyMail, personKey, type StoredApplication, type StoredDocument } from "./portal";
export type { Subscriber } from "./subscribers";
export type { WaitlistEntry } from "./waitlist";
export { consentWordOf, type InboundMessage, type StatusReport, threadKeyOf } from "./whatsapp";
