/**
 * The company's claims and office hours (content/company.yaml). The spec gives conflicting readings
 * (founding year, student counts, visa success, office hours); each page shows the reading the spec gives
 * for it, and all readings live here, named by where they appear, so the business can reconcile them once.
 */

import { z } from "zod";

import { weekdayNames } from "../../contract/working-hours";

import { infoCard, stat, text } from "./primitives";

/** The days office hours name, in the order a week reads (also the first-response clock's, contract/working-hours.ts). */
export const weekdays = weekdayNames;
export const weekday = z.enum(weekdays);
export type Weekday = z.infer<typeof weekday>;

/** A 24-hour clock time, "19:30". */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time such as "19:30"');

/** One line of opening hours: a day or a run of days, and the hours they are open. */
export const openingHoursLine = z
  .strictObject({ from: weekday, to: weekday.optional(), opens: clockTime, closes: clockTime })
  .refine((line) => line.closes > line.opens, { message: "expected closes after opens", path: ["closes"] })
  .refine((line) => !line.to || weekdays.indexOf(line.to) > weekdays.indexOf(line.from), {
    message: "expected `to` to be a later day than `from`",
    path: ["to"],
  });
export type OpeningHoursLine = z.infer<typeof openingHoursLine>;

/** Office hours as one page states them; `dayRange` keeps that page's wording ("Monday-Friday" or "Monday to Saturday"). */
export const officeHoursReading = z.strictObject({
  dayRange: z.enum(["hyphen", "words"]),
  lines: z.array(openingHoursLine).min(1),
});
export type OfficeHoursReading = z.infer<typeof officeHoursReading>;

/** A line of office hours as a page shows it: "Monday-Friday", "10:00 AM-7:00 PM". */
export type HoursLine = { days: string; hours: string };

const year = z.number().int().min(1900).max(2100);

export const claims = z.strictObject({
  students: z.strictObject({
    /** Home, /about and the student visa page. */
    main: text,
    /** The company story page (/about-us): students placed. */
    companyStory: text,
  }),
  visaSuccess: z.strictObject({ main: text, companyStory: text }),
  founded: z.strictObject({ about: year, companyStory: year }),
  /** The spec's readings of the company's experience: "15+" years, "5+" years, and two in prose. */
  experience: z.strictObject({ companyStory: text, studentVisa: text, overDecade: text, overFifteenYears: text }),
  partnerUniversities: text,
  countries: text,
  cities: text,
  /** Student visa page: approvals in the last two years. */
  visaApprovalsTwoYears: text,
  visitorVisaApproval: text,
  ielts: z.strictObject({ scoredSevenPlus: text, students: text, mockTests: text }),
});
export type Claims = z.infer<typeof claims>;

export const missionVision = z.strictObject({
  mission: z.strictObject({ title: text, text }),
  vision: z.strictObject({ title: text, text }),
});
export type MissionVision = z.infer<typeof missionVision>;

export const company = z.strictObject({
  claims,
  officeHours: z.strictObject({
    /** /contact */
    contact: officeHoursReading,
    /** /about/company-overview, and the LocalBusiness markup of every office. */
    companyOverview: officeHoursReading,
  }),
  /** Shared by /about, /about-us and /about/company-overview. */
  missionVision,
  /** The six core values of /about and /about-us. */
  coreValues: z.array(infoCard).min(1),
  /** The home page's headline figures. */
  homeStats: z.array(stat).min(1),
});
export type Company = z.infer<typeof company>;
