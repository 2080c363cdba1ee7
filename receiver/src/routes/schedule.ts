/**
 * Counsellors' working weeks and days off, under /api/desk/counsellors with the staff session (a counsellor
 * their own, an admin anyone's). They decide which consultations a counsellor is given (booking/counsellors.ts).
 *   GET    /desk/counsellors                         -> { counsellors: CounsellorSchedule[] }
 *   PUT    /desk/counsellors/:email/hours            { workDays, workStart, workEnd } -> CounsellorSchedule
 *   POST   /desk/counsellors/:email/days-off         { date } -> 201 DayOffSet: the consultations it clashes with
 *   DELETE /desk/counsellors/:email/days-off/:date   -> CounsellorSchedule
 */
import { Hono } from "hono";

import { type CounsellorSchedule, type DayOffSet, type Workday, workdays } from "@/contract/desk";
import { DAY_MS, istDateOf, istMidnightOf, type IstDate } from "@/contract/india-time";
import { dayOffSchema, workingHoursSchema } from "@/contract/validations/desk";

import { deskView } from "../desk-view";
import { ApiProblem, invalid, notFound } from "../http/answers";
import { type DeskEnv, jsonObject, type Staff } from "../http/desk-session";
import type { ReceiverDeps } from "../http/env";
import { validJson } from "../http/submission";

/** "09:30" -> 570. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
/** 570 -> "09:30". */
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function scheduleRoutes({ store, config, now: clock }: ReceiverDeps) {
  const now = () => clock?.() ?? new Date();

  /** The counsellor `email` names, if the staff member may change their schedule; else 404 or 403. */
  async function counsellorFor(staff: Staff, email: string) {
    const account = await store.staff.byEmail(email);
    if (!account || account.role !== "counsellor" || !account.office || account.banned) {
      throw notFound("No active counsellor has that address.");
    }
    if (staff.role !== "admin" && account.id !== staff.id) {
      throw new ApiProblem(403, "forbidden", "Only an admin sets another counsellor's hours and days off.");
    }
    return account;
  }

  async function scheduleOf(account: NonNullable<Awaited<ReturnType<typeof store.staff.byEmail>>>) {
    return {
      email: account.email,
      name: account.name,
      office: account.office!,
      workDays: account.workDays ? (account.workDays.split(" ") as Workday[]) : null,
      workStart: account.workStart === null ? null : clockOf(account.workStart),
      workEnd: account.workEnd === null ? null : clockOf(account.workEnd),
      meetingUrl: account.meetingUrl,
      daysOff: await store.staff.daysOff(account.id, istDateOf(now())),
    } satisfies CounsellorSchedule;
  }

  const reread = async (email: string) => scheduleOf((await store.staff.byEmail(email))!);

  return new Hono<DeskEnv>()
    .get("/", async (c) => {
      const staff = c.get("staff");
      const accounts = (await store.staff.all()).filter(
        (account) =>
          account.role === "counsellor" &&
          account.office &&
          !account.banned &&
          (staff.role === "admin" || account.id === staff.id),
      );
      return c.json({ counsellors: await Promise.all(accounts.map(scheduleOf)) });
    })
    .put("/:email/hours", jsonObject, validJson(workingHoursSchema), async (c) => {
      const account = await counsellorFor(c.get("staff"), c.req.param("email"));
      const { workDays, workStart, workEnd, meetingUrl } = c.req.valid("json");
      await store.staff.setHours(account.id, {
        // Kept in the week's order, whatever order they were sent in.
        workDays: workDays ? workdays.filter((day) => workDays.includes(day)).join(" ") : null,
        workStart: workStart ? minutesOf(workStart) : null,
        workEnd: workEnd ? minutesOf(workEnd) : null,
        ...(meetingUrl !== undefined ? { meetingUrl } : {}),
      });
      return c.json<CounsellorSchedule>(await reread(account.email));
    })
    .post("/:email/days-off", jsonObject, validJson(dayOffSchema), async (c) => {
      const account = await counsellorFor(c.get("staff"), c.req.param("email"));
      const date = c.req.valid("json").date as IstDate;
      if (date < istDateOf(now())) throw invalid({ date: "Choose today or a later day" }, "That day has passed.");
      await store.staff.addDayOff(account.id, date);
      const midnight = istMidnightOf(date)!;
      const clashes = await store.desk.heldBy(account.id, new Date(midnight), new Date(midnight + DAY_MS));
      const at = now();
      return c.json<DayOffSet>(
        {
          schedule: await reread(account.email),
          clashes: clashes.map((row) => deskView(row, config.publicApiUrl, at)),
        },
        201,
      );
    })
    .delete("/:email/days-off/:date", async (c) => {
      const account = await counsellorFor(c.get("staff"), c.req.param("email"));
      await store.staff.removeDayOff(account.id, c.req.param("date") as IstDate);
      return c.json<CounsellorSchedule>(await reread(account.email));
    });
}
