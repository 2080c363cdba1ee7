/**
 * The spec sends "Book Free Consultation", "Enroll Now" and "Download Visa Guide" to the careers application.
 * A visitor who came for a consultation finds, in the first screen (375 px and desktop), the way to the
 * consultation request with the service the button named already chosen.
 */
import { expect, test } from "@playwright/test";

test("Enroll Now on IELTS coaching: the careers page offers the consultation request with IELTS coaching chosen", async ({
  page,
}) => {
  await page.goto("/services/ielts-coaching");
  const enroll = page.getByRole("main").getByRole("link", { name: "Enroll Now" }).first();
  await expect(enroll).toHaveAttribute("href", "/careers/apply-now?service=ielts");
  await enroll.click();
  await expect(page).toHaveURL(/\/careers\/apply-now\?service=ielts$/);

  const card = page.getByRole("region", { name: "Here for a free consultation or to enrol?" });
  const request = card.getByRole("link", { name: "Request a free consultation" });
  await expect(request).toHaveAttribute("href", "/get-in-touch?service=ielts");
  await expect(card).toContainText("You asked about: IELTS coaching.");
  // In the first screen, and above the job application form.
  await expect(request).toBeInViewport({ ratio: 1 });
  const form = page.getByRole("textbox", { name: /First Name/ }).first();
  expect((await card.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);

  await request.click();
  await expect(page).toHaveURL(/\/get-in-touch\?service=ielts$/);
  await expect(page.getByLabel("Service Required")).toHaveValue("ielts", { timeout: 15_000 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the careers page still leads to the consultation request", async ({ page }) => {
    await page.goto("/careers/apply-now?service=visa");
    const request = page.getByRole("link", { name: "Request a free consultation" });
    await expect(request).toHaveAttribute("href", "/get-in-touch");
    await expect(request).toBeInViewport({ ratio: 1 });
  });
});
