import { allowedTransition, leadStatuses, type LeadStatus } from "./desk";

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
