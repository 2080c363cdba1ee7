"use client";

import { useEffect, useRef } from "react";

import type { ApiBooked } from "@/contract/api";
import { slotLabel } from "@/contract/india-time";
import type { Language } from "@/contract/languages";
import type { FormCopy } from "@/content/forms";
import { site } from "@/content/site";
import { calendarFileUrl, manageTokenOf } from "@/lib/booking/booking-api";
import { googleCalendarUrl, whatsappShareUrl } from "@/lib/booking/calendar-links";
import { useFormCopy, useFormLanguage } from "@/components/forms/form-words";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type BookedConsultation = Pick<
  ApiBooked,
  "reference" | "start" | "end" | "mode" | "office" | "arrangement" | "counsellor"
>;

/**
 * "Tue 1 Dec, 10:30 AM IST, office visit in Surat (30 minutes)", from the receiver's answer, in the page's
 * language (`copy` and `language` as useFormCopy and useFormLanguage give them).
 */
export function whenText(
  { mode, office, start, end }: Pick<BookedConsultation, "mode" | "office" | "start" | "end">,
  copy: FormCopy["bookingPage"],
  language: Language,
) {
  const from = new Date(start);
  const minutes = Math.round((new Date(end).getTime() - from.getTime()) / 60_000);
  return copy.whenLine(slotLabel(from, language), mode, office, minutes);
}

/**
 * A booked consultation as the visitor keeps it: reference, when, how (the office's address and map link, or
 * who calls whom), the calendar file and Google Calendar, a WhatsApp share (without the manage link: whoever
 * holds that may cancel), and, on the booking page, the manage link itself.
 */
export function BookingSummary({
  booking,
  token,
  manageUrl,
  title: named,
}: {
  booking: BookedConsultation;
  token: string;
  manageUrl?: string;
  /** What it is, for calendars and the share: the free consultation, or an event's title. */
  title?: string;
}) {
  const copy = useFormCopy().bookingPage;
  const language = useFormLanguage();
  const title = named ?? copy.consultationTitle(site.name);
  const when = whenText(booking, copy, language);
  const { text: how, address, mapUrl, meetingUrl } = booking.arrangement;
  const details = `${copy.reference} ${booking.reference}. ${how}`;
  const share = `${title}: ${when}. ${how}`;
  const linkClass = cn(buttonVariants({ variant: "outline", size: "md" }), "w-full sm:w-auto");
  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 text-base sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-slate-600">{copy.reference}</dt>
        <dd className="font-mono text-lg font-semibold text-slate-950">{booking.reference}</dd>
        <dt className="font-semibold text-slate-600">{copy.when}</dt>
        <dd className="text-slate-950">{when}</dd>
        {booking.counsellor ? (
          <>
            <dt className="font-semibold text-slate-600">{copy.counsellor}</dt>
            <dd className="text-slate-950">{booking.counsellor}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-600">{copy.how}</dt>
        <dd className="text-slate-950">
          <span className="sr-only">{copy.modes[booking.mode]}: </span>
          {how}{" "}
          {mapUrl ? (
            <a
              href={mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {copy.viewMap}
              <span className="sr-only"> {copy.opensNewTab}</span>
            </a>
          ) : null}
          {meetingUrl ? (
            <a
              href={meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 block font-semibold text-brand-700 underline"
            >
              {copy.joinVideo}
              <span className="sr-only"> {copy.opensNewTab}</span>
            </a>
          ) : null}
        </dd>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={calendarFileUrl(token)} download={`consultation-${booking.reference}.ics`} className={linkClass}>
          {copy.addToCalendar}
        </a>
        <a
          href={googleCalendarUrl({
            title,
            start: booking.start,
            end: booking.end,
            details,
            location: address ?? meetingUrl,
          })}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {copy.googleCalendar}
          <span className="sr-only"> {copy.opensNewTab}</span>
        </a>
        <a href={whatsappShareUrl(share)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {copy.share}
          <span className="sr-only"> {copy.opensNewTab}</span>
        </a>
      </div>
      {manageUrl ? (
        <p className="text-sm text-slate-700">
          <a href={manageUrl} className="font-semibold text-brand-700 underline">
            {copy.manage}
          </a>{" "}
          {booking.mode === "event" ? copy.manageNoteCancelOnly : copy.manageNote}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The answer to a booking or an event registration, which takes focus as it replaces the form: its heading,
 * whether a confirmation e-mail is on its way (only when the receiver queued one), and the summary.
 */
export function BookedConfirmation({
  booked,
  id,
  heading,
  email,
  keepNote,
  title,
  level: Heading = "h2",
  className,
}: {
  booked: ApiBooked;
  id: string;
  heading: string;
  email: string;
  keepNote: string;
  title?: string;
  /** h3 where it stands in a card or section under an h2. */
  level?: "h2" | "h3";
  className?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const copy = useFormCopy().bookingPage;
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={id} className={cn("grid gap-4", className)}>
      <Heading id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-emerald-900 outline-none">
        {heading}
      </Heading>
      <p className="text-sm text-slate-700">
        {booked.confirmationQueued ? `${copy.emailNote(email)} ` : ""}
        {keepNote}
      </p>
      <BookingSummary
        booking={booked}
        token={manageTokenOf(new URL(booked.manageUrl).hash) ?? ""}
        manageUrl={booked.manageUrl}
        title={title}
      />
    </section>
  );
}
