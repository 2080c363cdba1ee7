/**
 * Consultations held by counsellors: once the desk has counsellor accounts that can work (active, with a password
 * set), each consultation is held by one of them, and a slot has as many seats as the counsellors free for it. A
 * counsellor is free when the slot is within their working week, not on a day off or a closure of their office,
 * clear of their other consultations by the content's buffer, and under the daily maximum. An office visit needs
 * a counsellor of that office; a call, any. The store's insert decides who by the same rules (store/seats.ts
 * holderSql), so two visitors can never get one counsellor; this module counts for GET /slots.
 */
import { counsellorDay } from "@/content/booking";
import { DAY_MS, istDateOf, istDay, type IstDate } from "@/contract/india-time";
import { type Workday, workdays } from "@/contract/desk";
import type { OfficeId } from "@/contract/offices";

import type { SlotQuery } from "./slots";

const MINUTE_MS = 60_000;

/** A counsellor account that can hold consultations, with its working week and its days off in view. */
export type WorkingCounsellor = {
  id: string;
  name: string;
  office: OfficeId;
  /** "mon tue wed" (contract/desk.ts workdays), or null for every day the office opens. */
  workDays: string | null;
  /** Minutes after midnight (IST) they start and stop; null for the office's hours. */
  workStart: number | null;
  workEnd: number | null;
  daysOff: ReadonlySet<IstDate>;
};

/** A consultation a counsellor holds (epoch ms). */
export type HeldConsultation = { counsellorId: string; start: number; end: number };

/** The content's rules for a counsellor's day. */
export const counsellorRules = {
  bufferMs: counsellorDay.bufferMinutes * MINUTE_MS,
  dailyMaximum: counsellorDay.dailyMaximum,
};

/** What the store's insert needs to choose a counsellor for a slot, computed here once. */
export type HolderChoice = {
  /** The office whose counsellors may hold it; null for a call (any office). */
  office: OfficeId | null;
  /** Offices closed that day (content/booking.yaml closures). */
  closedOffices: readonly OfficeId[];
  date: IstDate;
  weekday: Workday;
  startMinute: number;
  endMinute: number;
  start: number;
  end: number;
  dayStart: number;
  dayEnd: number;
  bufferMs: number;
  dailyMaximum: number;
  /** Kept when free (a move keeps its counsellor). */
  preferred: string | null;
};

/** The choice's terms for a slot of `query` from `start` to `end`, closed offices given. */
export function holderChoice(
  slot: { start: Date; end: Date },
  query: SlotQuery,
  closedOffices: readonly OfficeId[],
  preferred: string | null = null,
): HolderChoice {
  const start = slot.start.getTime();
  const end = slot.end.getTime();
  const { istMidnight, weekday } = istDay(start);
  return {
    office: query.mode === "office" ? (query.office ?? null) : null,
    closedOffices,
    date: istDateOf(slot.start),
    // Monday first, as istDay numbers them.
    weekday: workdays[weekday],
    startMinute: (start - istMidnight) / MINUTE_MS,
    endMinute: (end - istMidnight) / MINUTE_MS,
    start,
    end,
    dayStart: istMidnight,
    dayEnd: istMidnight + DAY_MS,
    ...counsellorRules,
    preferred,
  };
}

/** Whether `counsellor` may hold the consultation `choice` describes, given the ones they already hold. */
export function canHold(counsellor: WorkingCounsellor, choice: HolderChoice, theirs: readonly HeldConsultation[]) {
  if (choice.office && counsellor.office !== choice.office) return false;
  if (choice.closedOffices.includes(counsellor.office) || counsellor.daysOff.has(choice.date)) return false;
  if (counsellor.workDays !== null && !counsellor.workDays.split(" ").includes(choice.weekday)) return false;
  if (counsellor.workStart !== null && counsellor.workStart > choice.startMinute) return false;
  if (counsellor.workEnd !== null && counsellor.workEnd < choice.endMinute) return false;
  const sameDay = theirs.filter((held) => held.start >= choice.dayStart && held.start < choice.dayEnd);
  if (sameDay.length >= choice.dailyMaximum) return false;
  return !theirs.some((held) => held.start < choice.end + choice.bufferMs && held.end + choice.bufferMs > choice.start);
}

/** Each counsellor's consultations, by counsellor id. */
export function heldBy(held: readonly HeldConsultation[]): Map<string, HeldConsultation[]> {
  const byCounsellor = new Map<string, HeldConsultation[]>();
  for (const consultation of held) {
    const list = byCounsellor.get(consultation.counsellorId) ?? [];
    list.push(consultation);
    byCounsellor.set(consultation.counsellorId, list);
  }
  return byCounsellor;
}

/** How many counsellors are free for the consultation `choice` describes. */
export function freeCounsellors(
  roster: readonly WorkingCounsellor[],
  choice: HolderChoice,
  held: ReadonlyMap<string, readonly HeldConsultation[]>,
): number {
  return roster.filter((counsellor) => canHold(counsellor, choice, held.get(counsellor.id) ?? [])).length;
}
