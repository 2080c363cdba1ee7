/**
 * Route descriptions (content/fixed-routes.ts) name the figures they state as placeholders,
 * `{educationLoan.maxAmount}` or `{claims.students.main}`, filled in here from the content that owns them: a fee
 * change is one data edit, and the description follows. A placeholder that names nothing throws, so the build
 * fails. The pages a data file makes (services, guides) state their own figures, filled in by the content build.
 */

import { claims, officeHours } from "@/content/company";
import { educationLoan } from "@/content/education-loan";
import { privacyMinimumAge, refundFigures, refundPolicy } from "@/content/legal";
import { programDetail, programsFigures } from "@/content/programs";
import type { RouteEntry } from "@/content/routes";
import { site } from "@/content/site";

import { formatIsoDate } from "./dates";
import { type FigureScope, fillPlaceholders } from "./figures";
import { yearsText } from "./format";
import { hoursLines } from "./hours";

/** "Monday-Friday 10:00 AM-7:00 PM and Saturday 10:00 AM-6:00 PM". */
function hoursSentence(lines: { days: string; hours: string }[]): string {
  return lines.map((line) => `${line.days} ${line.hours}`).join(" and ");
}

/** Everything a route description may name, by the page (or file) that owns it. */
export const routeFigures: FigureScope = {
  claims,
  site: { name: site.name },
  hours: {
    contact: hoursSentence(hoursLines(officeHours.contact)),
    companyOverview: hoursSentence(hoursLines(officeHours.companyOverview)),
  },
  educationLoan: educationLoan.figures,
  programDetail: {
    ...programsFigures,
    duration: yearsText(programDetail.details.durationYears),
    credits: programDetail.details.credits,
  },
  refundPolicy: { ...refundFigures, effective: formatIsoDate(refundPolicy.effectiveDate) },
  privacyPolicy: { minimumAge: privacyMinimumAge },
};

/** The route's meta description with its figures filled in. */
export function routeDescription(route: Pick<RouteEntry, "path" | "description">): string {
  return fillPlaceholders(route.description, routeFigures, `content/routes.ts ${route.path}: description`);
}
