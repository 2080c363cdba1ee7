/** A stored lead as the desk reads it (contract/desk.ts DeskLeadView): the visitor's fields with option labels, its source, owner and booking. */
import type { DeskLeadView } from "@/contract/desk";

import { bookingView, sourceOf, visitorFields } from "./lead-text";
import type { DeskLead } from "./store";

export function deskView({ lead, owner, booking }: DeskLead, apiBase: string, now: Date): DeskLeadView {
  return {
    reference: lead.reference,
    form: lead.form,
    status: lead.status,
    closedReason: lead.closedReason,
    office: lead.office,
    owner,
    receivedAt: lead.receivedAt.toISOString(),
    responseDueAt: lead.responseDueAt?.toISOString() ?? null,
    firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
    overdue: lead.status === "new" && lead.responseDueAt !== null && lead.responseDueAt <= now,
    whatsappWaitingSince: lead.whatsappWaitingSince?.toISOString() ?? null,
    language: lead.language,
    ...visitorFields(lead),
    source: sourceOf(lead),
    resumeUrl: lead.form === "careers-application" ? `${apiBase}/resumes/${lead.reference}` : null,
    viaBooking: lead.manageToken !== null,
    booking: booking && bookingView(booking),
  };
}
