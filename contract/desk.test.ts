import { allowedTransition, languageText, leadStatuses, type LeadStatus } from "./desk";
import { inboxQuerySchema } from "./validations/desk";
import * as z from "zod/mini";

/**
 * Every move the desk allows, from each status: forward along new -> contacted -> booked -> consulted ->
 * applied -> enrolled (a step may be skipped), closed from anywhere but closed, spam released to new,
 * a closed lead reopened as new. Staying put is no move and always allowed.
 */
const allowed: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "booked", "consulted", "applied", "enrolled", "closed"],
  contacted: ["booked", "consulted", "applied", "enrolled", "closed"],
  booked: ["consulted", "applied", "enrolled", "closed"],
  consulted: ["applied", "enrolled", "closed"],
  applied: ["enrolled", "closed"],
  enrolled: ["closed"],
  closed: ["new"],
  spam: ["new", "closed"],
};

describe.each(leadStatuses)("from %s", (from) => {
  test.each(leadStatuses.filter((to) => to !== from))(`to %s`, (to) => {
    expect(allowedTransition(from, to)).toBe(allowed[from].includes(to));
  });
});

test("a visitor's language reads with its own name first, English alone", () => {
  expect(languageText("gu")).toBe("ગુજરાતી (Gujarati)");
  expect(languageText("hi")).toBe("हिन्दी (Hindi)");
  expect(languageText("en")).toBe("English");
});

test("the inbox filters by a language of the site, blank being none; any other is refused", () => {
  for (const language of ["en", "gu", "hi", ""]) expect(z.safeParse(inboxQuerySchema, { language }).success).toBe(true);
  const refused = z.safeParse(inboxQuerySchema, { language: "fr" });
  expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["language"]);
});
