/**
 * Where the forms deliver, fixed at build time in this one place.
 *
 *   NEXT_PUBLIC_LEAD_ENDPOINT     Get In Touch and contact forms (JSON POST)
 *   NEXT_PUBLIC_CAREERS_ENDPOINT  careers application (multipart POST with the resume)
 *
 * Any backend that accepts a cross-origin POST works (it must answer the CORS
 * preflight for the Content-Type and Idempotency-Key headers). Left empty (the
 * default on plain static hosting), a form opens a prefilled e-mail draft instead.
 */

export type LeadChannel = "lead" | "careers";

// Written out in full: Next.js inlines only literal `process.env.NEXT_PUBLIC_*` reads.
const buildTimeEndpoints: Record<LeadChannel, string | undefined> = {
  lead: process.env.NEXT_PUBLIC_LEAD_ENDPOINT?.trim() || undefined,
  careers: process.env.NEXT_PUBLIC_CAREERS_ENDPOINT?.trim() || undefined,
};

declare global {
  interface Window {
    /**
     * Test seam, set only by the browser tests (tests/e2e/forms.spec.ts, through
     * page.addInitScript) to aim one exported site at their local receiver instead of
     * rebuilding it per endpoint. It changes nothing for visitors: a page can only
     * redirect its own submissions, which any script on it could do anyway.
     */
    __LEAD_ENDPOINTS__?: Partial<Record<LeadChannel, string>>;
  }
}

/** The endpoint a form posts to, or undefined when it should open a mail draft. */
export function leadEndpoint(channel: LeadChannel): string | undefined {
  const testOverride = typeof window === "undefined" ? undefined : window.__LEAD_ENDPOINTS__?.[channel];
  return testOverride ?? buildTimeEndpoints[channel];
}
