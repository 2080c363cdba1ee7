/**
 * Links that put a booked consultation in a calendar or a chat: Google Calendar's event template (times in
 * UTC, as its `dates` parameter wants them) and a WhatsApp share of the booking in a few lines.
 */

/** An instant as iCalendar's UTC basic form: 20261201T050000Z. */
export function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export type CalendarEvent = { title: string; start: string; end: string; details: string; location?: string };

export function googleCalendarUrl({ title, start, end, details, location }: CalendarEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details,
    ...(location ? { location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** A wa.me link with no number: WhatsApp asks whom to send `text` to (family, a friend). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
