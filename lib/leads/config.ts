/**
 * Where and how the forms deliver, fixed at build time in this one place.
 *
 *   NEXT_PUBLIC_LEAD_API  the lead receiver's API base: "/api" behind the same origin,
 *                         or "https://leads.example.workers.dev/api" (see contract/api.ts)
 *
 * Left empty (plain static hosting), every form falls back to a prefilled e-mail draft.
 */
import { apiUrl, type ApiPath } from "@/contract/api";

/** The receiver endpoints a form can post to. */
export type LeadEndpoint = Extract<ApiPath, "leads" | "careers" | "newsletter">;

// Written out in full: Next.js inlines only literal `process.env.NEXT_PUBLIC_*` reads.
const buildTimeApi = process.env.NEXT_PUBLIC_LEAD_API?.trim() || undefined;

/** How long one send may take, attempts included (issue 11: about 30 s, then the fallback offer). */
export type DeliveryTiming = {
  /** The whole send, every retry included. */
  deadlineMs: number;
  /** One attempt; a receiver that does not answer in time counts as a network error. */
  attemptTimeoutMs: number;
  /** First backoff delay; it doubles per retry. */
  baseDelayMs: number;
};

const jsonTiming: DeliveryTiming = { deadlineMs: 30_000, attemptTimeoutMs: 6_000, baseDelayMs: 1_000 };

/**
 * The careers form uploads up to 5 MB: at 1 Mbit/s upstream (ordinary mobile data)
 * that alone takes 40 s, so one attempt may run longer and the whole send gets a minute.
 */
const uploadTiming: DeliveryTiming = { deadlineMs: 60_000, attemptTimeoutMs: 45_000, baseDelayMs: 1_000 };

declare global {
  interface Window {
    /**
     * Test seam, set only by the browser tests (through page.addInitScript, before any
     * page script runs): `api` aims the forms' JavaScript delivery at a stand-in receiver,
     * or `null` forces mail-draft mode on an export built with a receiver; the timings
     * shorten the waits. It changes nothing for visitors: a page can only redirect its own
     * submissions, which any script on it could do anyway. The native (no-JavaScript)
     * form actions always come from the build.
     */
    __LEAD_DELIVERY__?: { api?: string | null } & Partial<DeliveryTiming>;
  }
}

const testSeam = () => (typeof window === "undefined" ? undefined : window.__LEAD_DELIVERY__);

/**
 * The endpoint a form's JavaScript posts to, or undefined when it should open a mail
 * draft. Read at submit time (after hydration), so the test seam may change it.
 */
export function leadEndpoint(endpoint: LeadEndpoint): string | undefined {
  const base = receiverApiBase();
  return base ? apiUrl(base, endpoint) : undefined;
}

/** The receiver's API base the page's scripts talk to (the desk too), or undefined on plain static hosting. */
export function receiverApiBase(): string | undefined {
  const seam = testSeam();
  return seam && "api" in seam ? (seam.api ?? undefined) : buildTimeApi;
}

/**
 * The endpoint baked into the HTML for the no-JavaScript path (a form's `action`).
 * Build-time only: the server render and the first client render must agree.
 */
export function nativeEndpoint(endpoint: LeadEndpoint): string | undefined {
  return buildTimeApi ? apiUrl(buildTimeApi, endpoint) : undefined;
}

/** The time limits for one send to `endpoint`. */
export function deliveryTiming(endpoint: LeadEndpoint): DeliveryTiming {
  const timing = endpoint === "careers" ? uploadTiming : jsonTiming;
  const seam = testSeam();
  return {
    deadlineMs: seam?.deadlineMs ?? timing.deadlineMs,
    attemptTimeoutMs: seam?.attemptTimeoutMs ?? timing.attemptTimeoutMs,
    baseDelayMs: seam?.baseDelayMs ?? timing.baseDelayMs,
  };
}
