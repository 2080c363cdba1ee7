/**
 * From the exported page's form to a stored row: the real lead receiver (Node target, a fresh
 * SQLite file, started by playwright.config.ts behind the site's /api) keeps what the visitor
 * typed, and the reference on screen is the one counsellors find in their export.
 */
import { expect, test, type TestInfo } from "@playwright/test";

import {
  applicant,
  fillCareers,
  fillGetInTouch,
  lead,
  ownEmail,
  referenceIn,
  resumePdf,
  sendForReference,
} from "./forms-helpers";
import { counsellor, storedLead } from "./inbox";
import { behaviourOnPhone } from "./viewports";

// Delivery to the inbox is the same at every width: checked once, on the phone (tests/e2e/viewports.ts).
behaviourOnPhone();

/** Each test and project writes its own address, so rows never collide across parallel runs. */
function uniqueEmail(base: string, testInfo: TestInfo) {
  const [local, domain] = base.split("@");
  return ownEmail(local, testInfo, domain);
}

test("Get In Touch: the reference on screen names the stored row, with every field as typed", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(lead.email, testInfo);
  await page.goto("/get-in-touch");
  await fillGetInTouch(page, { email });
  const reference = await sendForReference(page, "Send Message");

  const row = await storedLead(request, reference);
  expect(row).toMatchObject({
    Form: "Get In Touch",
    Status: "new",
    "First Name": lead.firstName,
    "Last Name": lead.lastName,
    "Email Address": email,
    "Interested Destination": "United Kingdom",
    "Service Required": "Visa assistance",
    Message: lead.message,
  });
  expect(row!["Phone Number"].replace(/\D/g, "")).toMatch(/9876543210$/);
});

test("Careers: the application and its resume are stored, and the resume downloads byte for byte", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(applicant.email, testInfo);
  await page.goto("/careers/apply-now");
  await fillCareers(page);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Resume").setInputFiles(resumePdf);
  const reference = await sendForReference(page, "Submit Application");

  const row = await storedLead(request, reference);
  expect(row).toMatchObject({
    Form: "Careers application",
    "First Name": applicant.firstName,
    "Email Address": email,
    "Current Location": applicant.location,
    "Cover Letter": applicant.coverLetter,
    "Resume file": resumePdf.name,
    "Resume size (bytes)": String(resumePdf.buffer.length),
  });
  const download = await request.get(`/api/resumes/${reference}`, { headers: counsellor });
  expect(download.status()).toBe(200);
  expect(Buffer.compare(await download.body(), resumePdf.buffer)).toBe(0);
});

test("the stored lead says where the visit began, the campaign that brought it and the page that sent it", async ({
  page,
  request,
}, testInfo) => {
  const landing = "/destinations/germany?utm_source=google&utm_medium=cpc&utm_campaign=winter-intake";
  await page.goto(landing, { referer: "https://www.google.com/" });
  // The visit's first touch is kept once the page's scripts run; a later page keeps it.
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
  await page.goto("/programs");
  await page.goto("/get-in-touch");
  await fillGetInTouch(page, { email: uniqueEmail(lead.email, testInfo) });
  const reference = await sendForReference(page, "Send Message");

  expect(await storedLead(request, reference)).toMatchObject({
    "Landing page": landing,
    "Referred by": "https://www.google.com/",
    "Form sent from": "/get-in-touch",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "winter-intake",
    utm_term: "",
  });
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the stored lead names the page its form was posted from, and no source it cannot know", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto("/contact?utm_source=google");
    await page.getByLabel("First Name").fill(lead.firstName);
    await page.getByLabel("Email Address").fill(uniqueEmail(lead.email, testInfo));
    await page.getByLabel("Message").fill(lead.message);
    await page.getByRole("button", { name: "Send Message" }).click();
    const reference = referenceIn(await page.locator("body").innerText());
    expect(await storedLead(request, reference)).toMatchObject({
      Form: "Contact",
      "Form sent from": "/contact",
      "Landing page": "",
      utm_source: "",
    });
  });
});

test("the counsellors' export refuses a visitor without the token", async ({ request }) => {
  const answer = await request.get("/api/leads.csv");
  expect(answer.status()).toBe(401);
});
