/**
 * The desk's calls to the receiver's desk API (receiver/src/routes/desk.ts), through its typed client, with
 * the staff session cookie. A refusal becomes a DeskRequestError carrying the receiver's own message and the
 * fields it names, so each form can show them beside the field.
 */
import type { ClientResponse } from "hono/client";

import type { DeskLeadChange, InboxQuery, WorkingHours } from "@/contract/validations/desk";
import type { ApplicationChange, DocumentRequest, DocumentReview, NewApplication } from "@/contract/validations/portal";
import type { NewStaff } from "@/contract/validations/staff";
import { NoReceiverError, receiverAnswer, receiverClient, ReceiverRequestError } from "@/lib/receiver-client";

export class DeskRequestError extends ReceiverRequestError {
  override name = "DeskRequestError";
}

/** What a desk call says when the session has ended: one message, and nothing typed is lost. */
export const sessionEndedMessage = "Your session has ended. Sign in again here: what you typed is kept.";

/**
 * Heard whenever a desk call finds the session ended (401), so the desk asks to sign in again over the page
 * (components/desk/desk-gate.tsx) instead of replacing it.
 */
export const sessionEvents = new EventTarget();

/** Whether `error` is a desk call's ended session, which the desk's dialog already says (not each form again). */
export const sessionEnded = (error: unknown) => error instanceof DeskRequestError && error.status === 401;

export const noReceiverMessage =
  "This copy of the site was built without a lead receiver (NEXT_PUBLIC_LEAD_API), so the desk has nothing to open.";

/** The receiver's desk, with the staff session cookie; a build without a receiver has none. */
function desk() {
  try {
    return receiverClient({ credentials: "include" }).desk;
  } catch (error) {
    if (error instanceof NoReceiverError) throw new DeskRequestError(0, noReceiverMessage);
    throw error;
  }
}

/** The answer of one desk call, or a DeskRequestError with the receiver's own words. */
const answerOf = <T>(call: () => Promise<ClientResponse<T>>) =>
  receiverAnswer(call, (status, refusal) => {
    if (status === 401) {
      sessionEvents.dispatchEvent(new Event("ended"));
      return new DeskRequestError(401, sessionEndedMessage);
    }
    if (status === 0) {
      return new DeskRequestError(0, "The desk could not reach the receiver. Check the connection and try again.");
    }
    return new DeskRequestError(status, refusal?.message ?? `The receiver answered ${status}.`, refusal?.fields);
  });

/** The inbox's filters, as the address and the API spell them (contract/validations/desk.ts). */
export type InboxFilters = Omit<InboxQuery, "cursor">;

/** The filters the inbox asks for, the empty ones left out. */
const inboxFilters = (filters: InboxFilters, cursor?: string): InboxQuery =>
  Object.fromEntries(Object.entries({ ...filters, cursor }).filter((entry) => Boolean(entry[1])));

/** The inbox's filters as its address spells them. */
export function inboxQuery(filters: InboxFilters): string {
  return new URLSearchParams(inboxFilters(filters) as Record<string, string>).toString();
}

const json = { headers: { Accept: "application/json" } };

/** A document's file (one version) as an attachment, which the staff session cookie opens. */
export function documentFileUrl(documentId: number, fileId: number): string {
  const file = receiverClient({ credentials: "include" }).desk.documents[":id"].file;
  return `${file.$url({ param: { id: String(documentId) } }).href}?version=${fileId}`;
}

/** The CSV of every lead, which an admin's session opens (recorded under their e-mail). */
export function leadsCsvUrl(): string {
  return receiverClient({ credentials: "include" })["leads.csv"].$url().href;
}

export const deskApi = {
  inbox: (filters: InboxFilters, cursor?: string) =>
    answerOf(() => desk().leads.$get({ query: inboxFilters(filters, cursor) }, json)),
  lead: (reference: string) => answerOf(() => desk().leads[":reference"].$get({ param: { reference } }, json)),
  day: (date: string, office?: string) =>
    answerOf(() => desk().day.$get({ query: { date, ...(office ? { office } : {}) } }, json)),
  change: (reference: string, change: DeskLeadChange) =>
    answerOf(() => desk().leads[":reference"].$patch({ param: { reference }, json: change }, json)),
  staff: () => answerOf(() => desk().staff.$get({}, json)),
  addStaff: (staff: NewStaff) => answerOf(() => desk().staff.$post({ json: staff }, json)),
  setStaffActive: (email: string, active: boolean) =>
    answerOf(() => desk().staff[":email"].$patch({ param: { email }, json: { active } }, json)),
  handover: (email: string) => answerOf(() => desk().staff[":email"].handover.$get({ param: { email } }, json)),
  handOver: (email: string, to: string) =>
    answerOf(() => desk().staff[":email"].handover.$post({ param: { email }, json: { to } }, json)),
  waitlist: (slug: string) => answerOf(() => desk().events[":slug"].waitlist.$get({ param: { slug } }, json)),
  noShows: () => answerOf(() => desk()["no-shows"].$get({}, json)),
  schedules: () => answerOf(() => desk().counsellors.$get({}, json)),
  setHours: (email: string, hours: WorkingHours) =>
    answerOf(() => desk().counsellors[":email"].hours.$put({ param: { email }, json: hours }, json)),
  addDayOff: (email: string, date: string) =>
    answerOf(() => desk().counsellors[":email"]["days-off"].$post({ param: { email }, json: { date } }, json)),
  removeDayOff: (email: string, date: string) =>
    answerOf(() => desk().counsellors[":email"]["days-off"][":date"].$delete({ param: { email, date } }, json)),
  // The student portal of a lead (receiver/src/routes/desk-portal.ts).
  invite: (reference: string) =>
    answerOf(() => desk().leads[":reference"].invite.$post({ param: { reference } }, json)),
  addApplication: (reference: string, application: NewApplication) =>
    answerOf(() => desk().leads[":reference"].applications.$post({ param: { reference }, json: application }, json)),
  changeApplication: (id: number, change: ApplicationChange) =>
    answerOf(() => desk().applications[":id"].$patch({ param: { id: String(id) }, json: change }, json)),
  requestDocument: (reference: string, request: DocumentRequest) =>
    answerOf(() => desk().leads[":reference"].documents.$post({ param: { reference }, json: request }, json)),
  reviewDocument: (id: number, review: DocumentReview) =>
    answerOf(() => desk().documents[":id"].$patch({ param: { id: String(id) }, json: review }, json)),
  messages: (reference: string) =>
    answerOf(() => desk().leads[":reference"].messages.$get({ param: { reference } }, json)),
  sendMessage: (reference: string, text: string) =>
    answerOf(() => desk().leads[":reference"].messages.$post({ param: { reference }, json: { text } }, json)),
};
