/** One-line readings of a desk lead for the inbox: who, what about, and where they came from. */
import { consultationText } from "@/content/booking";
import type { DeskLeadView } from "@/contract/desk";
import type { LeadSource } from "@/contract/lead-source";

export function visitorName(lead: Pick<DeskLeadView, "firstName" | "lastName" | "email">): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email || "No name given";
}

/** "google / cpc (diwali-2026)", else the referring site, else "Direct visit". */
export function sourceSummary(source: LeadSource): string {
  if (source.utmSource) {
    const medium = source.utmMedium ? ` / ${source.utmMedium}` : "";
    const campaign = source.utmCampaign ? ` (${source.utmCampaign})` : "";
    return `${source.utmSource}${medium}${campaign}`;
  }
  if (source.referrer) {
    try {
      return new URL(source.referrer).hostname.replace(/^www\./, "");
    } catch {
      return source.referrer;
    }
  }
  return "Direct visit";
}

/**
 * What a lead booked, labelled: "Consultation: Tue 1 Dec, 10:30 AM IST, office visit in Surat (30 minutes), with
 * Asha Shah", or "Event: <its title>, Sat 5 Dec, 6:00 PM IST, event (90 minutes)".
 */
export function bookedText(booking: NonNullable<DeskLeadView["booking"]>): string {
  const when = consultationText({ ...booking, start: new Date(booking.start), end: new Date(booking.end) });
  if (booking.title) return `Event: ${booking.title}, ${when}`;
  return `Consultation: ${when}${booking.counsellor ? `, with ${booking.counsellor}` : ""}`;
}
