/**
 * The lead forms as exported with a receiver configured (NEXT_PUBLIC_LEAD_API=/api,
 * as the test build and `npm start` build them): their no-JavaScript path posts to
 * the receiver, and the bot trap is rendered, sent and never turned into a false
 * "thank you". The variable is read when lib/leads/config loads, so it is set there.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { CareersApplicationForm } from "@/components/forms/careers-application-form";
import { GetInTouchForm } from "@/components/forms/get-in-touch-form";
import { notify } from "@/components/ui/toaster";
import { HONEYPOT_FIELD } from "@/contract/api";

jest.mock("@/lib/leads/config", () => {
  process.env.NEXT_PUBLIC_LEAD_API = "/api";
  return jest.requireActual("@/lib/leads/config");
});
jest.mock("@/components/ui/toaster", () => ({ notify: jest.fn() }));
jest.setTimeout(30_000);

const notifyMock = notify as jest.MockedFunction<typeof notify>;
const field = (name: RegExp) => screen.getByLabelText(name);

afterAll(() => {
  delete process.env.NEXT_PUBLIC_LEAD_API;
});
beforeEach(() => {
  notifyMock.mockClear();
  sessionStorage.clear();
});

/** The receiver's answer to every POST; returns the request bodies. */
function answerWith(status: number, body: unknown) {
  const bodies: string[] = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(String(init?.body));
    return {
      ok: status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
      json: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
  return bodies;
}

test("posts natively to the receiver: its URL, the form's id, fields under their schema names", () => {
  const { container } = render(<GetInTouchForm />);
  const form = container.querySelector("form");
  expect(form).toHaveAttribute("action", "/api/leads");
  expect(form).toHaveAttribute("method", "post");
  expect(form).not.toHaveAttribute("enctype");
  expect(container.querySelector('input[type="hidden"][name="form"]')).toHaveValue("get-in-touch");
  for (const name of ["firstName", "lastName", "email", "phone", "destination", "service", "message"]) {
    expect(container.querySelector(`[name="${name}"]`)).not.toBeNull();
  }
  // Ticked, the WhatsApp opt-in posts whatsappOptIn=true; unticked, nothing (the schema reads that as false).
  const optIn = screen.getByRole("checkbox", { name: "Send me updates on WhatsApp" });
  expect(optIn).toHaveAttribute("name", "whatsappOptIn");
  expect(optIn).toHaveAttribute("value", "true");
  expect(optIn).not.toBeChecked();
});

test("careers posts natively as multipart with the resume", () => {
  const { container } = render(<CareersApplicationForm />);
  const form = container.querySelector("form");
  expect(form).toHaveAttribute("action", "/api/careers");
  expect(form).toHaveAttribute("enctype", "multipart/form-data");
  expect(container.querySelector('input[type="file"][name="resume"]')).not.toBeNull();
});

test("the bot trap is out of sight, of the tab order and of autofill's vocabulary", () => {
  const { container } = render(<GetInTouchForm />);
  const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
  expect(trap).toHaveAttribute("tabindex", "-1");
  expect(trap).toHaveAttribute("autocomplete", "off");
  expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  const label = trap?.closest("label")?.textContent ?? "";
  expect(label).toBe("Leave this box empty");
  expect(`${HONEYPOT_FIELD} ${label}`).not.toMatch(/name|mail|phone|tel|company|organi[sz]ation|website|url|address/i);
});

test("a filled trap is sent, and the held answer keeps the form and says so with the reference", async () => {
  const bodies = answerWith(201, { ok: true, reference: "BP-7F3K2", held: true });
  const user = userEvent.setup();
  const { container } = render(<GetInTouchForm />);
  await user.type(field(/First Name/), "Priya");
  await user.type(field(/Last Name/), "Sharma");
  await user.type(field(/Email Address/), "priya@example.com");
  await user.type(field(/Phone Number/), "(+91) 98765 43210");
  container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!.value = "https://autofill.example";
  await user.click(screen.getByRole("button", { name: "Send Message" }));

  const alert = await screen.findByRole("alert");
  expect(JSON.parse(bodies[0])).toMatchObject({
    [HONEYPOT_FIELD]: "https://autofill.example",
    phone: "+91 98765 43210",
  });
  expect(alert).toHaveTextContent("Your message is held for a counsellor to check");
  expect(alert).toHaveTextContent("Your reference: BP-7F3K2.");
  expect(alert).not.toHaveTextContent(/thank you/i);
  expect(within(alert).getByRole("link", { name: "Send it on WhatsApp" })).toBeInTheDocument();
  expect(notifyMock).not.toHaveBeenCalledWith("success", expect.anything(), expect.anything());
  expect(notifyMock).toHaveBeenCalledWith(
    "warning",
    "Your message is held for a counsellor to check",
    expect.anything(),
  );
  await waitFor(() => expect(field(/First Name/)).toHaveValue("Priya"));
  expect(field(/Phone Number/)).toHaveValue("(+91) 98765 43210");
});
