/**
 * The five forms in the exported site, as a visitor uses them with JavaScript: layout,
 * messages, delivery to the receiver (the export's own /api, or a scripted stand-in
 * through the test seam), retries on Playwright's fake clock, and mail-draft mode.
 * The failure modes of issue 11, one test each, are in forms-failure-modes.spec.ts.
 *
 * Backoff timing runs on the fake clock: the page's setTimeout-based delays are
 * advanced tick by tick, so "no retry at 999 ms, a retry at 1000 ms" is asserted
 * exactly instead of waiting seconds.
 */
import { test as base, type Page } from "@playwright/test";
import { offices, site, telHref } from "@/content/site";

import {
  animationsDone,
  applicant,
  expect,
  expectFallbackOffer,
  expectPosts,
  expectOneMailDraft,
  fillCareers,
  fillGetInTouch,
  fillIn,
  lead,
  personEntries,
  MARKUP,
  REFERENCE,
  resumePdf,
  formViolations,
  standInReceiver,
  sleep,
  toasts,
  useDraftMode,
  useStandIn,
} from "./forms-helpers";
import { behaviourOnPhone } from "./viewports";

// Every page fails its test on a dialog. A fixture, not a file-level beforeEach: a hook would open a page before
// the describes' viewport modifiers skip a test (tests/e2e/viewports.ts).
const test = base.extend({
  page: async ({ page }, provide) => {
    page.on("dialog", (dialog) => {
      throw new Error(`Unexpected dialog: ${dialog.message()}`);
    });
    await provide(page);
  },
});

const receiver = standInReceiver();

// The stand-in's port is chosen at run time; the pages' CSP names only their own origin.
test.use({ bypassCSP: true });

/**
 * Runs `action` and waits until the page has the answer to the POST it causes, and
 * a moment more, so the page has scheduled its next backoff timer before the test
 * moves the fake clock on.
 */
async function untilAnswered(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (response) => response.url().startsWith(receiver.origin) && response.request().method() === "POST",
  );
  await action();
  await answered;
  await sleep(150);
}

/**
 * The toast region loads sonner on first use and shows a toast from a zero-delay
 * timer; on a paused clock, step time in small ticks until the toast is there.
 */
async function expectToastOnPausedClock(page: Page, title: string) {
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return toasts(page).getByText(title).isVisible();
    })
    .toBe(true);
}

test.describe("sign-in", () => {
  test("page metadata and the spec's layout", async ({ page }) => {
    await page.goto("/signin");
    await expect(page).toHaveTitle("Sign In | BrightPath Overseas");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/signin$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /student services/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");
    await expect(page.getByText("Access your student dashboard and continue your application.")).toBeVisible();
    await expect(page.getByText("or continue with email")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("placeholder", site.email);
    await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
    await expect(page.getByRole("link", { name: "Get in touch", exact: true })).toHaveAttribute(
      "href",
      "/get-in-touch",
    );
    await expect(page.getByText("Sign-in needs JavaScript")).toBeHidden();
  });

  test.describe("what it says and keeps", () => {
    behaviourOnPhone();

    test("both messages, then a wrong password is refused; the password goes only to the sign-in request", async ({
      page,
    }) => {
      const password = "Secret-pass-123";
      const consoleText: string[] = [];
      const requests: string[] = [];
      page.on("console", (message) => consoleText.push(message.text()));
      await page.goto("/signin");
      page.on("request", (request) => {
        // The one request that must carry it: the POST to the receiver's sign-in, in its body.
        if (request.url().endsWith("/api/portal/auth/sign-in/email")) requests.push(request.url());
        else requests.push(`${request.url()} ${request.postData() ?? ""}`);
      });

      await page.getByRole("button", { name: "Continue", exact: true }).click();
      await expect(page.getByText("Please enter a valid email")).toBeVisible();
      await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
      await expect(page.getByLabel("Email")).toBeFocused();
      await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

      await page.getByLabel("Email").fill("not-an-email");
      await page.getByLabel("Password").fill("12345");
      await page.getByRole("button", { name: "Continue", exact: true }).click();
      await expect(page.getByText("Please enter a valid email")).toBeVisible();
      await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

      await page.getByLabel("Email").fill("student+uk@example.com");
      await expect(page.getByText("Please enter a valid email")).toBeHidden();
      await page.getByLabel("Password").fill(password);
      await expect(page.getByText("Password must be at least 6 characters")).toBeHidden();
      await page.getByRole("button", { name: "Continue", exact: true }).click();

      await expect(page.getByText("Invalid email or password.").first()).toBeVisible();
      await expect(toasts(page).getByText("Welcome back!")).toHaveCount(0);
      await expect(page.getByLabel("Email")).toHaveValue("student+uk@example.com");

      expect(page.url()).not.toContain(password);
      expect(page.url()).not.toContain("password");
      const storage = await page.evaluate(
        () => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
      );
      expect(storage).not.toContain(password);
      expect(requests.join("\n")).not.toContain(password);
      expect(consoleText.join("\n")).not.toContain(password);
    });

    test("Google and Apple say honestly they are not set up here; Forgot password? gives one answer for any address, and says when no e-mail can go", async ({
      page,
    }) => {
      await page.goto("/signin");
      await page.getByRole("button", { name: "Continue with Google" }).click();
      await expect(toasts(page).getByText("Sign-in with Google is not available yet")).toBeVisible();
      await expect(toasts(page).getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/get-in-touch");
      await page.getByRole("button", { name: "Continue with Apple" }).click();
      await expect(toasts(page).getByText("Sign-in with Apple is not available yet")).toBeVisible();
      await page.getByLabel("Email").fill("nobody-has-this@example.com");
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await expect(
        // This receiver has no mail channel: it says so, the same for any address.
        page.getByText("We cannot e-mail a link just now: nothing was sent.", { exact: false }).first(),
      ).toBeVisible();
    });
  });
});

test.describe("get in touch", () => {
  behaviourOnPhone();
  test("shows the contact information and the tip beside the form", async ({ page }) => {
    await page.goto("/get-in-touch");
    const aside = page.getByRole("complementary", { name: "Contact information" });
    await expect(aside.getByRole("link", { name: site.phones[0] })).toHaveAttribute("href", telHref(site.phones[0]));
    await expect(aside.getByRole("link", { name: site.email })).toBeVisible();
    for (const office of offices) await expect(aside.getByText(office.city, { exact: true })).toBeVisible();
    await expect(page.getByText(/Mention your preferred destination and your current education level/)).toBeVisible();
  });

  test("an empty submit names the four required fields and focuses the first", async ({ page }) => {
    await page.goto("/get-in-touch");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Please enter your first name",
      "Please enter your last name",
      "Please enter your email address",
      "Please enter your phone number",
    ]) {
      await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    }
    await expect(page.getByLabel("First Name")).toBeFocused();
  });

  test("reaches the receiver on its own origin and shows the reference", async ({ page }) => {
    await page.goto("/get-in-touch");
    await fillGetInTouch(page);
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(new URL((await posted).url()).pathname).toBe("/api/leads");
    const status = page.getByRole("status").filter({ hasText: "Thank you! Your message reached our counsellors." });
    await expect(status).toContainText(REFERENCE);
    await expect(toasts(page).getByText(REFERENCE)).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("");
  });

  test("retries 5xx after 1 s, 2 s and 4 s with one idempotency key, then confirms and resets", async ({ page }) => {
    await useStandIn(page, receiver, [{ status: 500 }, { status: 502 }, { status: 503 }, "contract"]);
    await page.clock.install();
    await page.goto("/get-in-touch");
    await fillGetInTouch(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await untilAnswered(page, () => page.getByRole("button", { name: "Send Message" }).click());
    await expect(page.getByRole("button", { name: /Sending/ })).toBeDisabled();
    await expectPosts(receiver, 1, 0);
    for (const [retry, delay] of [1000, 2000, 4000].entries()) {
      await page.clock.runFor(delay - 1);
      await expectPosts(receiver, retry + 1, 300);
      await untilAnswered(page, () => page.clock.runFor(1));
      await expectPosts(receiver, retry + 2, 0);
    }
    await expectToastOnPausedClock(page, "Thank you! Your message reached our counsellors.");

    const keys = receiver.posts.map((post) => post.headers["idempotency-key"]);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
    expect(receiver.posts.every((post) => post.path === "/api/leads")).toBe(true);
    expect(receiver.posts[3].headers["content-type"]).toBe("application/json");
    expect(receiver.json(3)).toEqual({
      form: "get-in-touch",
      idempotencyKey: keys[0],
      ...lead,
      destination: "uk",
      service: "visa",
      // Opened directly: the visit began on the form's own page, with no referrer or campaign.
      landingPage: "/get-in-touch",
      formPage: "/get-in-touch",
      whatsappOptIn: false,
      bp_trap_7q: "",
    });

    await expect(page.getByRole("status")).toContainText(REFERENCE);
    await expect(page.getByLabel("First Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    expect(await page.evaluate(() => "__xss" in window)).toBe(false);
  });

  test("without a receiver it opens a mail draft with every field, says so honestly and keeps the form", async ({
    page,
  }) => {
    await useDraftMode(page, { captureDrafts: true });
    await page.goto("/get-in-touch");
    await fillGetInTouch(page);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(toasts(page).getByText("Almost done: send the prefilled e-mail")).toBeVisible();
    await expect(toasts(page).getByText("If no e-mail app opened, use the links under the form.")).toBeVisible();
    const { href } = await expectOneMailDraft(page, {
      to: site.email,
      subject: "Free consultation request from प्रिया Sharma",
      lines: [
        "First Name: प्रिया",
        "Last Name: Sharma",
        "Email Address: priya.sharma+uk@example.com",
        "Phone Number: +91 98765 43210",
        "Interested Destination: United Kingdom",
        "Service Required: Visa assistance",
        `Message: ${lead.message}`,
      ],
    });
    const status = page.getByRole("status");
    await expect(status.getByRole("link", { name: "Open the prefilled e-mail" })).toHaveAttribute("href", href);
    await expectFallbackOffer(status, "First Name: प्रिया");
    await expect(page.getByLabel("First Name")).toHaveValue(lead.firstName);
    await expect(page.getByLabel("Message")).toHaveValue(lead.message);
  });
});

test.describe("contact", () => {
  behaviourOnPhone();
  test("shows the contact page's office hours", async ({ page }) => {
    await page.goto("/contact");
    const aside = page.getByRole("complementary", { name: "Call or e-mail" });
    await expect(aside.getByText("Monday-Friday")).toBeVisible();
    await expect(aside.getByText("10:00 AM-7:00 PM")).toBeVisible();
    await expect(aside.getByText("Saturday")).toBeVisible();
    await expect(aside.getByText("10:00 AM-6:00 PM")).toBeVisible();
  });

  test("gives up after 3 retries and keeps every field, offering the prefilled e-mail, WhatsApp and a call", async ({
    page,
  }) => {
    await useStandIn(page, receiver, [{ status: 500 }]);
    await page.clock.install();
    await page.goto("/contact");
    await fillIn(page, [
      ...personEntries({ firstName: "Dhruv", lastName: "Patel", email: "dhruv@example.in", phone: "098765-43210" }),
      ["Destination", { option: "newzealand" }],
      ["Message", MARKUP],
    ]);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await untilAnswered(page, () => page.getByRole("button", { name: "Send Message" }).click());
    for (const delay of [1000, 2000, 4000]) await untilAnswered(page, () => page.clock.runFor(delay));
    await expectPosts(receiver, 4, 0);
    await expectToastOnPausedClock(page, "Your message has not been sent yet");
    // No fourth retry, however long the visitor waits.
    await page.clock.runFor(60_000);
    await expectPosts(receiver, 4);

    expect(receiver.json(0)).toEqual(
      expect.objectContaining({ form: "contact", destination: "newzealand", message: MARKUP }),
    );
    expect(new Set(receiver.posts.map((post) => post.headers["idempotency-key"])).size).toBe(1);
    const alert = page.getByRole("alert").filter({ hasText: "Your message has not been sent yet" });
    await expectFallbackOffer(alert, "First Name: Dhruv");
    await expect(page.getByLabel("First Name")).toHaveValue("Dhruv");
    await expect(page.getByLabel("Phone Number")).toHaveValue("098765-43210");
    await expect(page.getByLabel("Message")).toHaveValue(MARKUP);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("without a receiver it drafts an e-mail with every field", async ({ page }) => {
    await useDraftMode(page, { captureDrafts: true });
    await page.goto("/contact");
    await fillIn(page, [
      ["First Name", "Dhruv"],
      ["Email Address", "dhruv@example.in"],
      ["Destination", { option: "australia" }],
      ["Message", "Line one\nLine two & 100%"],
    ]);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectOneMailDraft(page, {
      to: site.email,
      subject: "Enquiry from Dhruv",
      lines: [
        "First Name: Dhruv",
        "Last Name: (not given)",
        "Email Address: dhruv@example.in",
        "Phone Number: (not given)",
        "Interested Destination: Australia",
        // A message's lines are quoted, so none can pass for a field of the form.
        "Message:",
        "> Line one",
        "> Line two & 100%",
      ],
    });
  });
});

test.describe("careers application", () => {
  behaviourOnPhone();
  test("sends multipart with the resume and every field, and shows the reference", async ({ page }) => {
    await useStandIn(page, receiver);
    await page.goto("/careers/apply-now");
    await fillCareers(page);
    await page.getByLabel("Resume").setInputFiles(resumePdf);
    await expect(page.getByText("dhruv-patel.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toasts(page).getByText("Thank you! Your application reached our HR team.")).toBeVisible();
    await expect(page.getByRole("status")).toContainText(REFERENCE);
    await expectPosts(receiver, 1);

    const post = receiver.posts[0];
    expect(post.path).toBe("/api/careers");
    expect(post.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await receiver.formData(0);
    expect(form.get("idempotencyKey")).toBe(post.headers["idempotency-key"]);
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"))).toEqual({
      form: "careers-application",
      idempotencyKey: post.headers["idempotency-key"],
      ...applicant,
      position: "ielts-trainer",
      experience: "3-5",
      landingPage: "/careers/apply-now",
      formPage: "/careers/apply-now",
      bp_trap_7q: "",
    });
    const resume = form.get("resume") as File;
    expect(resume.name).toBe("dhruv-patel.pdf");
    expect(Buffer.from(await resume.arrayBuffer()).toString()).toBe("%PDF-1.4 sample resume");
    await expect(page.getByLabel("First Name")).toHaveValue("");
    await expect(page.getByLabel("Resume")).toHaveValue("");
  });

  test("refuses a resume of another type or over 5 MB before anything is sent", async ({ page }) => {
    await useStandIn(page, receiver);
    await page.goto("/careers/apply-now");
    await fillCareers(page);
    const resume = page.getByLabel("Resume");

    await resume.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await expect(
      page.getByRole("alert").filter({ hasText: "Your resume must be a PDF, DOC or DOCX file" }),
    ).toBeVisible();
    await expect(resume).toHaveAttribute("aria-invalid", "true");

    await resume.setInputFiles({
      name: "long-resume.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await expect(
      page.getByRole("alert").filter({ hasText: "Your resume must be 5MB or smaller (this file is 6.0 MB)" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(resume).toBeFocused();
    await expectPosts(receiver, 0, 800);

    await resume.setInputFiles(resumePdf);
    await expect(page.locator("form").getByRole("alert")).toHaveCount(0);
  });

  test("without a receiver it drafts an e-mail to HR naming the position and the resume to attach", async ({
    page,
  }) => {
    await useDraftMode(page, { captureDrafts: true });
    await page.goto("/careers/apply-now");
    await fillCareers(page);
    await page.getByLabel("Resume").setInputFiles(resumePdf);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toasts(page).getByText("Almost done: send the prefilled e-mail")).toBeVisible();
    const draft = await expectOneMailDraft(page, {
      to: site.hrEmail,
      subject: "Application: IELTS Trainer - ધ્રુવ Patel",
      lines: [
        "Position Applying For: IELTS Trainer",
        "First Name: ધ્રુવ",
        "Last Name: Patel",
        "Email Address: dhruv+jobs@example.in",
        "Phone Number: 098765-43210",
        "Years of Experience: 3-5 years",
        "Current Location: Surat",
        "Resume: dhruv-patel.pdf",
        `Cover Letter: ${applicant.coverLetter}`,
      ],
    });
    expect(draft.body).toContain("attach your resume (dhruv-patel.pdf)");
    await expect(page.getByLabel("First Name")).toHaveValue(applicant.firstName);
  });
});

test.describe("newsletter", () => {
  behaviourOnPhone();
  const newsletter = (page: Page) => page.locator("#newsletter");

  test("names what to fix, then subscribes through the receiver, clearing the field only then", async ({ page }) => {
    await page.goto("/");
    const section = newsletter(page);
    const input = section.getByRole("textbox", { name: "Email address" });
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByRole("alert")).toHaveText("Please enter your email address");
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("aria-invalid", "true");

    await input.fill("asha+news@example.in");
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await section.getByRole("button", { name: "Subscribe" }).click();
    const request = await posted;
    expect(new URL(request.url()).pathname).toBe("/api/newsletter");
    expect(request.url()).not.toContain("asha");
    expect(JSON.parse(request.postData() ?? "{}")).toEqual({
      email: "asha+news@example.in",
      idempotencyKey: expect.any(String),
    });
    await expect(section.getByRole("status")).toContainText("You are subscribed");
    await expect(section.getByRole("status")).toContainText(REFERENCE);
    await expect(input).toHaveValue("");
  });

  test("without a receiver it opens one mail draft, claims nothing and keeps the address", async ({ page }) => {
    await useDraftMode(page, { captureDrafts: true });
    await page.goto("/");
    const section = newsletter(page);
    await section.getByRole("textbox", { name: "Email address" }).fill("asha+news@example.in");
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(toasts(page).getByText("Almost done: send the prefilled e-mail")).toBeVisible();
    await expect(toasts(page).getByText(/If no e-mail app opened/)).toBeVisible();
    const draft = await expectOneMailDraft(page, { to: site.email, subject: "Newsletter subscription", lines: [] });
    expect(draft.body).toContain("asha+news@example.in");
    await expect(section.getByRole("textbox", { name: "Email address" })).toHaveValue("asha+news@example.in");
    await expect(section.getByRole("link", { name: "Open the prefilled e-mail" })).toBeVisible();
  });
});

test.describe("accessibility with messages showing", () => {
  behaviourOnPhone();
  // axe is CPU-heavy: on a busy shared machine one scan can take tens of seconds.
  test.slow();

  for (const [route, submit] of [
    ["/signin", "Continue"],
    ["/get-in-touch", "Send Message"],
    ["/contact", "Send Message"],
    ["/careers/apply-now", "Submit Application"],
  ]) {
    test(`axe: field errors on ${route}`, async ({ page }) => {
      await page.goto(route);
      await page.getByRole("button", { name: submit, exact: true }).click();
      await expect(page.locator("form").getByRole("alert").first()).toBeVisible();
      expect(await formViolations(page)).toEqual([]);
    });
  }

  test("axe: the newsletter's error and its draft offer", async ({ page }) => {
    await useDraftMode(page, { captureDrafts: true });
    await page.goto("/");
    const section = page.locator("#newsletter");
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByRole("alert")).toBeVisible();
    expect(await formViolations(page, "#newsletter")).toEqual([]);
    await section.getByRole("textbox", { name: "Email address" }).fill("asha@example.in");
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByRole("link", { name: "Open the prefilled e-mail" })).toBeVisible();
    await expect(toasts(page).getByText(/If no e-mail app opened/)).toBeVisible();
    await animationsDone(page);
    expect(await formViolations(page, "#newsletter")).toEqual([]);
  });
});
