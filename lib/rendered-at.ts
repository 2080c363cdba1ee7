/**
 * The moment the static pages are decided on: which events have taken place, which openings are still listed.
 * Now, while `next build` renders them (a daily rebuild keeps a real export true); or BUILD_TIME, an ISO 8601
 * instant, for an export decided on a fixed moment: the browser tests' export (scripts/test-all.ts) and the
 * pages the unit tests render, so what they check does not move with the calendar.
 */
export function renderedAt(): Date {
  const fixed = process.env.BUILD_TIME;
  if (!fixed) return new Date();
  const at = new Date(fixed);
  if (Number.isNaN(at.getTime())) throw new Error(`BUILD_TIME is not an instant: ${fixed}`);
  return at;
}
