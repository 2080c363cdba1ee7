/**
 * Giving a lead to another staff member (an admin's reassignment, or a disabled counsellor's handover): the owner,
 * the office the lead belongs to (a counsellor sees only their own), and the consultation it has booked, which goes
 * with it to a counsellor free at its time. Never an invisible lead, never a counsellor with two at once.
 */
import { officeById } from "@/content/site";
import { slotLabel } from "@/contract/india-time";

import { canTakeOver } from "./booking/availability";
import { invalid } from "./http/answers";
import type { DeskLead, LeadChange, Store } from "./store";

type Assignee = { id: string; name: string; email: string; role: string | null; office: DeskLead["lead"]["office"] };

/** What giving `found` to `assignee` (null: nobody) changes at `at`; a 422 naming `owner` when it cannot. */
export async function reassignment(store: Store, { lead, booking }: DeskLead, assignee: Assignee | null, at: Date) {
  const change: LeadChange = { ownerId: assignee?.id ?? null };
  const details = [assignee ? `${assignee.name} <${assignee.email}>` : "nobody"];
  let holderId: string | undefined;
  if (assignee?.office && assignee.office !== lead.office) {
    // A lead is its office's: the new owner could not see it in another one.
    if (booking?.mode === "office" && booking.startAt > at) {
      const city = officeById[booking.office!].city;
      throw invalid(
        { owner: `A counsellor of the ${city} office: the visit is there` },
        "That counsellor works at another office.",
      );
    }
    change.office = assignee.office;
    details.push(`moved to the ${officeById[assignee.office].city} office`);
  }
  const held = booking?.counsellorId && booking.startAt > at ? booking : undefined;
  if (assignee?.role === "counsellor" && held && held.counsellorId !== assignee.id) {
    if (!(await canTakeOver(store, assignee.id, held))) {
      throw invalid(
        { owner: `${assignee.name} is not free at ${slotLabel(held.startAt)} IST: choose another` },
        "That counsellor cannot take this consultation.",
      );
    }
    holderId = assignee.id;
  }
  return { change, details, holderId };
}
