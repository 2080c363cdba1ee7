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
import { expect as baseExpect, test, type Locator, type Page, type TestInfo } from "@playwright/test";

import { REFERENCE_PATTERN } from "@/contract/api";
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

/**
 * Forces mail-draft mode on this export (built with a receiver), as plain static hosting runs it; with
 * `captureDrafts`, the drafts the page opens are recorded (mailDrafts) instead of leaving the page.
 */
export async function useDraftMode(page: Page, { captureDrafts = false } = {}) {
  await setDeliverySeam(page, { api: null });
  if (captureDrafts) await captureMailDrafts(page);
}

type DraftWindow = Window & { __mailDrafts: string[] };

/**
 * Records the mailto navigations the page lets happen (and stops them: a headless browser has
 * no mail app). Listens last, as the browser's default action comes, so a click the page
 * cancelled is not a draft.
 */
async function captureMailDrafts(page: Page) {
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

/**
 * The one mail draft the page opened, decoded: to `to`, with `subject`, and `lines` among its body's lines.
 * Returned, with its URL, for what a test checks further.
 */
export async function expectOneMailDraft(
  page: Page,
  { to, subject, lines }: { to: string; subject: string; lines: string[] },
) {
  await expect.poll(() => mailDrafts(page)).toHaveLength(1);
  const [href] = await mailDrafts(page);
  const draft = decodeMailto(href);
  expect(draft.to).toBe(to);
  expect(draft.subject).toBe(subject);
  expect(draft.body.split("\r\n")).toEqual(expect.arrayContaining(lines));
  return { href, ...draft };
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

/** An e-mail address of this test's own (and project's), so records of parallel tests never collide. */
export const ownEmail = (local: string, testInfo: TestInfo, domain = "example.in") =>
  `${local}+${testInfo.testId.slice(0, 8)}@${domain}`;

/**
 * A mobile number of this test's own (and project's): the receiver counts a person's bookings by phone as well as
 * by e-mail (two upcoming consultations, one place per event), so tests that book never count as one person.
 */
export function ownPhone(local: string, testInfo: TestInfo): string {
  let hash = 5381;
  for (const character of `${testInfo.testId}:${local}`) hash = (hash * 33 + character.charCodeAt(0)) >>> 0;
  return `+91 9${String(hash % 1_000_000_000).padStart(9, "0")}`;
}

export const lead = {
  firstName: "प्रिया",
  lastName: "Sharma",
  email: "priya.sharma+uk@example.com",
  phone: "+91 98765 43210",
  message: `Class 12, CBSE. ${MARKUP}`,
};

/** A field by its label, and the text to type into it or (`{ option }`) the option to choose. */
export type FieldEntry = readonly [label: string, value: string | { option: string }];

/** Fills each labelled field of `scope` (a page or one form of it) in turn. */
export async function fillIn(scope: Page | Locator, entries: readonly FieldEntry[]) {
  for (const [label, value] of entries) {
    const field = scope.getByLabel(label);
    await (typeof value === "string" ? field.fill(value) : field.selectOption(value.option));
  }
}

/** The visitor's name, e-mail and phone, as every form that takes a person asks for them. */
export const personEntries = (
  values: Partial<Pick<typeof lead, "firstName" | "lastName" | "email" | "phone">> = {},
) => {
  const person = { ...lead, ...values };
  return [
    ["First Name", person.firstName],
    ["Last Name", person.lastName],
    ["Email Address", person.email],
    ["Phone Number", person.phone],
  ] as const satisfies readonly FieldEntry[];
};

/** The options fillGetInTouch chooses: the United Kingdom, visa help. */
const getInTouchChoices = { destination: "uk", service: "visa" } as const;

/** Get In Touch as fillGetInTouch fills it, as a receiver gets it. */
export const getInTouchSent = { ...lead, ...getInTouchChoices };

/** Get In Touch as the tests fill it: the visitor (or `values` instead) and getInTouchChoices. */
const getInTouchEntries = (values: Partial<typeof lead> = {}): FieldEntry[] => [
  ...personEntries(values),
  ["Interested Destination", { option: getInTouchChoices.destination }],
  ["Service Required", { option: getInTouchChoices.service }],
  ["Message", values.message ?? lead.message],
];

export const fillGetInTouch = (page: Page, values: Partial<typeof lead> = {}) =>
  fillIn(page, getInTouchEntries(values));

/** Every Get In Touch value is still on screen as typed. */
export async function expectGetInTouchKept(page: Page, values: Partial<typeof lead> = {}) {
  for (const [label, value] of getInTouchEntries(values)) {
    await expect(page.getByLabel(label)).toHaveValue(typeof value === "string" ? value : value.option);
  }
}

export const applicant = {
  firstName: "ધ્રુવ",
  lastName: "Patel",
  email: "dhruv+jobs@example.in",
  phone: "098765-43210",
  location: "Surat",
  coverLetter: `Four years of IELTS teaching. ${MARKUP}`,
};

export const fillCareers = (page: Page) =>
  fillIn(page, [
    ...personEntries(applicant),
    ["Position Applying For", { option: "ielts-trainer" }],
    ["Years of Experience", { option: "3-5" }],
    ["Current Location", applicant.location],
    ["Cover Letter", applicant.coverLetter],
  ]);

export const resumePdf = {
  name: "dhruv-patel.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4 sample resume"),
};

/** A lead's reference anywhere in a text: contract/api.ts's REFERENCE_PATTERN ("BP-" and five characters), unanchored. */
export const ANY_REFERENCE = new RegExp(REFERENCE_PATTERN.source.replace(/^\^|\$$/g, ""));

/** The reference as a form's confirmation gives it; the reference itself is the first group. */
export const REFERENCE = new RegExp(`Your reference: (${ANY_REFERENCE.source})`);

/** The reference a confirmation's `text` gives; fails the test when it gives none. */
export function referenceIn(text: string): string {
  const match = REFERENCE.exec(text);
  expect(match, "the reference is on screen").not.toBeNull();
  return match![1];
}

/** Clicks the form's `button` and gives the reference its confirmation (a status) then shows. */
export async function sendForReference(page: Page, button: string, { timeout }: { timeout?: number } = {}) {
  await page.getByRole("button", { name: button }).click();
  const status = page.getByRole("status").filter({ hasText: REFERENCE });
  await expect(status).toBeVisible({ timeout });
  return referenceIn(await status.innerText());
}

/** The prefilled ways to send it anyway, inside `scope`: the draft (with `draftContains`), WhatsApp and a phone call. */
export async function expectFallbackOffer(scope: ReturnType<Page["locator"]>, draftContains: string) {
  const draft = scope.getByRole("link", { name: "Open the prefilled e-mail" });
  expect(decodeMailto((await draft.getAttribute("href")) ?? "").body).toContain(draftContains);
  const whatsapp = new URL((await scope.getByRole("link", { name: "Send it on WhatsApp" }).getAttribute("href")) ?? "");
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${site.whatsapp}`);
  expect(whatsapp.searchParams.get("text")).toContain(draftContains);
  await expect(scope.getByRole("link", { name: site.phones[0] })).toHaveAttribute("href", telHref(site.phones[0]));
}
