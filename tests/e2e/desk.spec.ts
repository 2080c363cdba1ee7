/**
 * The counsellors' desk at 375 px (issue 33), against the real receiver playwright.config.ts starts: a visitor
 * from a campaign sends Get In Touch from an office's card; that office's counsellor signs in on a phone, finds the lead with its
 * source, has call and WhatsApp links that name it, marks it contacted and adds a note; the admin sees both in
 * its history. Each person has their own browser context (their own cookie), as on their own phones.
 */
import { expect, test } from "@playwright/test";

import { seriousViolations } from "./axe";
import { fillGetInTouch, lead, ownEmail, ownPhone, sendForReference } from "./forms-helpers";
import { counsellorPassword as password, counsellors } from "./counsellors";
import { addAdmin, fitsThePhone, signedInPhone } from "./desk-session";
import { onlyOnPhone } from "./viewports";

onlyOnPhone("the desk is used on counsellors' phones first; its API is tested on both receiver targets");

test("a campaign's lead reaches its office's counsellor, who calls, marks it contacted and notes it; the admin sees it all", async ({
  page,
  browser,
}, testInfo) => {
  const counsellor = counsellors.surat;
  const admin = await addAdmin(page, testInfo, { name: "Anil Mehta" });

  // The visitor: arrives from a newsletter campaign, reads two pages, sends Get In Touch to the Surat office
  // from its card (the default office is Vadodara).
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=dec-intake");
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
  await page.goto("/services/student-visa");
  await page.goto("/about/company-overview");
  await page.getByRole("link", { name: "Request a call back from the Surat office" }).click();
  await expect(page).toHaveURL(/\/get-in-touch\?office=surat$/);
  await expect(page.getByText("Your request goes to our Surat office.")).toBeVisible();
  const email = ownEmail("aarav", testInfo);
  await fillGetInTouch(page, { email });
  const reference = await sendForReference(page, "Send Message");

  // The counsellor, on a phone: the lead is in the inbox with its source.
  const desk = await signedInPhone(browser, counsellor.email);
  await desk.getByLabel("Search name, phone, e-mail or reference").fill(reference);
  const row = desk.getByRole("list", { name: "Leads" }).getByRole("link").filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${lead.firstName} ${lead.lastName}`);
  await expect(row).toContainText("newsletter / email (dec-intake)");
  await expect(row).toContainText("Meera Shah");
  expect(await seriousViolations(desk)).toEqual([]);
  expect(await fitsThePhone(desk)).toBeLessThanOrEqual(375);
  await row.click();

  await expect(desk.getByRole("heading", { level: 2, name: `${lead.firstName} ${lead.lastName}` })).toBeVisible();
  const call = desk.getByRole("link", { name: /^Call / });
  await expect(call).toHaveAttribute("href", "tel:+919876543210");
  const whatsapp = new URL((await desk.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!);
  expect(whatsapp.pathname).toBe("/919876543210");
  expect(whatsapp.searchParams.get("text")).toContain(reference);
  expect(whatsapp.searchParams.get("text")).toContain("Meera Shah");
  await expect(desk.getByText("newsletter", { exact: true })).toBeVisible();
  await expect(desk.getByText("/get-in-touch", { exact: true })).toBeVisible();

  await desk.getByLabel("New status").selectOption("contacted");
  await desk.getByRole("button", { name: "Update status" }).click();
  await expect(desk.getByRole("status").filter({ hasText: "Status is now Contacted." })).toBeVisible();
  const note = "Called at 11; wants a UK visa slot next week.";
  await desk.getByLabel("Add a note").fill(note);
  await desk.getByRole("button", { name: "Add note" }).click();
  await expect(desk.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
  const history = desk.getByRole("list", { name: "History" });
  await expect(history).toContainText("new -> contacted");
  await expect(history).toContainText(note);
  expect(await seriousViolations(desk)).toEqual([]);
  expect(await fitsThePhone(desk)).toBeLessThanOrEqual(375);

  // The admin sees the lead, its owner and who did what.
  const adminDesk = await signedInPhone(browser, admin.email);
  await adminDesk.goto(`/desk/lead?ref=${reference}`);
  const adminHistory = adminDesk.getByRole("list", { name: "History" });
  await expect(adminHistory.getByRole("listitem")).toHaveCount(2);
  await expect(adminHistory.getByRole("listitem").first()).toContainText("new -> contacted");
  await expect(adminHistory.getByRole("listitem").first()).toContainText("Meera Shah");
  await expect(adminHistory.getByRole("listitem").last()).toContainText(note);
  await expect(adminDesk.getByText(/owner Meera Shah/)).toBeVisible();
});

test("a new lead appears in an open inbox at its next poll, without a reload", async ({ page, browser }, testInfo) => {
  // An admin (every office, and never an owner in turn), so the other test's counsellor keeps its leads.
  const admin = await addAdmin(page, testInfo, { name: "Ravi Iyer" });
  const desk = await signedInPhone(browser, admin.email, { fakeClock: true });
  const email = ownEmail("kiran", testInfo);
  await desk.goto(`/desk?q=${encodeURIComponent(email)}`);
  await expect(desk.getByText("No leads match these filters.")).toBeVisible();

  const posted = await page.request.post("/api/leads", {
    data: {
      form: "get-in-touch",
      firstName: "Kiran",
      lastName: "Rao",
      email,
      phone: "98250 11111",
      destination: "uk",
      service: "visa",
      message: "Please call after 6 pm.",
    },
  });
  expect(posted.status()).toBe(201);
  await desk.clock.fastForward("00:31");
  await expect(desk.getByRole("list", { name: "Leads" }).getByRole("link")).toContainText("Kiran Rao");
  await expect(desk.getByRole("status").filter({ hasText: "1 new lead." })).toBeVisible();
});

test("an admin adds a counsellor on the Staff page, whose one-time link sets a password once", async ({
  page,
  browser,
}, testInfo) => {
  const admin = await addAdmin(page, testInfo, { name: "Asha Desai" });
  const desk = await signedInPhone(browser, admin.email);
  await desk.getByRole("link", { name: "Staff" }).click();
  const newcomer = ownEmail("dev", testInfo, "brightpath.test");
  await desk.getByLabel("Full name").fill("Dev Patel");
  await desk.getByLabel("Work e-mail").fill(newcomer);
  await desk.getByLabel("Role").selectOption("counsellor");
  // Vadodara: the Mumbai visits the booking tests take have exactly the run's Mumbai counsellor.
  await desk.getByLabel("Office").selectOption("vadodara");
  await desk.getByRole("button", { name: "Add and get the link" }).click();
  const link = await desk.getByLabel("Set-password link").inputValue();
  expect(new URL(link).pathname).toBe("/desk/set-password");
  await expect(desk.getByRole("listitem").filter({ hasText: newcomer })).toContainText("Counsellor, Vadodara");
  expect(await fitsThePhone(desk)).toBeLessThanOrEqual(375);

  // The newcomer, on their own phone: sets a password, and the link is spent.
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true })).newPage();
  const setPassword = async () => {
    await phone.goto(link);
    // "New password" also names "New password again": the first is the new one.
    await phone.getByLabel("New password").first().fill(password);
    await phone.getByLabel("New password again").fill(password);
    await phone.getByRole("button", { name: "Set password" }).click();
  };
  await setPassword();
  await expect(phone.getByRole("status").filter({ hasText: "Your password is set." })).toBeVisible();
  await setPassword();
  await expect(phone.getByRole("main").getByRole("alert")).toHaveText(
    "This link has been used or has expired. Ask an admin for a new one.",
  );
  await (await signedInPhone(browser, newcomer)).close();
});

test("the day view: an office's booked consultation by time, with who holds it; Attended waits for its start", async ({
  page,
  browser,
}, testInfo) => {
  const counsellor = counsellors.vadodara;
  const { slots } = (await (await page.request.get("/api/slots?mode=office&office=vadodara")).json()) as {
    slots: { start: string }[];
  };
  const slot = slots.at(-1)!;
  const booked = await page.request.post("/api/bookings", {
    data: {
      ...lead,
      email: ownEmail("day", testInfo),
      phone: ownPhone("day", testInfo),
      mode: "office",
      office: "vadodara",
      start: slot.start,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { reference } = (await booked.json()) as { reference: string };

  const desk = await signedInPhone(browser, counsellor.email);
  await desk.getByRole("link", { name: "Day" }).click();
  await desk.getByLabel("Day", { exact: true }).fill(slot.start.slice(0, 10));
  const row = desk.getByRole("listitem").filter({ hasText: reference });
  await expect(row).toContainText(/\d{1,2}:\d{2} [AP]M/);
  await expect(row).toContainText("office visit");
  await expect(row).toContainText(/With (Kiran Joshi|Dev Patel)/);
  // Marked from its start (the receiver refuses it before: receiver/tests/capacity.test.ts marks one after).
  await expect(row).toContainText(/Attended and No-show open at \d{1,2}:\d{2} [AP]M/);
  await expect(row.getByRole("button", { name: "Attended" })).toHaveCount(0);
  expect(await fitsThePhone(desk)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(desk)).toEqual([]);
});

test("a session that ends while a note is typed: sign in again over the page, and the note is still there to add", async ({
  page,
  browser,
}, testInfo) => {
  const admin = await addAdmin(page, testInfo, { name: "Ishaan Rao" });
  const posted = await page.request.post("/api/leads", {
    data: { ...lead, form: "get-in-touch", email: ownEmail("session", testInfo), phone: ownPhone("session", testInfo) },
  });
  expect(posted.status()).toBe(201);
  const { reference } = (await posted.json()) as { reference: string };
  const desk = await signedInPhone(browser, admin.email);
  await desk.goto(`/desk/lead?ref=${reference}`);
  const note = "Parent called back: prefers Saturday.";
  await desk.getByLabel("Add a note").fill(note);
  // The session ends (its cookie gone, as when it expires) while the note waits to be added.
  await desk.context().clearCookies();
  await desk.getByRole("button", { name: "Add note" }).click();

  const again = desk.getByRole("dialog", { name: "Sign in again" });
  await expect(again).toBeVisible();
  await expect(again).toContainText("what you typed is kept");
  await expect(desk.getByText("Note added.")).toHaveCount(0);
  await expect(again.getByLabel("Work e-mail")).toHaveValue(admin.email);
  await again.getByLabel("Password").fill(password);
  await again.getByRole("button", { name: "Sign in" }).click();
  await expect(again).toBeHidden();
  await expect(desk.getByLabel("Add a note")).toHaveValue(note);
  await desk.getByRole("button", { name: "Add note" }).click();
  await expect(desk.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
  await expect(desk.getByRole("list", { name: "History" })).toContainText(note);
  expect(await fitsThePhone(desk)).toBeLessThanOrEqual(375);
});

test("a wrong password is refused with what to do, and the e-mail typed stays", async ({ page }) => {
  await page.goto("/desk");
  await page.getByLabel("Work e-mail").fill("nobody@brightpath.test");
  await page.getByLabel("Password").fill("not-a-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "That e-mail and password do not match an active desk account.",
  );
  await expect(page.getByLabel("Work e-mail")).toHaveValue("nobody@brightpath.test");
});

test("the desk is kept out of search engines and the site search", async ({ page, request }) => {
  await page.goto("/desk");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/desk");
});
