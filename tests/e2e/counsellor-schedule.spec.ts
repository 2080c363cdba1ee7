/**
 * Seats are people (issue 43), at 375 px against the real receiver: a visitor books a Mumbai evening visit and is
 * told who holds it; that counsellor marks the day off at the desk and is shown the clash; an admin gives the
 * consultation to the other Mumbai counsellor; the visitor's manage page names the new one. Both Mumbai
 * counsellors work evenings (counsellors.ts), so whoever the receiver chooses, the other takes it over.
 */
import { expect, test } from "@playwright/test";

import type { OpenSlot } from "@/contract/api";
import { dayLabel } from "@/contract/india-time";

import { seriousViolations } from "./axe";
import { counsellors } from "./counsellors";
import { addAdmin, fitsThePhone, signedInPhone } from "./desk-session";
import { ANY_REFERENCE, fillIn, ownEmail, ownPhone, personEntries } from "./forms-helpers";
import { onlyOnPhone } from "./viewports";

onlyOnPhone("families book and counsellors plan their days on phones; the receiver's rules run on both targets");

const mumbaiPair = [counsellors.mumbai, counsellors.mumbaiEvenings];

test("booked with a named counsellor, who takes the day off; an admin gives it to the other; the visitor sees the new name", async ({
  page,
  browser,
}, testInfo) => {
  // The last evening slot both Mumbai counsellors are free for, away from the other tests' days.
  const answer = await page.request.get("/api/slots?mode=office&office=mumbai");
  const { slots } = (await answer.json()) as { slots: OpenSlot[] };
  const slot = slots.filter((one) => one.start.includes("T17:30") && one.available === 2).at(-1);
  expect(slot, "an evening slot with both Mumbai counsellors free").toBeTruthy();
  const date = slot!.start.slice(0, 10);

  await page.goto("/book-consultation");
  await page.getByRole("radio", { name: "Visit our Mumbai office" }).check();
  await page.getByRole("group", { name: "Choose a day" }).locator(`input[value="${date}"]`).check();
  await page.locator(`input[value="${slot!.start}"]`).check();
  const details = page.getByRole("form", { name: "Your details" });
  await fillIn(details, personEntries({ email: ownEmail("evening", testInfo), phone: ownPhone("evening", testInfo) }));
  await details.getByRole("button", { name: "Book this slot" }).click();
  const confirmed = page.getByRole("region", { name: "Your consultation is booked" });
  await expect(confirmed).toContainText(ANY_REFERENCE);
  const shown = (await confirmed.textContent())!;
  const reference = shown.match(ANY_REFERENCE)![0];
  const heldBy = mumbaiPair.find((one) => shown.includes(one.name))!;
  expect(heldBy, "the confirmation names a Mumbai counsellor").toBeTruthy();
  await expect(confirmed.getByText(heldBy.name, { exact: true })).toBeVisible();
  const other = mumbaiPair.find((one) => one !== heldBy)!;
  const manageUrl = (await confirmed.getByRole("link", { name: "Change or cancel" }).getAttribute("href"))!;
  expect(await fitsThePhone(page)).toBeLessThanOrEqual(375);

  // The counsellor who holds it takes that day off, and is shown the consultation it clashes with.
  const desk = await signedInPhone(browser, heldBy.email);
  await desk.getByRole("link", { name: "Schedule" }).click();
  await expect(desk.getByRole("heading", { name: `Schedule · ${heldBy.name}, Mumbai` })).toBeVisible();
  await desk.getByLabel("Day off").fill(date);
  await desk.getByRole("button", { name: "Add day off" }).click();
  const clash = desk.getByRole("status").filter({ hasText: `Day off set for ${dayLabel(date)}` });
  await expect(clash).toContainText("One consultation is still yours that day");
  await expect(clash.getByRole("link", { name: new RegExp(reference) })).toBeVisible();
  await expect(desk.getByRole("list", { name: "Days off" })).toContainText(dayLabel(date));
  expect(await fitsThePhone(desk)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(desk)).toEqual([]);

  // An admin gives it to the other Mumbai counsellor, from the lead's page.
  const admin = await addAdmin(page, testInfo, { name: "Nisha Rao" });
  const adminDesk = await signedInPhone(browser, admin.email);
  await adminDesk.goto(`/desk/lead?ref=${reference}`);
  // The clash stays marked on the desk (also after a reload) until it is given away.
  const offNote = adminDesk.getByText(`${heldBy.name} is off this day: give it to someone else.`);
  await expect(offNote).toBeVisible();
  await adminDesk.getByLabel("Owner").selectOption(other.email);
  await adminDesk.getByRole("button", { name: "Assign" }).click();
  await expect(adminDesk.getByText(`with ${other.name}`)).toBeVisible();
  await expect(offNote).toHaveCount(0);

  // The visitor's manage page names the new counsellor.
  await page.goto(manageUrl);
  await expect(page.getByText(other.name, { exact: true })).toBeVisible();
  expect(await fitsThePhone(page)).toBeLessThanOrEqual(375);

  // The day off is taken back, so the evening stays as the run found it.
  await desk.getByRole("button", { name: `Remove the day off on ${dayLabel(date)}` }).click();
  await expect(desk.getByText("No days off ahead.")).toBeVisible();
});
