"use client";

import { useEffect, useMemo, useState } from "react";

import { dayLabel, timeLabel } from "@/contract/india-time";
import type { OpenSlot } from "@/contract/api";
import { fetchSlots, type SlotChoice } from "@/lib/booking/booking-api";
import { useFormCopy, useFormLanguage } from "@/components/forms/form-words";

import { ChoiceChips } from "./choice-chips";

export type FreeSlots = { state: "loading" } | { state: "failed" } | { state: "ready"; slots: OpenSlot[] };

/**
 * The free slots for a way of meeting, fetched again when it changes or `version` moves (after a 409). While a
 * new version loads, the last answer for the same way stays on screen: the picker keeps its day and its height,
 * so the warning beside it stays where the visitor is reading.
 */
export function useFreeSlots(choice: SlotChoice | undefined, version = 0): FreeSlots | undefined {
  const [result, setResult] = useState<{ key: string; way: string; slots: FreeSlots }>();
  const way = choice ? `${choice.mode}:${choice.office ?? ""}` : "";
  const key = `${way}:${version}`;
  useEffect(() => {
    if (!choice) return;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), 10_000);
    fetchSlots(choice, controller.signal).then(
      (slots) => setResult({ key, way, slots: { state: "ready", slots } }),
      () => !controller.signal.aborted || setResult({ key, way, slots: { state: "failed" } }),
    );
    return () => {
      clearTimeout(timeout);
      controller.abort();
    };
    // `key` names the choice and version completely.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!choice) return undefined;
  if (result?.key === key) return result.slots;
  return result?.way === way && result.slots.state === "ready" ? result.slots : { state: "loading" };
}

/** The IST day (YYYY-MM-DD) a slot's ISO start falls on: its own calendar date, as the receiver writes it. */
const dayOf = (slot: OpenSlot) => slot.start.slice(0, 10);

/**
 * A day among those with free times, then a time on it: two radio groups of chips. Times are IST, read as
 * families read them ("Tue 1 Dec", "10:30 AM"), in the page's language.
 */
export function SlotPicker({
  slots,
  name,
  value,
  onChange,
}: {
  slots: readonly OpenSlot[];
  /** Radio group names, unique on the page. */
  name: string;
  value: OpenSlot | undefined;
  /** The chosen slot; undefined when the visitor moves to another day. */
  onChange: (slot: OpenSlot | undefined) => void;
}) {
  const days = useMemo(() => [...new Set(slots.map(dayOf))], [slots]);
  const [pickedDay, setDay] = useState<string>();
  // The day picked stays while it has free times (after a refresh too); else the first day that has.
  const day = value ? dayOf(value) : pickedDay && days.includes(pickedDay) ? pickedDay : days[0];
  const times = slots.filter((slot) => dayOf(slot) === day);
  const copy = useFormCopy().bookingPage;
  const language = useFormLanguage();
  return (
    <div className="grid gap-6">
      <ChoiceChips
        legend={copy.dayLegend}
        name={`${name}-day`}
        choices={days.map((one) => {
          const count = slots.filter((slot) => dayOf(slot) === one).length;
          return {
            value: one,
            label: dayLabel(one, language),
            hint: copy.freeCount(count),
          };
        })}
        value={day}
        onChange={(next) => {
          setDay(next);
          if (value && dayOf(value) !== next) onChange(undefined);
        }}
        className="grid-cols-3 sm:grid-cols-5 lg:grid-cols-7"
      />
      <ChoiceChips
        legend={copy.timeLegend}
        name={`${name}-time`}
        choices={times.map((slot) => ({ value: slot.start, label: timeLabel(new Date(slot.start), language) }))}
        value={value?.start}
        onChange={(start) => {
          const slot = times.find((one) => one.start === start);
          if (slot) onChange(slot);
        }}
        className="grid-cols-3 sm:grid-cols-6"
      />
    </div>
  );
}
