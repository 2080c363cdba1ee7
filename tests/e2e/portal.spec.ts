/**
 * The student and parent portal at 375 px (issue 44), against the real receiver playwright.config.ts starts: a
 * counsellor invites a booked lead from the desk; the student sets a password, signs in at /signin, sees the
 * counsellor and the consultation, uploads a passport scan; the counsellor rejects it with a reason; the student
 * reads why and uploads again, and it is approved; the counsellor adds an offer; the student invites a parent, who
 * signs in and sees the offer and the checklist but no upload control. Each person on their own phone (context).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";

import { seriousViolations } from "./axe";
import { counsellorPassword, counsellors } from "./counsellors";
import { addAdmin, fitsThePhone, signedInPhone } from "./desk-session";
import { lead, ownEmail, ownPhone, toasts } from "./forms-helpers";
import { onlyOnPhone } from "./viewports";

onlyOnPhone("the portal is used on families' phones first; its API is tested on both receiver targets");

const studentPassword = "asha-portal-2026";
const parentPassword = "sunita-portal-2026";

/** A PNG's first bytes and some body: a phone's photo of a passport page, as far as the receiver can tell. */
const passportPhoto = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]),
});

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** Opens a one-time link on `page`, sets the password, and goes on to /signin to sign in with it. */
async function joinAndSignIn(page: Page, inviteUrl: string, email: string, password: string) {
  await page.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).hash);
  await expect(page.getByText(`You will sign in as ${email}.`)).toBeVisible();
  await page.getByLabel("New password").first().fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status").getByText("Your password is set")).toBeVisible();
  await page.getByRole("status").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(toasts(page).getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
}

const documentCard = (page: Page, title: string) => page.getByRole("article").filter({ hasText: title });

test("a booked lead is invited, joins, uploads, is asked again, is approved, gets an offer, and a parent follows it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const email = ownEmail("portal", testInfo);
  const { slots } = (await (await page.request.get("/api/slots?mode=office&office=surat")).json()) as {
    slots: { start: string }[];
  };
  const booked = await page.request.post("/api/bookings", {
    data: {
      ...lead,
      email,
      phone: ownPhone("portal", testInfo),
      mode: "office",
      office: "surat",
      start: slots.at(-1)!.start,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { reference } = (await booked.json()) as { reference: string };

  // The counsellor: the invite, and the scan asked for.
  const desk = await signedInPhone(browser, counsellors.surat.email);
  await desk.goto(`/desk/lead?ref=${reference}`);
  await desk.getByRole("button", { name: "Invite to the student portal" }).click();
  const inviteUrl = await desk.getByLabel("Invite link").inputValue();
  expect(inviteUrl).toMatch(/\/account\/welcome#[A-Za-z0-9_-]{20,}$/);
  const request = desk.getByRole("form", { name: "Request a document" });
  await request.getByLabel("Document").fill("Passport scan");
  await request.getByRole("button", { name: "Request a document" }).click();
  await expect(desk.getByText("Passport scan").first()).toBeVisible();
  expect(await fitsThePhone(desk)).toBeLessThanOrEqual(375);

  // The student: joins, signs in at /signin, sees who and when, uploads the scan.
  const student = await phone(browser);
  await joinAndSignIn(student, inviteUrl, email, studentPassword);
  await expect(student.getByText(counsellors.surat.name)).toBeVisible();
  await expect(student.getByRole("link", { name: "See, move or cancel it" })).toHaveAttribute(
    "href",
    /\/book-consultation\/manage#/,
  );
  await expect(student.getByRole("link", { name: "WhatsApp" }).first()).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  const scan = documentCard(student, "Passport scan");
  await scan.getByLabel("File for Passport scan").setInputFiles(passportPhoto("passport.png"));
  await scan.getByRole("button", { name: "Upload" }).click();
  await expect(scan.getByText("Uploaded, being checked")).toBeVisible();
  expect(await fitsThePhone(student)).toBeLessThanOrEqual(375);

  // The counsellor rejects it, saying why.
  await desk.reload();
  const review = desk.getByRole("form", { name: "Review Passport scan" });
  await review.getByLabel("Reason, if you reject it").fill("The photo page is cut off at the bottom");
  await review.getByRole("button", { name: "Reject" }).click();
  await expect(desk.getByText("The photo page is cut off at the bottom").first()).toBeVisible();

  // The student reads why and uploads again; the counsellor approves it and adds an offer.
  await student.reload();
  await expect(scan.getByText("The photo page is cut off at the bottom")).toBeVisible();
  await scan.getByLabel("File for Passport scan").setInputFiles(passportPhoto("passport-full-page.png"));
  await scan.getByRole("button", { name: "Upload a new version" }).click();
  await expect(scan.getByText("Uploaded, being checked")).toBeVisible();
  await desk.reload();
  await desk.getByRole("form", { name: "Review Passport scan" }).getByRole("button", { name: "Approve" }).click();
  await expect(desk.getByRole("form", { name: "Review Passport scan" })).toHaveCount(0);
  const addApplication = desk.getByRole("form", { name: "Add application" });
  if (!(await addApplication.isVisible())) await desk.getByText("Add an application").click();
  await addApplication.getByLabel("University").fill("University of Leeds");
  await addApplication.getByLabel("Program").fill("MSc Data Science");
  await addApplication.getByLabel("Intake").fill("September 2027");
  await addApplication.getByLabel("Stage").selectOption("offer_conditional");
  await addApplication.getByRole("button", { name: "Add application" }).click();
  await expect(desk.getByText("University of Leeds").first()).toBeVisible();

  await student.reload();
  await expect(scan.getByText("Approved")).toBeVisible();
  await expect(student.getByText("University of Leeds")).toBeVisible();
  expect(await seriousViolations(student)).toEqual([]);

  // The student invites a parent, who follows it read-only.
  const parentEmail = ownEmail("portal-parent", testInfo);
  const invite = student.getByRole("form", { name: "Invite a parent" });
  await invite.getByLabel("Parent's name").fill("Sunita Sharma");
  await invite.getByLabel("Parent's e-mail").fill(parentEmail);
  await invite.getByRole("button", { name: "Invite" }).click();
  const parentLink = await student.getByLabel("Invitation link").inputValue();
  await expect(
    student.getByText("No e-mail was sent: share the link below with them yourself.", { exact: true }),
  ).toBeVisible();

  const parent = await phone(browser);
  await joinAndSignIn(parent, parentLink, parentEmail, parentPassword);
  await expect(parent.getByText("Signed in as Sunita Sharma (parent)")).toBeVisible();
  await expect(parent.getByText("University of Leeds")).toBeVisible();
  await expect(parent.getByRole("cell", { name: "Stage Conditional offer" })).toBeVisible();
  await expect(documentCard(parent, "Passport scan").getByText("Approved")).toBeVisible();
  await expect(parent.locator('input[type="file"]')).toHaveCount(0);
  await expect(parent.getByRole("button", { name: /Upload/ })).toHaveCount(0);
  // Their own data they may download (My data); the student's files they may not.
  await expect(parent.getByRole("region", { name: "Documents" }).getByRole("link", { name: /^Download/ })).toHaveCount(
    0,
  );
  expect(await fitsThePhone(parent)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(parent)).toEqual([]);
});

test("the receiver out of reach: a message typed stays in its box saying why, and the account says it cannot be reached", async ({
  page,
  browser,
}, testInfo) => {
  // A student of the test's own: a lead, an admin's invite through the desk API, the password set from its link.
  const email = ownEmail("portal-down", testInfo);
  const admin = await addAdmin(page, testInfo, { name: "Down Admin" });
  const signedIn = await page.request.post("/api/auth/sign-in/email", {
    headers: { Origin: String(testInfo.project.use.baseURL) },
    data: { email: admin.email, password: counsellorPassword },
  });
  expect(signedIn.status()).toBe(200);
  const sent = await page.request.post("/api/leads", {
    data: { form: "get-in-touch", ...lead, email, phone: ownPhone("portal-down", testInfo), bp_trap_7q: "" },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const invited = await page.request.post(`/api/desk/leads/${reference}/invite`);
  expect(invited.status(), await invited.text()).toBe(201);
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };
  const token = new URL(inviteUrl).hash.slice(1);
  const passwordSet = await page.request.post("/api/portal/auth/reset-password", {
    headers: { Origin: String(testInfo.project.use.baseURL) },
    data: { token, newPassword: studentPassword },
  });
  expect(passwordSet.status(), await passwordSet.text()).toBe(200);

  const student = await phone(browser);
  await student.goto("/signin");
  await student.getByLabel("Email").fill(email);
  await student.getByLabel("Password").fill(studentPassword);
  await student.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(student).toHaveURL(/\/account$/);
  // The account has loaded before the connection goes (else its own load is what fails).
  await expect(student.getByLabel("Your message")).toBeVisible();

  await student.route("**/api/portal/**", (route) => route.abort("internetdisconnected"));
  const text = "Is my SOP due this week?";
  await student.getByLabel("Your message").fill(text);
  await student.getByRole("button", { name: "Send", exact: true }).click();
  await expect(student.getByText("Your message was not sent")).toBeVisible();
  await expect(student.getByLabel("Your message")).toHaveValue(text);

  await student.reload();
  await expect(
    student.getByText("We cannot reach your account just now. Check your connection and try again.").first(),
  ).toBeVisible();
});
