"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";

import type { ApiBooked, ApiEventSeats } from "@/contract/api";
import type { GetInTouchValues } from "@/contract/validations/get-in-touch";
import { eventRegistrationCopy as copy } from "@/content/resources";
import { canBook, fetchEventSeats, joinWaitlist, sendRegistration } from "@/lib/booking/booking-api";
import { deliveryWording } from "@/content/forms";
import { markRefusedFields } from "@/components/forms/use-submission";
import { BookedConfirmation } from "@/components/booking/booking-summary";
import { useSeatRequest } from "@/components/booking/use-seat-request";
import { SubmitButton } from "@/components/forms/form-actions";
import { formBehaviour } from "@/components/forms/form-behaviour";
import { FormStatus } from "@/components/forms/form-status";
import { Honeypot } from "@/components/forms/honeypot";
import { emptyGetInTouch, getInTouchResolver } from "@/components/forms/get-in-touch-form";
import { PersonFields } from "@/components/forms/person-fields";
import { WhatsAppOptInField } from "@/components/forms/whatsapp-opt-in-field";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * "Register Now" for an event with seats (issue 34): the seats left, then name, e-mail and phone, registered by
 * the lead receiver's booking engine; the confirmation gives the join details, the calendar file and the
 * manage link, and a full event says so. Until the receiver answers (no JavaScript, none configured, or down)
 * the page keeps `fallback`, today's e-mail request.
 */
export function EventRegistration({
  slug,
  title,
  fallback,
  className,
}: {
  slug: string;
  title: string;
  fallback: React.ReactNode;
  /** Where it sits, once it replaces the fallback. */
  className?: string;
}) {
  const [seats, setSeats] = useState<ApiEventSeats>();
  const [open, setOpen] = useState(false);
  const [registered, setRegistered] = useState<ApiBooked>();
  const [waitlisted, setWaitlisted] = useState<number>();
  const form = useForm({ resolver: getInTouchResolver, defaultValues: emptyGetInTouch, ...formBehaviour });
  const { send, trapRef, status, setStatus, progress } = useSeatRequest(form, copy.notSent);

  useEffect(() => {
    if (canBook()) void fetchEventSeats(slug).then(setSeats);
  }, [slug]);

  if (!seats || !seats.open) return <>{fallback}</>;

  if (registered) {
    return (
      <BookedConfirmation
        booked={registered}
        id={`registered-${slug}`}
        heading={copy.registeredTitle}
        email={form.getValues("email")}
        keepNote={copy.keepNote}
        title={title}
        level="h3"
        className={className}
      />
    );
  }

  const register = async (values: GetInTouchValues) => {
    const outcome = await send({ ...values }, (body, key, options) => sendRegistration(slug, body, key, options));
    if (outcome?.kind === "booked") setRegistered(outcome.booking);
    else if (outcome) {
      setSeats({ ...seats, seatsLeft: 0 });
      setStatus({ tone: "warning", title: copy.fullNow, body: copy.notSent });
    }
  };

  /** A full event: the person's place in its line, or what to fix, with what they typed kept. */
  const wait = async (values: GetInTouchValues) => {
    setStatus(null);
    const answer = await joinWaitlist(slug, values);
    if (answer.kind === "joined") return setWaitlisted(answer.position);
    const named = markRefusedFields(form, answer.fields);
    const other = Object.entries(answer.fields).find(([name]) => !named.includes(name))?.[1];
    setStatus({ tone: "error", title: other ?? answer.message, body: deliveryWording.kept });
  };

  const full = seats.seatsLeft === 0;
  // A full event takes names for its waitlist when the receiver can tell them a seat came free.
  const waiting = full && seats.waitlist;
  return (
    <div className={cn("grid gap-4", className)}>
      <p role="status" className="text-base font-semibold text-slate-900">
        {full ? copy.full : copy.seatsLeft(seats.seatsLeft, seats.seats)}
      </p>
      {waitlisted ? (
        <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
          {copy.waitlisted(waitlisted)}
        </p>
      ) : full && !(waiting && open) ? (
        <>
          {status ? <FormStatus message={status} pending={false} /> : null}
          {waiting ? (
            <>
              <p className="text-sm text-slate-700">{copy.waitlistNote}</p>
              <Button
                variant="outline"
                onClick={() => setOpen(true)}
                className="w-full sm:w-auto sm:justify-self-start"
              >
                {copy.waitlistOpen}
                <span className="sr-only">: {title}</span>
              </Button>
            </>
          ) : null}
        </>
      ) : open ? (
        <form
          noValidate
          aria-label={full ? `Waitlist for ${title}` : `Register for ${title}`}
          onSubmit={(event) => void form.handleSubmit(full ? wait : register)(event)}
          onFocus={getInTouchResolver.preload}
          className="grid gap-5 sm:grid-cols-2"
        >
          <PersonFields control={form.control} />
          <WhatsAppOptInField control={form.control} />
          <Honeypot ref={trapRef} />
          <div className="sm:col-span-2">
            <SubmitButton pending={form.formState.isSubmitting} className="w-full sm:w-auto">
              {full ? copy.waitlistSubmit : copy.submit}
            </SubmitButton>
          </div>
          <FormStatus
            message={status}
            pending={form.formState.isSubmitting}
            progress={progress}
            className="sm:col-span-2"
          />
        </form>
      ) : (
        <Button onClick={() => setOpen(true)} className="w-full sm:w-auto sm:justify-self-start">
          {copy.open}
          <span className="sr-only">: {title}</span>
        </Button>
      )}
    </div>
  );
}
