/**
 * The four forms as a visitor meets them: messages, focus on the first invalid
 * field, toasts (notify is mocked), delivery with retries and the deadline on a fake
 * clock, each answer of the receiver, the mail-draft mode (this test build has no
 * NEXT_PUBLIC_LEAD_API) including its no-JavaScript path, values kept across a
 * reload, and the resume checks. The receiver-mode HTML (bot trap, native post to
 * the receiver) is in forms-receiver.test.tsx.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { CallbackForm } from "@/components/booking/callback-form";
import { CareersApplicationForm } from "@/components/forms/careers-application-form";
import { ContactForm } from "@/components/forms/contact-form";
import { GetInTouchForm } from "@/components/forms/get-in-touch-form";
import { SignInForm } from "@/components/forms/sign-in-form";
import { notify } from "@/components/ui/toaster";
import { openMailDraft } from "@/lib/mailto";
import { notADocumentMessage } from "@/contract/validations/file-signature";
import { site, telHref } from "@/content/site";
import { bookingPage, whatsappOptIn } from "@/content/forms";

import { decodeMailto } from "../support/mailto";
import { visitor, visitorLines } from "../support/visitor";

jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ push: jest.fn() }),
}));
jest.mock("@/components/ui/toaster", () => ({ notify: jest.fn() }));
jest.mock("@/lib/mailto", () => ({
  ...jest.requireActual("@/lib/mailto"),
  openMailDraft: jest.fn(),
}));

// jsdom's Blob has no arrayBuffer() (browsers and Node have it), which the resume's byte check uses.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// Typing whole forms through user-event is slow on a busy machine.
jest.setTimeout(30_000);

const notifyMock = notify as jest.MockedFunction<typeof notify>;
const openMailDraftMock = openMailDraft as jest.MockedFunction<typeof openMailDraft>;

/** A status alone, a status with the receiver's JSON answer, a network error, or no answer at all. */
type Answer = number | { status: number; body: unknown } | "network" | "silent";
/** Installs a fetch answering from a script (the last answer repeats); returns its calls. */
function mockFetch(script: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = script[Math.min(calls.length - 1, script.length - 1)];
    if (next === "network") throw new TypeError("Failed to fetch");
    if (next === "silent") {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
      );
    }
    const { status, body } = typeof next === "number" ? { status: next, body: undefined } : next;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (body && name.toLowerCase() === "content-type" ? "application/json" : null) },
      json: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

const RECEIVER = "https://forms.example/api";
const sendToTheReceiver = () => {
  window.__LEAD_DELIVERY__ = { api: RECEIVER };
};

const field = (name: RegExp | string) => screen.getByLabelText(name);
const errorOf = (element: HTMLElement) => {
  const id = element
    .getAttribute("aria-describedby")
    ?.split(" ")
    .find((part) => part.endsWith("-error"));
  return id ? document.getElementById(id) : null;
};

beforeEach(() => {
  notifyMock.mockClear();
  openMailDraftMock.mockClear();
  delete window.__LEAD_DELIVERY__;
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe("sign-in", () => {
  test("shows the spec's layout: buttons, divider, fields, remember me on, footer link", () => {
    render(<SignInForm />);
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Apple" })).toBeInTheDocument();
    expect(screen.getByText("or continue with email")).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute("placeholder", site.email);
    expect(field(/^Password/)).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
    expect(screen.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/get-in-touch");
  });

  test("without JavaScript nothing can be posted: no control has a name, the form only reloads at a note", () => {
    const { container } = render(<SignInForm />);
    const form = screen.getByRole("button", { name: "Continue" }).closest("form");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/signin#sign-in-needs-javascript");
    expect(field(/^Password/)).not.toHaveAttribute("name");
    expect(container.querySelectorAll("form [name]")).toHaveLength(0);
    expect(container.querySelector("#sign-in-needs-javascript")).toHaveTextContent(
      /Sign-in needs JavaScript.*your password never left this page/,
    );
  });

  test("keeps the e-mail across a reload, never the password", async () => {
    const user = userEvent.setup();
    const first = render(<SignInForm />);
    await user.type(field(/^Email/), "student@example.com");
    await user.type(field(/^Password/), "secret-password");
    expect(JSON.stringify({ ...sessionStorage })).not.toContain("secret-password");
    first.unmount();
    render(<SignInForm />);
    await waitFor(() => expect(field(/^Email/)).toHaveValue("student@example.com"));
    expect(field(/^Password/)).toHaveValue("");
  });

  test("both messages, focus on the first invalid field, then as the visitor corrects it", async () => {
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.click(screen.getByRole("button", { name: "Continue" }));

    const email = field(/^Email/);
    const password = field(/^Password/);
    expect(await screen.findByText("Please enter a valid email")).toHaveAttribute("role", "alert");
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(errorOf(email)).toHaveTextContent("Please enter a valid email");
    expect(notifyMock).not.toHaveBeenCalled();

    await user.type(email, "student+uk@example.com");
    await waitFor(() => expect(screen.queryByText("Please enter a valid email")).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute("aria-invalid");

    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(password).toHaveFocus());
  });
});

async function fillGetInTouch(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/First Name/), visitor.firstName);
  await user.type(field(/Last Name/), visitor.lastName);
  await user.type(field(/Email Address/), visitor.email);
  await user.type(field(/Phone Number/), visitor.phone);
  await user.selectOptions(field(/Interested Destination/), visitor.destination);
  await user.selectOptions(field(/Service Required/), visitor.service);
  await user.type(field(/Message/), "<b>Hi</b> & thanks");
}

/** Get In Touch rendered and filled in as the visitor; the user who typed, to go on. */
async function filledGetInTouch() {
  const user = userEvent.setup();
  render(<GetInTouchForm />);
  await fillGetInTouch(user);
  return user;
}

describe("get in touch", () => {
  test("required fields are marked, options carry the spec's values", () => {
    render(<GetInTouchForm />);
    for (const label of [/First Name/, /Last Name/, /Email Address/, /Phone Number/]) {
      expect(field(label)).toBeRequired();
      expect(field(label)).toHaveAttribute("aria-required", "true");
    }
    expect(field(/Email Address/)).toHaveAttribute("type", "email");
    expect(field(/Message/)).toHaveAttribute("rows", "5");
    const values = (label: RegExp) =>
      within(field(label))
        .getAllByRole("option")
        .map((option) => option.getAttribute("value"));
    expect(values(/Interested Destination/)).toEqual(["", "usa", "uk", "canada", "germany", "finland", "other"]);
    expect(values(/Service Required/)).toEqual(["", "consultation", "visa", "ielts", "loan", "other"]);
  });

  test("without a receiver its no-JavaScript path is a mail draft whose lines read as the labels", () => {
    const { container } = render(<GetInTouchForm />);
    const form = screen.getByRole("button", { name: "Send Message" }).closest("form");
    expect(form).toHaveAttribute("action", `mailto:${site.email}?subject=Free%20consultation%20request`);
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "text/plain");
    expect(
      [
        "First Name",
        "Last Name",
        "Email Address",
        "Phone Number",
        "Interested Destination",
        "Service Required",
        "Message",
      ].map((name) => container.querySelector(`[name="${name}"]`)?.tagName),
    ).toEqual(["INPUT", "INPUT", "INPUT", "INPUT", "SELECT", "SELECT", "TEXTAREA"]);
    // No bot trap in a mail draft, and nothing hidden that would clutter it.
    expect(container.querySelector('[name="bp_trap_7q"]')).toBeNull();
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  test("an empty submit names each required field and focuses the first", async () => {
    const user = userEvent.setup();
    render(<GetInTouchForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter your first name")).toBeInTheDocument();
    expect(screen.getByText("Please enter your last name")).toBeInTheDocument();
    expect(screen.getByText("Please enter your email address")).toBeInTheDocument();
    expect(screen.getByText("Please enter your phone number")).toBeInTheDocument();
    expect(screen.getAllByRole("alert")).toHaveLength(4);
    expect(field(/First Name/)).toHaveFocus();
    expect(errorOf(field(/Phone Number/))).toHaveTextContent("Please enter your phone number");
    expect(notifyMock).not.toHaveBeenCalled();
  });

  test("the message counter counts and warns past 2,000 characters", async () => {
    const user = userEvent.setup();
    render(<GetInTouchForm />);
    const message = field(/Message/);
    expect(screen.getByText("0 / 2,000 characters")).toBeInTheDocument();
    await user.click(message);
    await user.paste("a".repeat(2001));
    expect(screen.getByText("2,001 / 2,000 characters")).toBeInTheDocument();
    expect(message).toHaveValue("a".repeat(2001));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please keep your message to 2,000 characters or fewer")).toBeInTheDocument();
  });

  test("shows an unsaved-changes hint once something is typed, in space kept for it", async () => {
    const user = userEvent.setup();
    render(<GetInTouchForm />);
    const hint = screen.getByText(/Unsaved changes/);
    expect(hint).toHaveClass("invisible");
    expect(hint).toHaveAttribute("aria-hidden", "true");
    await user.type(field(/First Name/), "A");
    expect(hint).not.toHaveClass("invisible");
    expect(hint).not.toHaveAttribute("aria-hidden");
  });

  test("without an endpoint it opens a mail draft with every field and keeps what was typed", async () => {
    const user = await filledGetInTouch();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(openMailDraftMock).toHaveBeenCalledTimes(1));
    const [opened] = openMailDraftMock.mock.calls[0];
    const draft = decodeMailto(opened);
    expect(draft.to).toBe(site.email);
    expect(draft.body.split("\r\n")).toEqual(expect.arrayContaining([...visitorLines, "Message: <b>Hi</b> & thanks"]));
    // Nothing tells the page whether a mail app opened: the toast must not claim it did.
    expect(notifyMock).toHaveBeenCalledTimes(1);
    expect(notifyMock).toHaveBeenCalledWith("info", "Almost done: send the prefilled e-mail", {
      id: "get-in-touch",
      description: "If no e-mail app opened, use the links under the form.",
    });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("If no e-mail app opened,");
    expect(within(status).getByRole("link", { name: "Open the prefilled e-mail" })).toHaveAttribute("href", opened);
    const whatsapp = new URL(within(status).getByRole("link", { name: "Send it on WhatsApp" }).getAttribute("href")!);
    expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${site.whatsapp}`);
    expect(whatsapp.searchParams.get("text")).toContain(`First Name: ${visitor.firstName}`);
    expect(field(/First Name/)).toHaveValue(visitor.firstName);
    expect(field(/Message/)).toHaveValue("<b>Hi</b> & thanks");
    // Markup stays text: no element was created from it.
    expect(document.querySelector("form b")).toBeNull();
  });

  test("a double click in draft mode opens one draft and shows one toast", async () => {
    const user = await filledGetInTouch();
    await user.dblClick(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(openMailDraftMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openMailDraftMock).toHaveBeenCalledTimes(1);
    expect(notifyMock).toHaveBeenCalledTimes(1);
  });

  test("with an endpoint it retries a 500 after 1 s with the same key, then resets and confirms", async () => {
    sendToTheReceiver();
    const calls = mockFetch([500, { status: 201, body: { ok: true, reference: "BP-7F3K2" } }]);
    await filledGetInTouch();

    jest.useFakeTimers();
    act(() => screen.getByRole("button", { name: "Send Message" }).click());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(calls).toHaveLength(1);
    const button = screen.getByRole("button", { name: /Sending/ });
    expect(button).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(999);
    });
    expect(calls).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(calls).toHaveLength(2);

    const keys = calls.map((call) => (call.init.headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const payload = JSON.parse(calls[1].init.body as string);
    expect(payload).toEqual({
      form: "get-in-touch",
      idempotencyKey: keys[0],
      // Where the visit began is unknown here (nothing recorded it); the form page is.
      formPage: "/",
      ...visitor,
      message: "<b>Hi</b> & thanks",
      whatsappOptIn: false,
      bp_trap_7q: "",
    });
    expect(calls[0].url).toBe(`${RECEIVER}/leads`);
    expect(notifyMock).toHaveBeenCalledWith("success", "Thank you! Your message reached our counsellors.", {
      id: "get-in-touch",
      description: "Your reference: BP-7F3K2. A counsellor will call or e-mail you soon.",
    });
    expect(screen.getByRole("status")).toHaveTextContent("Thank you! Your message reached our counsellors.");
    expect(screen.getByRole("status")).toHaveTextContent("Your reference: BP-7F3K2.");
    expect(field(/First Name/)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a 400 without fields is not retried: it says what happened and offers the prefilled ways", async () => {
    sendToTheReceiver();
    const calls = mockFetch([
      { status: 400, body: { ok: false, error: "malformed", message: "The form could not be read." } },
      200,
    ]);
    const user = await filledGetInTouch();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const alert = await screen.findByRole("alert");
    expect(calls).toHaveLength(1);
    expect(alert).toHaveTextContent("We could not accept this");
    expect(alert).toHaveTextContent("The form could not be read. Everything you typed is still here.");
    expect(alert).not.toHaveTextContent(/try again/i);
    const draft = decodeMailto(
      within(alert).getByRole("link", { name: "Open the prefilled e-mail" }).getAttribute("href"),
    );
    expect(draft.body).toContain(`Phone Number: ${visitor.phone}`);
    expect(within(alert).getByRole("link", { name: "Send it on WhatsApp" })).toHaveAttribute(
      "href",
      expect.stringMatching(new RegExp(`^https://wa\\.me/${site.whatsapp}\\?text=`)),
    );
    expect(within(alert).getByRole("link", { name: site.phones[0] })).toHaveAttribute("href", telHref(site.phones[0]));
    // Never a bare mailto that makes the visitor retype.
    expect(within(alert).queryByRole("link", { name: site.email })).toBeNull();
    expect(notifyMock).toHaveBeenCalledWith("error", "We could not accept this", expect.anything());
    expect(field(/First Name/)).toHaveValue(visitor.firstName);
    expect(field(/Phone Number/)).toHaveValue(visitor.phone);
  });

  test("a 422 puts each message on its field, focuses the first and keeps everything", async () => {
    sendToTheReceiver();
    mockFetch([
      {
        status: 422,
        body: {
          ok: false,
          error: "invalid",
          message: "Some fields need a change.",
          fields: {
            phone: "Please enter a valid phone number, for example +91 98765 43210",
            email: "Please enter a valid email address",
          },
        },
      },
    ]);
    const user = await filledGetInTouch();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(field(/Email Address/)).toHaveFocus());
    expect(field(/Email Address/)).toHaveAttribute("aria-invalid", "true");
    expect(errorOf(field(/Email Address/))).toHaveTextContent("Please enter a valid email address");
    expect(errorOf(field(/Phone Number/))).toHaveTextContent("Please enter a valid phone number");
    expect(screen.getByText("Please check the marked fields")).toBeInTheDocument();
    expect(screen.getByText(/2 fields need a change/)).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith(
      "error",
      "Please check the marked fields",
      expect.objectContaining({ description: "Please enter a valid email address" }),
    );
    expect(field(/Message/)).toHaveValue("<b>Hi</b> & thanks");
  });

  test("a 429 says when to press Send again and keeps everything", async () => {
    sendToTheReceiver();
    const calls = mockFetch([
      { status: 429, body: { ok: false, error: "rate_limited", message: "Too many", retryAfterSeconds: 90 } },
    ]);
    const user = await filledGetInTouch();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Too many messages from your connection just now");
    expect(alert).toHaveTextContent("Please press Send again in 2 minutes.");
    expect(within(alert).getByRole("link", { name: "Open the prefilled e-mail" })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(field(/Last Name/)).toHaveValue(visitor.lastName);
  });

  test("a silent receiver: progress 2 of 4, then after 30 s the prefilled ways, everything kept", async () => {
    sendToTheReceiver();
    const calls = mockFetch(["silent"]);
    await filledGetInTouch();

    jest.useFakeTimers({ now: 0 });
    act(() => screen.getByRole("button", { name: "Send Message" }).click());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(7000);
    });
    expect(calls).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent("No answer yet. Still trying, 2 of 4");
    await act(async () => {
      await jest.advanceTimersByTimeAsync(22_999);
    });
    expect(screen.getByRole("button", { name: /Sending/ })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(calls).toHaveLength(4);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Your message has not been sent yet");
    expect(alert).toHaveTextContent("Our server did not answer, so nothing was sent.");
    expect(within(alert).getByRole("link", { name: "Open the prefilled e-mail" })).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Send it on WhatsApp" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(field(/First Name/)).toHaveValue(visitor.firstName);
  });

  test("a visitor's retry after a failure reuses the idempotency key", async () => {
    sendToTheReceiver();
    const calls = mockFetch([400, 200]);
    const user = await filledGetInTouch();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const keys = calls.map((call) => (call.init.headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys[1]).toBe(keys[0]);
  });

  test("typed values survive a reload (remount) and are forgotten once delivered", async () => {
    const user = userEvent.setup();
    const first = render(<GetInTouchForm />);
    await fillGetInTouch(user);
    first.unmount();

    sendToTheReceiver();
    mockFetch([{ status: 201, body: { ok: true, reference: "BP-7F3K2" } }]);
    render(<GetInTouchForm />);
    await waitFor(() => expect(field(/First Name/)).toHaveValue(visitor.firstName));
    expect(field(/Service Required/)).toHaveValue(visitor.service);
    expect(field(/Message/)).toHaveValue("<b>Hi</b> & thanks");
    expect(screen.getByText(/Unsaved changes/)).not.toHaveClass("invisible");

    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText(/Your reference: BP-7F3K2/);
    expect(sessionStorage.length).toBe(0);
  });
});

describe("WhatsApp opt-in", () => {
  const optIn = () => screen.getByRole("checkbox", { name: "Send me updates on WhatsApp" });

  /** The JSON body of the one request the receiver got. */
  async function sentBody(calls: { init: RequestInit }[]) {
    await waitFor(() => expect(calls).toHaveLength(1));
    return JSON.parse(calls[0].init.body as string) as Record<string, unknown>;
  }

  const forms = [
    { name: "Get In Touch", render: () => render(<GetInTouchForm />), submit: "Send Message" },
    { name: "the call-back request", render: () => render(<CallbackForm />), submit: bookingPage.callbackSubmit },
  ];

  describe.each(forms)("$name", ({ render: renderForm, submit }) => {
    /** The form rendered and its required fields filled in; a receiver that accepts. */
    async function filled() {
      sendToTheReceiver();
      const calls = mockFetch([{ status: 201, body: { ok: true, reference: "BP-7F3K2" } }]);
      const user = userEvent.setup();
      const view = renderForm();
      await user.type(field(/First Name/), visitor.firstName);
      await user.type(field(/Last Name/), visitor.lastName);
      await user.type(field(/Email Address/), visitor.email);
      await user.type(field(/Phone Number/), visitor.phone);
      return { user, calls, view };
    }

    test("starts unticked, with its hint, and posts true without JavaScript only when ticked", () => {
      renderForm();
      const box = optIn();
      expect(box).not.toBeChecked();
      expect(box).not.toBeRequired();
      expect(box).toHaveAccessibleDescription(whatsappOptIn.hint);
      expect(box).toHaveAttribute("value", "true");
      // The last field, just before the submit row.
      const controls = [...box.closest("form")!.querySelectorAll("input, select, textarea, button")].filter(
        (control) => !(control instanceof HTMLInputElement && control.type === "hidden"),
      );
      expect(controls.slice(-2)).toEqual([box, screen.getByRole("button", { name: submit })]);
    });

    test("the whole label ticks and unticks it", async () => {
      const user = userEvent.setup();
      renderForm();
      await user.click(screen.getByText(whatsappOptIn.label));
      expect(optIn()).toBeChecked();
      await user.click(screen.getByText(whatsappOptIn.label));
      expect(optIn()).not.toBeChecked();
    });

    test("left unticked, the request says whatsappOptIn: false", async () => {
      const { user, calls } = await filled();
      await user.click(screen.getByRole("button", { name: submit }));
      expect(await sentBody(calls)).toMatchObject({ phone: visitor.phone, whatsappOptIn: false });
    });

    test("ticked, the request says whatsappOptIn: true, and the form is unticked again once sent", async () => {
      const { user, calls } = await filled();
      await user.click(optIn());
      expect(optIn()).toBeChecked();
      await user.click(screen.getByRole("button", { name: submit }));
      expect(await sentBody(calls)).toMatchObject({ phone: visitor.phone, whatsappOptIn: true });
      await screen.findByText(/Your reference: BP-7F3K2/);
      expect(optIn()).not.toBeChecked();
    });

    test("a tick survives a reload (remount) like the other answers", async () => {
      const user = userEvent.setup();
      const first = renderForm();
      await user.type(field(/First Name/), visitor.firstName);
      await user.click(optIn());
      first.unmount();
      renderForm();
      await waitFor(() => expect(optIn()).toBeChecked());
      expect(field(/First Name/)).toHaveValue(visitor.firstName);
    });
  });

  test("without a receiver the mail draft says whether the visitor wants updates on WhatsApp", async () => {
    const user = await filledGetInTouch();
    await user.click(optIn());
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(openMailDraftMock).toHaveBeenCalledTimes(1));
    expect(decodeMailto(openMailDraftMock.mock.calls[0][0]).body.split("\r\n")).toContain(
      "Send me updates on WhatsApp: Yes",
    );
  });

  test("without a receiver or JavaScript, a ticked box reads as its label in the mail draft", () => {
    const { container } = render(<GetInTouchForm />);
    expect(container.querySelector('input[type="checkbox"][name="Send me updates on WhatsApp"]')).toBe(optIn());
  });
});

describe("contact", () => {
  test("requires only a first name and an e-mail; options carry the spec's values", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(
      within(field(/Destination/))
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["", "usa", "uk", "canada", "australia", "germany", "newzealand"]);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter your first name")).toBeInTheDocument();
    expect(screen.getByText("Please enter your email address")).toBeInTheDocument();
    expect(screen.getAllByRole("alert")).toHaveLength(2);
    expect(field(/First Name/)).toHaveFocus();
  });

  test("checks an optional phone's format and focuses it when it is the first problem", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field(/First Name/), "ધ્રુવ");
    await user.type(field(/Email Address/), "dhruv@example.in");
    await user.type(field(/Phone Number/), "12345");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(
      await screen.findByText("Please enter a valid phone number, for example +91 98765 43210"),
    ).toBeInTheDocument();
    expect(field(/Phone Number/)).toHaveFocus();
  });

  test("sends to the lead endpoint and falls back after the last retry with a toast that keeps the data", async () => {
    sendToTheReceiver();
    const calls = mockFetch(["network"]);
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field(/First Name/), "Dhruv");
    await user.type(field(/Email Address/), "dhruv@example.in");
    jest.useFakeTimers();
    act(() => screen.getByRole("button", { name: "Send Message" }).click());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    });
    expect(calls).toHaveLength(4);
    expect(notifyMock).toHaveBeenCalledWith("error", "Your message has not been sent yet", expect.anything());
    expect(field(/First Name/)).toHaveValue("Dhruv");
  });
});

const pdf = (name = "ananya-iyer.pdf", size = 200 * 1024, type = "application/pdf") => {
  const file = new File(["%PDF-1.4"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

async function fillCareers(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/First Name/), "Ananya");
  await user.type(field(/Last Name/), "Iyer");
  await user.type(field(/Email Address/), "ananya+jobs@example.com");
  await user.type(field(/Phone Number/), "098765-43210");
  await user.selectOptions(field(/Position Applying For/), "ielts-trainer");
  await user.selectOptions(field(/Years of Experience/), "3-5");
  await user.type(field(/Current Location/), "Vadodara");
}

/** The careers form rendered and filled in (resume apart), sending to a receiver that answers 200. */
async function filledForTheReceiver(options?: Parameters<typeof userEvent.setup>[0]) {
  sendToTheReceiver();
  const calls = mockFetch([200]);
  const user = userEvent.setup(options);
  render(<CareersApplicationForm />);
  await fillCareers(user);
  return { user, calls };
}

describe("careers application", () => {
  test("options carry the spec's values and the resume accepts PDF, DOC and DOCX", () => {
    render(<CareersApplicationForm />);
    const values = (label: RegExp) =>
      within(field(label))
        .getAllByRole("option")
        .map((option) => option.getAttribute("value"));
    expect(values(/Position Applying For/)).toEqual([
      "",
      "education-consultant",
      "visa-specialist",
      "ielts-trainer",
      "marketing-executive",
      "other",
    ]);
    expect(values(/Years of Experience/)).toEqual(["", "0-1", "1-3", "3-5", "5-10", "10+"]);
    expect(field(/Resume/)).toHaveAttribute("accept", expect.stringContaining(".pdf,.doc,.docx"));
    expect(field(/Resume/)).toBeRequired();
    expect(field(/Cover Letter/)).not.toBeRequired();
  });

  test("an empty submit lists every required field in order and focuses First Name", async () => {
    const user = userEvent.setup();
    render(<CareersApplicationForm />);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toEqual([
      "Please enter your first name",
      "Please enter your last name",
      "Please enter your email address",
      "Please enter your phone number",
      "Please choose the position you are applying for",
      "Please choose your years of experience",
      "Please enter your current location",
      "Please attach your resume (PDF, DOC or DOCX, up to 5MB)",
    ]);
    expect(field(/First Name/)).toHaveFocus();
  });

  test.each([
    ["a PNG", pdf("photo.png", 1000, "image/png"), "Your resume must be a PDF, DOC or DOCX file"],
    ["a 6 MB PDF", pdf("big.pdf", 6 * 1024 * 1024), "Your resume must be 5MB or smaller (this file is 6.0 MB)"],
  ])("refuses %s as soon as it is chosen, and never sends it", async (_, file, message) => {
    const { user, calls } = await filledForTheReceiver({ applyAccept: false });
    await user.upload(field(/Resume/), file);
    expect(await screen.findByText(message)).toHaveAttribute("role", "alert");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(field(/Resume/)).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  test("refuses a renamed program by its first bytes, as soon as it is chosen and again on submit", async () => {
    const { user, calls } = await filledForTheReceiver();
    // "MZ": a Windows executable, renamed to look like a PDF.
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], "resume.pdf", {
      type: "application/pdf",
    });
    await user.upload(field(/Resume/), program);
    expect(await screen.findByText(notADocumentMessage)).toHaveAttribute("role", "alert");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(field(/Resume/)).toHaveFocus());
    expect(errorOf(field(/Resume/))).toHaveTextContent(notADocumentMessage);
    expect(calls).toHaveLength(0);
  });

  test("sends multipart with the resume to the careers endpoint", async () => {
    const { user, calls } = await filledForTheReceiver();
    await user.upload(field(/Resume/), pdf());
    expect(screen.getByText("ananya-iyer.pdf")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe(`${RECEIVER}/careers`);
    const body = calls[0].init.body as FormData;
    expect(body.get("form")).toBe("careers-application");
    expect(body.get("position")).toBe("ielts-trainer");
    expect(body.get("experience")).toBe("3-5");
    expect((body.get("resume") as File).name).toBe("ananya-iyer.pdf");
    expect(body.get("idempotencyKey")).toBe((calls[0].init.headers as Record<string, string>)["Idempotency-Key"]);
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith(
        "success",
        "Thank you! Your application reached our HR team.",
        expect.anything(),
      ),
    );
    expect(field(/Resume/)).toHaveValue("");
  });

  test("its answers survive a reload, choices included; the file never does", async () => {
    const user = userEvent.setup();
    const first = render(<CareersApplicationForm />);
    await fillCareers(user);
    await user.upload(field(/Resume/), pdf());
    expect(sessionStorage.getItem("brightpath:unsent:careers-application")).not.toContain("ananya-iyer.pdf");
    first.unmount();
    render(<CareersApplicationForm />);
    await waitFor(() => expect(field(/Years of Experience/)).toHaveValue("3-5"));
    expect(field(/Position Applying For/)).toHaveValue("ielts-trainer");
    expect(field(/First Name/)).toHaveValue("Ananya");
    expect(field(/Resume/)).toHaveValue("");
  });

  test("without an endpoint it drafts an e-mail to HR naming the position and the resume to attach", async () => {
    const user = userEvent.setup();
    render(<CareersApplicationForm />);
    await fillCareers(user);
    await user.upload(field(/Resume/), pdf());
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(openMailDraftMock).toHaveBeenCalledTimes(1));
    const url = new URL(openMailDraftMock.mock.calls[0][0]);
    expect(url.pathname).toBe(site.hrEmail);
    expect(url.searchParams.get("subject")).toBe("Application: IELTS Trainer - Ananya Iyer");
    expect(url.searchParams.get("body")).toContain("attach your resume (ananya-iyer.pdf)");
    expect(notifyMock).toHaveBeenCalledWith("info", "Almost done: send the prefilled e-mail", expect.anything());
  });
});
