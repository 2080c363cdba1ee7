/**
 * The first touch of a visit, kept in sessionStorage (this tab, until it closes; no cookie, nothing sent
 * until the visitor sends a form): the page the visit began on, the other site that linked to it, and that
 * page's utm_* parameters. A form adds the page it was sent from (contract/lead-source.ts).
 */
import { type LeadSource, type LeadSourceField, utmParameters } from "@/contract/lead-source";

const FIRST_TOUCH_KEY = "bp-first-touch";

type FirstTouch = Partial<Record<Exclude<LeadSourceField, "formPage">, string>>;
type Place = Pick<Location, "origin" | "pathname" | "search">;

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** An address, or null when it is none (URL.parse is too new for many phones families use). */
function parsed(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/** The first touch of a visit whose first recorded page load is `place`, linked from `referrer`. */
export function firstTouchOf(place: Place, referrer: string): FirstTouch {
  const from = referrer ? parsed(referrer) : null;
  const here = new URL(`${place.pathname}${place.search}`, place.origin);
  // A link from this site with no first touch yet: the visit began on the page that linked here, before the
  // recording script ran (a tap before the page's scripts loaded).
  const began = from?.origin === place.origin ? from : here;
  const touch: FirstTouch = { landingPage: pathOf(began) };
  if (from && from.origin !== place.origin) touch.referrer = from.href;
  for (const [field, parameter] of Object.entries(utmParameters)) {
    const value = began.searchParams.get(parameter);
    if (value) touch[field as keyof typeof utmParameters] = value;
  }
  return touch;
}

/**
 * Stores this page load's first touch unless the tab's visit has one. `storage` is a getter: reading
 * window.sessionStorage itself throws where storage is refused (some private modes), which is fine.
 */
export function recordFirstTouch(place: Place, referrer: string, storage: () => Storage) {
  try {
    const session = storage();
    if (session.getItem(FIRST_TOUCH_KEY) === null) {
      session.setItem(FIRST_TOUCH_KEY, JSON.stringify(firstTouchOf(place, referrer)));
    }
  } catch {
    // Without storage the lead still carries the page it was sent from.
  }
}

/** The source a form sends: the visit's first touch, if recorded, and the page the form is on. */
export function leadSourceNow(place: Place, storage: () => Storage): Partial<LeadSource> {
  let touch: FirstTouch = {};
  try {
    const stored = storage().getItem(FIRST_TOUCH_KEY);
    if (stored) touch = JSON.parse(stored) as FirstTouch;
  } catch {
    // Unreadable: only the form page.
  }
  return { ...touch, formPage: place.pathname };
}
