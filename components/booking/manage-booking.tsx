"use client";

import { useEffect, useRef, useState } from "react";

import { type ApiManagedBooking, BOOKING_PATH } from "@/contract/api";
import { slotLabel } from "@/contract/india-time";
import type { OpenSlot } from "@/contract/api";
import { manageBooking, manageTokenOf } from "@/lib/booking/booking-api";
import { Button, ButtonLink } from "@/components/ui/button";
import { FormStatus, type FormStatusMessage } from "@/components/forms/form-status";
import { useFormCopy, useFormLanguage } from "@/components/forms/form-words";

import { BookingSummary, whenText } from "./booking-summary";
import { SlotPicker, useFreeSlots } from "./slot-picker";

type Loaded =
  | { state: "loading" }
  | { state: "not-found" }
  | { state: "unreachable" }
  | { state: "ready"; token: string; booking: ApiManagedBooking };

/**
 * The visitor's own booking, through the token in the manage link's fragment: what and when, the calendar
 * links, and (until it begins) moving it to another free slot or cancelling it, which frees its seat.
 */
export function ManageBooking() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const [moveTo, setMoveTo] = useState<OpenSlot>();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [pending, setPending] = useState(false);
  const [version, setVersion] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { manageBookingPage: copy, bookingPage } = useFormCopy();
  const language = useFormLanguage();
  const when = (start: string) => slotLabel(new Date(start), language);

  useEffect(() => {
    const token = manageTokenOf(window.location.hash);
    if (!token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLoaded({ state: "not-found" });
      return;
    }
    void manageBooking(token, { kind: "read" }).then((answer) =>
      setLoaded(
        answer.kind === "booking"
          ? { state: "ready", token, booking: answer.booking }
          : answer.kind === "unreachable"
            ? { state: "unreachable" }
            : { state: "not-found" },
      ),
    );
  }, []);

  const booking = loaded.state === "ready" && loaded.booking.status === "booked" ? loaded.booking : undefined;
  const cancelled = loaded.state === "ready" && loaded.booking.status === "cancelled" ? loaded.booking : undefined;
  // An event happens once: it can be cancelled, not moved.
  const movable = booking?.changeable && booking.mode !== "event" ? booking : undefined;
  const free = useFreeSlots(
    movable && movable.mode !== "event" ? { mode: movable.mode, office: movable.office } : undefined,
    version,
  );

  if (loaded.state === "loading") return <p role="status">{copy.loading}</p>;
  if (loaded.state !== "ready") {
    const notFound = loaded.state === "not-found";
    return (
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <p className="font-semibold">{notFound ? copy.notFoundTitle : copy.unreachable}</p>
        {notFound ? <p className="mt-1 text-sm">{copy.notFoundText}</p> : null}
      </div>
    );
  }
  const { token } = loaded;

  const act = async (action: { kind: "cancel" } | { kind: "confirm" } | { kind: "move"; start: string }) => {
    setPending(true);
    setStatus(null);
    const answer = await manageBooking(token, action);
    setPending(false);
    if (answer.kind === "booking") {
      const now = answer.booking;
      setLoaded({ state: "ready", token, booking: now });
      setMoveTo(undefined);
      setConfirmingCancel(false);
      setVersion((current) => current + 1);
      const event = now.status === "cancelled" ? now.cancelled?.mode === "event" : false;
      setStatus(
        action.kind === "confirm"
          ? {
              tone: "success",
              title: copy.confirmed,
              body: now.status === "booked" && now.confirmationQueued ? copy.newConfirmation : undefined,
            }
          : action.kind === "cancel"
            ? { tone: "success", title: event ? copy.cancelledEvent : copy.cancelled }
            : {
                tone: "success",
                title: copy.moved,
                body: now.status === "booked" && now.confirmationQueued ? copy.newConfirmation : undefined,
              },
      );
      headingRef.current?.focus();
      return;
    }
    if (answer.kind === "taken") {
      setMoveTo(undefined);
      setVersion((current) => current + 1);
      setStatus({
        tone: "warning",
        title: bookingPage.takenTitle,
        body: copy.nearestTimes(answer.alternatives.map((slot) => when(slot.start))),
      });
      return;
    }
    setStatus({
      tone: "error",
      title: answer.kind === "unreachable" ? copy.unreachable : answer.message,
      body: answer.kind === "refused" && answer.fields ? Object.values(answer.fields).join(" ") : undefined,
    });
  };

  const isEvent = booking ? booking.mode === "event" : cancelled?.cancelled?.mode === "event";
  const heading = booking
    ? copy.heading(booking.firstName, booking.title)
    : isEvent
      ? copy.cancelledEventTitle
      : copy.cancelledTitle;
  const what = cancelled?.cancelled?.title ?? copy.consultationWhat;
  return (
    <div className="grid min-w-0 gap-8">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-balance text-slate-950 outline-none">
        {heading}
      </h2>
      <FormStatus message={status} pending={pending} />
      {booking?.heldUntil ? (
        <div className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p>{copy.heldUntil(when(booking.heldUntil))}</p>
          <Button
            disabled={pending}
            onClick={() => act({ kind: "confirm" })}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {copy.confirmHeld}
          </Button>
        </div>
      ) : null}
      {booking?.outcome ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
          {booking.outcome === "attended" ? copy.attended : copy.missed}
        </p>
      ) : null}
      {booking ? (
        <BookingSummary booking={booking} token={token} title={booking.title} />
      ) : (
        <div className="grid gap-4">
          {cancelled?.cancelled ? (
            <p className="font-semibold text-slate-900">
              {copy.cancelledWhat(what, cancelled.reference, whenText(cancelled.cancelled, bookingPage, language))}
            </p>
          ) : null}
          <p className="text-slate-700">{copy.cancelledText}</p>
          <ButtonLink
            href={language === "en" ? BOOKING_PATH : `/${language}${BOOKING_PATH}`}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {copy.bookAgain}
          </ButtonLink>
        </div>
      )}
      {booking && !booking.changeable && !booking.outcome ? <p className="text-slate-700">{copy.begun}</p> : null}
      {booking?.changeable ? (
        <>
          {movable ? (
            <section
              aria-labelledby="move-title"
              className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
            >
              <h3 id="move-title" className="text-lg font-bold text-slate-950">
                {copy.moveTitle}
              </h3>
              {free?.state === "ready" ? (
                <SlotPicker
                  slots={free.slots.filter((slot) => slot.start !== booking.start)}
                  name="move"
                  value={moveTo}
                  onChange={setMoveTo}
                />
              ) : free?.state === "failed" ? (
                <p>{copy.unreachable}</p>
              ) : (
                <p role="status">{bookingPage.loadingSlots}</p>
              )}
              <Button
                disabled={!moveTo || pending}
                onClick={() => moveTo && act({ kind: "move", start: moveTo.start })}
                className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto sm:justify-self-start"
              >
                {moveTo ? copy.moveSubmitTo(when(moveTo.start)) : copy.moveSubmit}
              </Button>
            </section>
          ) : null}
          <section
            aria-labelledby="cancel-title"
            className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h3 id="cancel-title" className="text-lg font-bold text-slate-950">
              {copy.cancelTitle}
            </h3>
            <p className="text-sm text-slate-700">{copy.cancelText}</p>
            {confirmingCancel ? (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button variant="primary" disabled={pending} onClick={() => act({ kind: "cancel" })}>
                  {copy.cancelConfirm}
                </Button>
                <Button variant="outline" onClick={() => setConfirmingCancel(false)}>
                  {copy.keep}
                </Button>
              </div>
            ) : (
              <Button
                variant="outline"
                onClick={() => setConfirmingCancel(true)}
                className="w-full sm:w-auto sm:justify-self-start"
              >
                {isEvent ? copy.cancelEventSubmit : copy.cancelSubmit}
              </Button>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
