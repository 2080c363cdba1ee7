/**
 * Shared by the form specs: the test seam (lib/leads/config.ts), an in-process
 * receiver stand-in per worker for scripted answers, mail-draft capture, the
 * visitors' data and small waits.
 *
 * Two receivers are in play. The export's own /api (serve-out.ts proxies it to
 * the real lead receiver, which playwright.config.ts starts) takes the native
 * no-JavaScript posts and the JS-on posts that need only the contract; an
 * in-process LeadReceiver on its own port takes the JS-on posts whose answers a
 * test scripts (faults), reached through window.__LEAD_DELIVERY__. The pages' CSP
 * allows only their own origin, so specs using it run with bypassCSP.
 */
import { expect as baseExpect, test, type Page } from "@playwright/test";

import type { DeliveryTiming } from "@/lib/leads/config";

import { seriousViolations } from "./axe";
import { LeadReceiver, type ScriptedAnswer } from "./lead-receiver";
import { site, telHref } from "@/content/site";

import { decodeMailto } from "../support/mailto";

export { LeadReceiver };

/**
 * The scripted stand-in answers from inside the test worker: on a busy machine its replies,
 * and the pages' own timers, can take longer than Playwright's default 5 s.
 */
export const expect = baseExpect.configure({ timeout: 10_000 });

/** A stand-in receiver for this spec file's worker: started before its tests, stopped after. */
export function standInReceiver(): LeadReceiver {
  const receiver = new LeadReceiver();
  test.beforeAll(async () => {
    await receiver.start();
  });
  test.afterAll(async () => {
    await receiver.stop();
  });
  return receiver;
}

/** Sets the delivery seam before any page script runs. */
export async function setDeliverySeam(page: Page, seam: { api?: string | null } & Partial<DeliveryTiming>) {
  await page.addInitScript((value) => {
    window.__LEAD_DELIVERY__ = value;
  }, seam);
}

/** Aims the page's JavaScript delivery at `receiver`, answering with `script` (the last answer repeats). */
export async function useStandIn(
  page: Page,
  receiver: LeadReceiver,
  script: ScriptedAnswer[] = ["contract"],
  timing: Partial<DeliveryTiming> = {},
) {
  receiver.reset(script);
  await setDeliverySeam(page, { api: receiver.api, ...timing });
}

/**
 * The connection drops after the page has loaded: every script fetched from now on (a form's
 * checks, the toasts) fails as offline. Returns what brings the connection back.
 */
export async function loseConnection(page: Page): Promise<() => void> {
  let online = false;
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) =>
    online ? route.continue() : route.abort("internetdisconnected"),
  );
  return () => {
    online = true;
  };
}

/** Forces mail-draft mode on this export (built with a receiver), as plain static hosting runs it. */
export const useDraftMode = (page: Page) => setDeliverySeam(page, { api: null });

type DraftWindow = Window & { __mailDrafts: string[] };

/**
 * Records the mailto navigations the page lets happen (and stops them: a headless browser has
 * no mail app). Listens last, as the browser's default action comes, so a click the page
 * cancelled is not a draft.
 */
export async function captureMailDrafts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as DraftWindow).__mailDrafts = [];
    window.addEventListener("click", (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"]');
      if (!link || event.defaultPrevented) return;
      event.preventDefault();
      (window as unknown as DraftWindow).__mailDrafts.push((link as HTMLAnchorElement).href);
    });
  });
}

export async function mailDrafts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as DraftWindow).__mailDrafts);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
export const toastItems = (page: Page) => toasts(page).locator("[data-sonner-toast]");

/** Waits until `receiver` holds `count` POSTs, then a little longer to prove no more arrive. */
export async function expectPosts(receiver: LeadReceiver, count: number, settleMs = 400) {
  await expect.poll(() => receiver.posts.length).toBe(count);
  await sleep(settleMs);
  expect(receiver.posts).toHaveLength(count);
}

/** Serious or critical axe findings in the forms and the toast region as they are now (or in `scope`). */
export const formViolations = (page: Page, scope = "form") =>
  seriousViolations(page, [scope, '[aria-label^="Notifications"]']);

/**
 * Lets entrance transitions finish (endless ones, such as loading placeholders, aside): text mid-fade would be
 * measured at partial opacity. A toast starts its transition a frame after it is added, so two frames pass first.
 */
export const animationsDone = async (page: Page) => {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
};

// Markup a visitor might paste: it must travel and show as plain text, never run.
export const MARKUP = '<img src=x onerror="window.__xss=1"> & <b>bold</b>';

export const lead = {
  firstName: "प्रिया",
  lastName: "Sharma",
  email: "priya.sharma+uk@example.com",
  phone: "+91 98765 43210",
  message: `Class 12, CBSE. ${MARKUP}`,
};

export async function fillGetInTouch(page: Page, values: Partial<typeof lead> = {}) {
  const filled = { ...lead, ...values };
  await page.getByLabel("First Name").fill(filled.firstName);
  await page.getByLabel("Last Name").fill(filled.lastName);
  await page.getByLabel("Email Address").fill(filled.email);
  await page.getByLabel("Phone Number").fill(filled.phone);
  await page.getByLabel("Interested Destination").selectOption("uk");
  await page.getByLabel("Service Required").selectOption("visa");
  await page.getByLabel("Message").fill(filled.message);
}

/** Every Get In Touch value is still on screen as typed. */
export async function expectGetInTouchKept(page: Page, values: Partial<typeof lead> = {}) {
  const filled = { ...lead, ...values };
  await expect(page.getByLabel("First Name")).toHaveValue(filled.firstName);
  await expect(page.getByLabel("Last Name")).toHaveValue(filled.lastName);
  await expect(page.getByLabel("Email Address")).toHaveValue(filled.email);
  await expect(page.getByLabel("Phone Number")).toHaveValue(filled.phone);
  await expect(page.getByLabel("Interested Destination")).toHaveValue("uk");
  await expect(page.getByLabel("Service Required")).toHaveValue("visa");
  await expect(page.getByLabel("Message")).toHaveValue(filled.message);
}

export const applicant = {
  firstName: "ધ્રુવ",
  lastName: "Patel",
  email: "dhruv+jobs@example.in",
  phone: "098765-43210",
  location: "Surat",
  coverLetter: `Four years of IELTS teaching. ${MARKUP}`,
};

export async function fillCareers(page: Page) {
  await page.getByLabel("First Name").fill(applicant.firstName);
  await page.getByLabel("Last Name").fill(applicant.lastName);
  await page.getByLabel("Email Address").fill(applicant.email);
  await page.getByLabel("Phone Number").fill(applicant.phone);
  await page.getByLabel("Position Applying For").selectOption("ielts-trainer");
  await page.getByLabel("Years of Experience").selectOption("3-5");
  await page.getByLabel("Current Location").fill(applicant.location);
  await page.getByLabel("Cover Letter").fill(applicant.coverLetter);
}

export const resumePdf = {
  name: "dhruv-patel.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4 sample resume"),
};

/** "BP-" and five Crockford base32 characters (contract/api.ts REFERENCE_PATTERN, unanchored). */
export const REFERENCE = /Your reference: BP-[0-9A-HJKMNP-TV-Z]{5}/;

/** The prefilled ways to send it anyway, inside `scope`: the draft (with `draftContains`), WhatsApp and a phone call. */
export async function expectFallbackOffer(scope: ReturnType<Page["locator"]>, draftContains: string) {
  const draft = scope.getByRole("link", { name: "Open the prefilled e-mail" });
  expect(decodeMailto((await draft.getAttribute("href")) ?? "").body).toContain(draftContains);
  const whatsapp = new URL((await scope.getByRole("link", { name: "Send it on WhatsApp" }).getAttribute("href")) ?? "");
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${site.whatsapp}`);
  expect(whatsapp.searchParams.get("text")).toContain(draftContains);
  await expect(scope.getByRole("link", { name: site.phones[0] })).toHaveAttribute("href", telHref(site.phones[0]));
}
