/**
 * The home page's newsletter sign-up: the shared schema's messages, mail-draft mode
 * (this test build has no receiver) with its no-JavaScript path, delivery to a
 * receiver through the test seam, and the address kept until it is confirmed.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { NewsletterForm } from "@/components/home/newsletter-form";
import { notify } from "@/components/ui/toaster";
import { newsletterForm } from "@/content/forms";
import { openMailDraft } from "@/lib/mailto";
import { site } from "@/content/site";

jest.mock("@/components/ui/toaster", () => ({ notify: jest.fn() }));
jest.mock("@/lib/mailto", () => ({ ...jest.requireActual("@/lib/mailto"), openMailDraft: jest.fn() }));

const notifyMock = notify as jest.MockedFunction<typeof notify>;
const openMailDraftMock = openMailDraft as jest.MockedFunction<typeof openMailDraft>;
const RECIPIENT = site.email;
const input = () => screen.getByRole("textbox", { name: "Email address" });
const subscribe = () => screen.getByRole("button", { name: "Subscribe" });

beforeEach(() => {
  notifyMock.mockClear();
  openMailDraftMock.mockClear();
  sessionStorage.clear();
  delete window.__LEAD_DELIVERY__;
});

function answerWith(answer: { status: number; body?: unknown } | "network") {
  const bodies: string[] = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(String(init?.body));
    if (answer === "network") throw new TypeError("Failed to fetch");
    return {
      ok: answer.status < 300,
      status: answer.status,
      headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
      json: async () => answer.body,
    } as unknown as Response;
  }) as typeof fetch;
  return bodies;
}

test("without JavaScript it is a mail draft: the address goes in the body, never the URL", () => {
  const { container } = render(<NewsletterForm recipient={RECIPIENT} copy={newsletterForm} />);
  const form = container.querySelector("form");
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("enctype", "text/plain");
  expect(form).toHaveAttribute("action", `mailto:${RECIPIENT}?subject=Newsletter%20subscription`);
  expect(input()).toHaveAttribute("name", "Please add this address to your study abroad newsletter");
});

test("names what to fix, on the field, with the shared schema's messages", async () => {
  const user = userEvent.setup();
  render(<NewsletterForm recipient={RECIPIENT} copy={newsletterForm} />);
  await user.click(subscribe());
  expect(await screen.findByRole("alert")).toHaveTextContent("Please enter your email address");
  expect(input()).toHaveFocus();
  expect(input()).toHaveAttribute("aria-invalid", "true");
  await user.type(input(), "asha@");
  await user.click(subscribe());
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address"));
  expect(openMailDraftMock).not.toHaveBeenCalled();
});

test("draft mode: one draft, a toast that claims nothing, and the address stays", async () => {
  const user = userEvent.setup();
  render(<NewsletterForm recipient={RECIPIENT} copy={newsletterForm} />);
  await user.type(input(), "asha+news@example.in");
  await user.dblClick(subscribe());
  await waitFor(() => expect(openMailDraftMock).toHaveBeenCalledTimes(1));
  const draft = new URL(openMailDraftMock.mock.calls[0][0]);
  expect(draft.searchParams.get("body")).toContain("asha+news@example.in");
  expect(notifyMock).toHaveBeenCalledTimes(1);
  expect(notifyMock).toHaveBeenCalledWith("info", "Almost done: send the prefilled e-mail", {
    id: "newsletter",
    description: "Press Send in your e-mail app to confirm. If no e-mail app opened,",
  });
  expect(within(screen.getByRole("status")).getByRole("link", { name: "Open the prefilled e-mail" })).toHaveAttribute(
    "href",
    draft.href,
  );
  expect(input()).toHaveValue("asha+news@example.in");
});

test("with a receiver it posts the address and a key, then clears only once subscribed", async () => {
  window.__LEAD_DELIVERY__ = { api: "https://forms.example/api" };
  const bodies = answerWith({ status: 201, body: { ok: true, reference: "BP-7F3K2" } });
  const user = userEvent.setup();
  render(<NewsletterForm recipient={RECIPIENT} copy={newsletterForm} />);
  await user.type(input(), " asha@example.in ");
  await user.click(subscribe());
  await screen.findByText("You are subscribed");
  expect(JSON.parse(bodies[0])).toEqual({ email: "asha@example.in", idempotencyKey: expect.any(String) });
  expect(global.fetch).toHaveBeenCalledWith("https://forms.example/api/newsletter", expect.anything());
  expect(screen.getByRole("status")).toHaveTextContent(
    "The next newsletter goes to asha@example.in. Your reference: BP-7F3K2.",
  );
  expect(input()).toHaveValue("");
  expect(sessionStorage.length).toBe(0);
});

test("a receiver that cannot be reached keeps the address and offers the prefilled e-mail", async () => {
  window.__LEAD_DELIVERY__ = { api: "https://forms.example/api", deadlineMs: 200, baseDelayMs: 10 };
  answerWith("network");
  const user = userEvent.setup();
  render(<NewsletterForm recipient={RECIPIENT} copy={newsletterForm} />);
  await user.type(input(), "asha@example.in");
  await user.click(subscribe());
  const alert = await screen.findByText("You are not subscribed yet");
  expect(alert.closest('[role="alert"]')).not.toBeNull();
  expect(screen.getByRole("link", { name: "Open the prefilled e-mail" })).toHaveAttribute(
    "href",
    expect.stringContaining("asha%40example.in"),
  );
  expect(input()).toHaveValue("asha@example.in");
  expect(notifyMock).toHaveBeenCalledWith("error", "You are not subscribed yet", expect.anything());
});

test("the address survives a reload until it is confirmed", async () => {
  const user = userEvent.setup();
  const first = render(<NewsletterForm recipient={RECIPIENT} copy={newsletterForm} />);
  await user.type(input(), "asha@example.in");
  first.unmount();
  render(<NewsletterForm recipient={RECIPIENT} copy={newsletterForm} />);
  await waitFor(() => expect(input()).toHaveValue("asha@example.in"));
});
