/** Numbers as the forms' messages write them; shared by the site and the lead receiver. */

/**
 * 2000 -> "2,000", 150000 -> "1,50,000": a whole number grouped the Indian way, for
 * limits and counts in form messages. Written out rather than with Intl, whose first
 * use loads locale data: measured at about 190 ms of a phone's (4x slowed) main
 * thread while the sign-in form's schema was built.
 */
export function countText(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}
