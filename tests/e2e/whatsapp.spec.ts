/**
 * WhatsApp at 375 px (issue 45), against the real receiver playwright.config.ts starts with WhatsApp on, its Cloud API
 * a local server speaking Meta's documented shapes (receiver/tests/support/graph-api.ts) on whatsApp.port: a visitor
 * books a Vadodara visit with "Send me updates on WhatsApp" ticked; the confirmation template reaches that server;
 * the family's signed reply appears in the desk's thread (and under "Unanswered WhatsApp"); the counsellor answers
 * inside the 24 hours, the answer goes as free text, and the thread's ticks follow WhatsApp's status reports.
 */
import { expect, test, type Page } from "@playwright/test";

import { whatsAppTemplates } from "@/content/whatsapp";

import {
  type GraphApi,
  inboundText,
  postWebhook,
  startGraphApi,
  statusUpdate,
} from "../../receiver/tests/support/graph-api";
import { seriousViolations } from "./axe";
import { counsellors } from "./counsellors";
import { fitsThePhone, signedInPhone } from "./desk-session";
import { ANY_REFERENCE, fillIn, ownEmail, ownPhone, personEntries } from "./forms-helpers";
import { onlyOnPhone } from "./viewports";
import { whatsApp } from "./whatsapp-api";

onlyOnPhone("families answer on their phones; the channel's rules are tested on both receiver targets");

/** The Cloud API's stand-in, for this test only (a hook would start it in the desktop project's worker too). */
async function withGraphApi(run: (graph: GraphApi) => Promise<void>) {
  const graph = await startGraphApi({ token: whatsApp.token, port: whatsApp.port });
  try {
    await run(graph);
  } finally {
    await graph.close();
  }
}

const days = (page: Page) => page.getByRole("group", { name: "Choose a day" }).getByRole("radio");
const times = (page: Page) => page.getByRole("group", { name: "Choose a time (IST)" }).getByRole("radio");

test("a visitor opts in, gets the confirmation on WhatsApp, answers there, and the counsellor's reply goes back as text", async ({
  page,
  browser,
  baseURL,
}, testInfo) =>
  withGraphApi(async (graph) => {
    test.slow();
    const phone = ownPhone("whatsapp", testInfo);
    const waId = `91${phone.replace(/\D/g, "").slice(-10)}`;

    // The visitor books the last free Vadodara visit (other tests take earlier ones), ticking the opt-in.
    await page.goto("/book-consultation");
    await page.getByRole("radio", { name: "Visit our Vadodara office" }).check();
    await expect(times(page).first()).toBeVisible();
    await days(page).last().check();
    await times(page).last().check();
    const details = page.getByRole("form", { name: "Your details" });
    await fillIn(details, personEntries({ email: ownEmail("whatsapp", testInfo), phone }));
    const optIn = details.getByRole("checkbox", { name: "Send me updates on WhatsApp" });
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await details.getByRole("button", { name: "Book this slot" }).click();
    const confirmed = page.getByRole("region", { name: "Your consultation is booked" });
    await expect(confirmed).toContainText(ANY_REFERENCE);
    const reference = ANY_REFERENCE.exec((await confirmed.textContent()) ?? "")![0];

    // The confirmation template reaches the Cloud API, to the number as WhatsApp writes it, naming the booking.
    await expect.poll(() => graph.sent({ to: waId }).length, { timeout: 15_000 }).toBe(1);
    const [confirmation] = graph.sent({ to: waId });
    expect(confirmation.template?.name).toBe(whatsAppTemplates.booking_confirmation.name);
    expect(JSON.stringify(confirmation.template?.components)).toContain(reference);

    // The family answers on WhatsApp: Meta's signed notification.
    const answered = await postWebhook(
      baseURL!,
      inboundText({
        from: waId,
        name: "Aarav Sharma",
        text: "Can my father come too?",
        phoneNumberId: whatsApp.phoneNumberId,
      }),
      whatsApp.appSecret,
    );
    expect(answered.status).toBe(200);

    // The Vadodara counsellor finds it under "Unanswered WhatsApp" and opens the lead.
    const desk = await signedInPhone(browser, counsellors.vadodara.email);
    await desk.getByRole("checkbox", { name: "Unanswered WhatsApp" }).check();
    const row = desk.getByRole("link", { name: new RegExp(reference) });
    await expect(row).toBeVisible();
    await desk.goto(`/desk/lead?ref=${reference}`);
    // The thread is far down the page: the waiting line leads to it.
    await desk.getByRole("link", { name: /^WhatsApp waiting since .*: answer it$/ }).click();
    await expect(desk.getByRole("form", { name: "Send a message" })).toBeInViewport();
    const thread = desk.getByRole("list", { name: "Messages, newest last" });
    const family = thread.getByRole("listitem").filter({ hasText: "Can my father come too?" });
    await expect(family).toContainText("WhatsApp");
    const reply = desk.getByRole("form", { name: "Send a message" });
    await expect(reply).toContainText("Goes on WhatsApp as a message");
    await reply.getByLabel("Message").fill("Yes, both of you are welcome.");
    await reply.getByRole("button", { name: "Send" }).click();

    // The answer goes as free text, inside the family's 24 hours.
    await expect
      .poll(() => graph.sent({ to: waId, type: "text" }).map((message) => message.text?.body), { timeout: 15_000 })
      .toEqual(["Yes, both of you are welcome."]);
    const sentId = graph.requests.find(
      (request) => (request.body as { text?: { body?: string } }).text?.body === "Yes, both of you are welcome.",
    )!.response as { messages: { id: string }[] };
    const ours = thread.getByRole("listitem").filter({ hasText: "Yes, both of you are welcome." });

    // WhatsApp reports it delivered, then read: the thread's ticks follow.
    for (const status of ["delivered", "read"] as const) {
      const reported = await postWebhook(
        baseURL!,
        statusUpdate({ id: sentId.messages[0].id, recipientId: waId, status, phoneNumberId: whatsApp.phoneNumberId }),
        whatsApp.appSecret,
      );
      expect(reported.status).toBe(200);
    }
    await expect(async () => {
      await desk.reload();
      await expect(ours).toContainText("Read", { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    expect(await fitsThePhone(desk)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(desk)).toEqual([]);
    await thread.screenshot({ path: testInfo.outputPath("whatsapp-thread-375.png") });
  }));
