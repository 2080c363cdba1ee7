"use client";

import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";

import type { ApiBooked } from "@/contract/api";
import { slotLabel } from "@/contract/india-time";
import { officeIds, type OfficeId } from "@/contract/offices";
import type { GetInTouchValues } from "@/contract/validations/get-in-touch";
import type { FormCopy } from "@/content/forms";
import type { OpenSlot } from "@/contract/api";
import { canBook, canBookAtBuild, sendBooking, type SlotChoice } from "@/lib/booking/booking-api";
import { officeInAddress } from "@/lib/links";
import { Button } from "@/components/ui/button";
import { ConsultationTopicFields } from "@/components/forms/consultation-topic-fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { formBehaviour } from "@/components/forms/form-behaviour";
import { FormStatus } from "@/components/forms/form-status";
import { useFormCopy, useFormLanguage } from "@/components/forms/form-words";
import { Honeypot } from "@/components/forms/honeypot";
import { emptyGetInTouch, getInTouchResolver } from "@/components/forms/get-in-touch-form";
import { PersonFields } from "@/components/forms/person-fields";
import { forgetUnsentValues, usePersistedValues } from "@/components/forms/use-persisted-values";
import { WhatsAppOptInField } from "@/components/forms/whatsapp-opt-in-field";

import { BookedConfirmation } from "./booking-summary";
import { ChoiceChips } from "./choice-chips";
import { SlotPicker, useFreeSlots } from "./slot-picker";
import { useSeatRequest } from "./use-seat-request";

const FORM_ID = "book-consultation";

/** The ways of meeting as one radio group: a visit to each office, a phone call, a video call. */
const waysOf = (copy: FormCopy["bookingPage"]): readonly { value: string; choice: SlotChoice; label: string }[] => [
  ...officeIds.map((office) => ({
    value: `office:${office}`,
    choice: { mode: "office" as const, office },
    label: copy.officeVisit(copy.cities[office]),
  })),
  { value: "phone", choice: { mode: "phone" }, label: copy.phoneCall },
  { value: "video", choice: { mode: "video" }, label: copy.videoCall },
];

/**
 * Booking a free consultation (issue 34): how to meet, a day and a free 30-minute slot, then the Get In Touch
 * fields. The answer is the confirmation (reference, when, how, calendar, share, manage link); a slot taken
 * first offers the nearest free ones and keeps what was typed. Without a receiver (or JavaScript) the page's
 * call-back form below stands in.
 */
export function BookingFlow() {
  const [ready, setReady] = useState<boolean | undefined>(canBookAtBuild);
  const [way, setWay] = useState<string>();
  const [slot, setSlot] = useState<OpenSlot>();
  const [version, setVersion] = useState(0);
  const [alternatives, setAlternatives] = useState<OpenSlot[]>();
  const [booked, setBooked] = useState<ApiBooked>();
  const form = useForm({
    resolver: getInTouchResolver,
    defaultValues: { ...emptyGetInTouch, service: "consultation" },
    ...formBehaviour,
  });
  usePersistedValues(form, FORM_ID);
  const copy = useFormCopy().bookingPage;
  const language = useFormLanguage();
  const ways = useMemo(() => waysOf(copy), [copy]);
  const { send, status, setStatus, progress, trapRef } = useSeatRequest(form, copy.slotsUnavailable);
  const choice = ways.find((one) => one.value === way);
  const free = useFreeSlots(choice?.choice, version);

  useEffect(() => {
    // Known only in the browser: whether a receiver is configured, and an office named by the link.
    const office: OfficeId | undefined = officeInAddress();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(canBook());
    if (office) setWay(`office:${office}`);
  }, []);

  if (booked) {
    return (
      <BookedConfirmation
        booked={booked}
        id="booking-confirmed"
        heading={copy.confirmedTitle}
        email={form.getValues("email")}
        keepNote={copy.keepNote}
      />
    );
  }

  const book = async (values: GetInTouchValues) => {
    if (!slot || !choice) return;
    setAlternatives(undefined);
    const outcome = await send(
      {
        ...values,
        mode: choice.choice.mode,
        ...(choice.choice.office ? { office: choice.choice.office } : {}),
        start: slot.start,
      },
      sendBooking,
    );
    if (outcome?.kind === "booked") {
      forgetUnsentValues(FORM_ID);
      setBooked(outcome.booking);
    } else if (outcome) {
      // A slot taken first; "full" is an event's answer, never a consultation's.
      setSlot(undefined);
      setVersion((current) => current + 1);
      setAlternatives(outcome.kind === "taken" ? outcome.alternatives : []);
      setStatus({ tone: "warning", title: copy.takenTitle, body: copy.takenText });
    }
  };

  const { control, formState } = form;
  const unavailable = (
    <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      {copy.slotsUnavailable}
    </p>
  );
  // The ways of meeting are drawn from the first paint (disabled until the page knows it can book), so nothing
  // below them moves when the script arrives.
  return (
    <div className="grid gap-8">
      <ChoiceChips
        disabled={!ready || free?.state === "failed"}
        legend={copy.howLegend}
        name="booking-way"
        choices={ways.map(({ value, label }) => ({ value, label }))}
        value={way}
        onChange={(next) => {
          setWay(next);
          setSlot(undefined);
          setAlternatives(undefined);
          setStatus(null);
        }}
        className="sm:grid-cols-2 lg:grid-cols-3"
      />
      {ready === undefined ? <noscript>{unavailable}</noscript> : null}
      {ready === false || free?.state === "failed" ? (
        unavailable
      ) : free?.state === "loading" ? (
        <p role="status" className="text-sm text-slate-700">
          {copy.loadingSlots}
        </p>
      ) : free?.state === "ready" && free.slots.length === 0 ? (
        <p role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
          {copy.noSlots}
        </p>
      ) : free?.state === "ready" ? (
        <SlotPicker slots={free.slots} name="booking" value={slot} onChange={setSlot} />
      ) : null}
      {alternatives?.length ? (
        <div className="grid gap-2">
          <FormStatus message={status} pending={false} />
          <div className="flex flex-wrap gap-2">
            {alternatives.map((other) => (
              <Button
                key={other.start}
                variant="outline"
                onClick={() => {
                  setSlot(other);
                  setAlternatives(undefined);
                  setStatus(null);
                }}
              >
                {slotLabel(new Date(other.start), language)}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {slot && choice ? (
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(book)(event)}
          onFocus={getInTouchResolver.preload}
          className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
          aria-labelledby="booking-details"
        >
          <div className="sm:col-span-2">
            <h2 id="booking-details" className="text-xl font-bold text-slate-950">
              {copy.detailsTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {copy.chosen(slotLabel(new Date(slot.start), language))} · {choice.label}
            </p>
          </div>
          <PersonFields control={control} />
          <ConsultationTopicFields control={control} messageRows={3} messagePlaceholder={copy.messagePlaceholder} />
          <WhatsAppOptInField control={control} />
          <Honeypot ref={trapRef} />
          <div className="sm:col-span-2">
            <SubmitButton pending={formState.isSubmitting} pendingLabel={copy.submitting} className="w-full sm:w-auto">
              {copy.submit}
            </SubmitButton>
          </div>
          {alternatives?.length ? null : (
            <FormStatus
              message={status}
              pending={formState.isSubmitting}
              progress={progress}
              className="sm:col-span-2"
            />
          )}
        </form>
      ) : null}
    </div>
  );
}
