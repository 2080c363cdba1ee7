"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";

import { type CounsellorSchedule, type DeskLeadView, workdays } from "@/contract/desk";
import { dayLabel } from "@/contract/india-time";
import { weekdayNames } from "@/contract/working-hours";
import { officeById } from "@/content/site";
import { TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { deskApi, DeskRequestError } from "@/lib/desk/desk-api";
import { deskLeadPath } from "@/lib/desk/desk-paths";
import { bookedText, visitorName } from "@/lib/desk/lead-summary";
import { dayOffSchema, workingWeekFormSchema } from "@/lib/validations/desk";

import { DeskAlert, DeskDone } from "./desk-alert";
import { DeskNotice, useDeskStaff } from "./desk-gate";

type WeekInput = z.input<typeof workingWeekFormSchema>;
type DayOffInput = z.input<typeof dayOffSchema>;

const problemOf = (error: unknown, fallback: string) => (error instanceof DeskRequestError ? error.message : fallback);

/** The weekdays and hours a counsellor takes consultations; none ticked and no times: the office's. */
function WorkingWeekForm({ schedule, onSaved }: { schedule: CounsellorSchedule; onSaved: () => void }) {
  const form = useForm<WeekInput>({
    resolver: zodResolver(workingWeekFormSchema),
    defaultValues: {
      workDays: schedule.workDays ?? [],
      workStart: schedule.workStart ?? "",
      workEnd: schedule.workEnd ?? "",
      meetingUrl: schedule.meetingUrl ?? "",
    },
  });
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ workDays, workStart, workEnd, meetingUrl }) => {
    try {
      await deskApi.setHours(schedule.email, {
        workDays: workDays.length ? workDays : null,
        workStart: workStart || null,
        workEnd: workEnd || null,
        meetingUrl: meetingUrl || null,
      });
      setSaved(true);
      setProblem(undefined);
      onSaved();
    } catch (error) {
      if (error instanceof DeskRequestError) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in form.getValues()) form.setError(name as keyof WeekInput, { message });
        }
      }
      setSaved(false);
      setProblem(problemOf(error, "The hours were not saved."));
    }
  });
  const dayError = form.formState.errors.workDays?.message;
  return (
    <form
      onSubmit={(event) => {
        // A new save: the last one's "Hours saved." no longer says anything about what is on screen.
        setSaved(false);
        void onSubmit(event);
      }}
      noValidate
      className="grid gap-3"
    >
      <fieldset aria-describedby={dayError ? "work-days-error" : undefined}>
        <legend className="text-sm font-semibold text-slate-800">Days they take consultations</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {workdays.map((day, index) => (
            <label
              key={day}
              className="flex h-11 w-[4.5rem] items-center gap-2 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              <input type="checkbox" value={day} {...form.register("workDays")} className="size-4" />
              <span aria-hidden="true">{weekdayNames[index].slice(0, 3)}</span>
              <span className="sr-only">{weekdayNames[index]}</span>
            </label>
          ))}
        </div>
        {dayError ? (
          <p id="work-days-error" role="alert" className="mt-1 text-sm text-red-700">
            {dayError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <TextField control={form.control} name="workStart" label="Start (IST)" type="time" />
        <TextField control={form.control} name="workEnd" label="Stop (IST)" type="time" />
      </div>
      <p className="text-xs text-slate-600">
        No day ticked and no time given: the office&apos;s days and hours. Consultations are only given within both.
      </p>
      <TextField
        control={form.control}
        name="meetingUrl"
        label="Own video room (optional)"
        hint="Families get this link for video calls with you; empty: a new room for each call"
        type="url"
      />
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      {saved && !problem ? <DeskDone>Hours saved.</DeskDone> : null}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…" className="justify-self-start">
        Save hours
      </SubmitButton>
    </form>
  );
}

/** The consultations a new day off clashes with, each to be given to another counsellor from its lead page. */
function Clashes({ date, clashes, isAdmin }: { date: string; clashes: DeskLeadView[]; isAdmin: boolean }) {
  if (clashes.length === 0)
    return <DeskDone>Day off set for {dayLabel(date)}. No consultation clashes with it.</DeskDone>;
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">
        Day off set for {dayLabel(date)}.{" "}
        {clashes.length === 1 ? "One consultation is" : `${clashes.length} consultations are`} still{" "}
        {isAdmin ? "theirs" : "yours"} that day: {isAdmin ? "give" : "ask an admin to give"}{" "}
        {clashes.length === 1 ? "it" : "each"} to another counsellor (the desk marks{" "}
        {clashes.length === 1 ? "it" : "them"} until then).
      </p>
      <ul className="grid gap-1">
        {clashes.map((lead) => (
          <li key={lead.reference}>
            <a href={deskLeadPath(lead.reference)} className="font-semibold text-brand-800 underline">
              {visitorName(lead)} · {lead.reference}
            </a>
            <span className="block text-xs">{lead.booking ? bookedText(lead.booking) : null}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DaysOff({ schedule, onChanged }: { schedule: CounsellorSchedule; onChanged: () => void }) {
  const me = useDeskStaff();
  const form = useForm<DayOffInput>({ resolver: zodResolver(dayOffSchema), defaultValues: { date: "" } });
  const [set, setSet] = useState<{ date: string; clashes: DeskLeadView[] }>();
  const [problem, setProblem] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ date }) => {
    try {
      const answer = await deskApi.addDayOff(schedule.email, date);
      setSet({ date, clashes: answer.clashes });
      setProblem(undefined);
      form.reset();
      onChanged();
    } catch (error) {
      if (error instanceof DeskRequestError && error.fields.date) form.setError("date", { message: error.fields.date });
      setProblem(problemOf(error, "The day off was not set."));
    }
  });
  const remove = async (date: string) => {
    try {
      await deskApi.removeDayOff(schedule.email, date);
      setSet(undefined);
      setProblem(undefined);
      onChanged();
    } catch (error) {
      setProblem(problemOf(error, "The day off was not removed."));
    }
  };
  return (
    <div className="grid gap-3">
      {schedule.daysOff.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Days off">
          {schedule.daysOff.map((date) => (
            <li key={date} className="flex items-center gap-1 rounded-lg border border-slate-300 bg-white pl-3 text-sm">
              {dayLabel(date)}
              <button
                type="button"
                onClick={() => remove(date)}
                className="h-11 px-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Remove<span className="sr-only"> the day off on {dayLabel(date)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">No days off ahead.</p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid items-start gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <TextField control={form.control} name="date" label="Day off" type="date" required />
        <SubmitButton
          pending={form.formState.isSubmitting}
          pendingLabel="Setting…"
          className="justify-self-start sm:mt-6"
        >
          Add day off
        </SubmitButton>
      </form>
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      {set ? <Clashes date={set.date} clashes={set.clashes} isAdmin={me.role === "admin"} /> : null}
    </div>
  );
}

/**
 * A counsellor's working week and days off (issue 43): they decide which consultations the counsellor is given.
 * A counsellor sets their own; an admin chooses whose.
 */
export function DeskSchedule() {
  const me = useDeskStaff();
  const [schedules, setSchedules] = useState<CounsellorSchedule[]>();
  const [chosen, setChosen] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const load = useCallback(async () => {
    try {
      setSchedules((await deskApi.schedules()).counsellors);
      setProblem(undefined);
    } catch (error) {
      setProblem(problemOf(error, "The schedules could not be loaded."));
    }
  }, []);
  useEffect(() => {
    // The schedules are fetched once and after each change; the answer is the state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (problem) return <DeskAlert>{problem}</DeskAlert>;
  if (!schedules) return <DeskNotice>Loading…</DeskNotice>;
  if (schedules.length === 0) return <DeskNotice>No counsellor accounts yet: add them on the Staff page.</DeskNotice>;
  const schedule =
    schedules.find((one) => one.email === chosen) ?? schedules.find((one) => one.email === me.email) ?? schedules[0];
  return (
    <div className="grid gap-5">
      <h2 className="text-xl font-bold text-slate-950">
        Schedule · {schedule.name}, {officeById[schedule.office].city}
      </h2>
      {me.role === "admin" ? (
        <label className="block text-xs font-semibold text-slate-700">
          Counsellor
          <select
            value={schedule.email}
            onChange={(event) => setChosen(event.target.value)}
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
          >
            {schedules.map((one) => (
              <option key={one.email} value={one.email}>
                {one.name} ({officeById[one.office].city})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <section
        aria-labelledby="days-off-heading"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h3 id="days-off-heading" className="text-lg font-bold text-slate-900">
          Days off
        </h3>
        <DaysOff key={schedule.email} schedule={schedule} onChanged={load} />
      </section>
      <section aria-labelledby="hours-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <h3 id="hours-heading" className="text-lg font-bold text-slate-900">
          Working week
        </h3>
        <WorkingWeekForm key={schedule.email} schedule={schedule} onSaved={load} />
      </section>
    </div>
  );
}
