/**
 * The desk's calls to the receiver's desk API (receiver/src/desk.ts, types in contract/desk.ts), with the
 * staff session cookie. A refusal becomes a DeskRequestError carrying the receiver's own message and the
 * fields it names, so each form can show them beside the field.
 */
import { apiUrl, type ApiError } from "@/contract/api";
import type { DeskDay, DeskInbox, DeskLeadRecord, DeskLeadView } from "@/contract/desk";
import type { DeskLeadChange } from "@/contract/validations/desk";
import type { AddedStaff, NewStaff, StaffListing } from "@/contract/validations/staff";
import { receiverApiBase } from "@/lib/leads/config";

export class DeskRequestError extends Error {
  override name = "DeskRequestError";
  constructor(
    /** The HTTP status; 0 when the receiver could not be reached. */
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const noReceiverMessage =
  "This copy of the site was built without a lead receiver (NEXT_PUBLIC_LEAD_API), so the desk has nothing to open.";

async function deskRequest<T>(path: string, method = "GET", body?: unknown): Promise<T> {
  const base = receiverApiBase();
  if (!base) throw new DeskRequestError(0, noReceiverMessage);
  let response: Response;
  try {
    response = await fetch(`${apiUrl(base, "desk")}${path}`, {
      method,
      credentials: "include",
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new DeskRequestError(0, "The desk could not reach the receiver. Check the connection and try again.");
  }
  const answer = (await response.json().catch(() => undefined)) as T | ApiError | undefined;
  if (!response.ok) {
    const refusal = answer as ApiError | undefined;
    throw new DeskRequestError(
      response.status,
      refusal?.message ?? `The receiver answered ${response.status}.`,
      refusal?.fields,
    );
  }
  return answer as T;
}

/** The inbox's filters, as the address and the API spell them; empty ones are left out. */
export type InboxFilters = {
  q?: string;
  status?: string;
  office?: string;
  owner?: string;
  form?: string;
  source?: string;
  /** "true": only leads still new past their first-response time. */
  overdue?: string;
};

export function inboxQuery(filters: InboxFilters, cursor?: string): string {
  const entries = Object.entries({ ...filters, cursor }).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  return new URLSearchParams(entries).toString();
}

const leadPath = (reference: string) => `/leads/${encodeURIComponent(reference)}`;

export const deskApi = {
  inbox: (filters: InboxFilters, cursor?: string) => deskRequest<DeskInbox>(`/leads?${inboxQuery(filters, cursor)}`),
  lead: (reference: string) => deskRequest<DeskLeadRecord>(leadPath(reference)),
  day: (date: string, office?: string) =>
    deskRequest<DeskDay>(`/day?${new URLSearchParams({ date, ...(office ? { office } : {}) })}`),
  change: (reference: string, change: DeskLeadChange) =>
    deskRequest<DeskLeadView>(leadPath(reference), "PATCH", change),
  staff: () => deskRequest<{ staff: StaffListing[] }>("/staff"),
  addStaff: (staff: NewStaff) => deskRequest<AddedStaff>("/staff", "POST", staff),
  setStaffActive: (email: string, active: boolean) =>
    deskRequest<StaffListing>(`/staff/${encodeURIComponent(email)}`, "PATCH", { active }),
};
