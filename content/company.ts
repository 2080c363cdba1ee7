/**
 * Every marketing claim the company makes, the office hours as each page states them, and the mission,
 * vision and values the about pages share (content/company.yaml). The spec gives conflicting readings
 * (founding year, student counts, visa success, office hours); each page shows the reading the spec gives
 * for it, and all readings live in that one file, named by where they appear.
 */

import { company } from "content-collections";

export type { Claims, HoursLine, MissionVision, OfficeHoursReading, OpeningHoursLine } from "./schemas/company";
export type { Stat } from "./schemas/primitives";

export const claims = company.claims;

/** Office hours as /contact and /about/company-overview state them; lib/hours.ts formats them. */
export const officeHours = company.officeHours;

export const missionVision = company.missionVision;

/** The core values of /about and /about-us. */
export const coreValues = company.coreValues;

/** The home page's headline figures. */
export const homeStats = company.homeStats;
