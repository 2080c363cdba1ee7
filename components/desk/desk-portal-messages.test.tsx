/**
 * The lead's thread on the desk: how each message travelled, a family's WhatsApp media, the ticks of the office's
 * WhatsApp messages in words, how a reply will go, and the thread shown before any portal account exists.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import type { DeskLeadRecord } from "@/contract/desk";
import { ist } from "@/contract/india-time";
import type { PortalMessage } from "@/contract/portal";
import { whatsAppStateLabels, whatsAppStates, type DeskWhatsApp } from "@/contract/whatsapp";
import { deskApi } from "@/lib/desk/desk-api";

import { DeskPortalPanel } from "./desk-portal";
import { PortalMessages } from "./desk-portal-messages";

// The signed-in staff member (DeskGate's context), without Better Auth's client.
jest.mock("./desk-gate", () => ({
  useDeskStaff: () => ({ name: "Priya Shah", email: "priya@example.com", role: "counsellor", office: "surat" }),
}));
jest.mock("@/lib/desk/desk-api", () => ({
  ...jest.requireActual("@/lib/desk/desk-api"),
  deskApi: { sendMessage: jest.fn(), messages: jest.fn(), invite: jest.fn() },
}));
const sendMessage = deskApi.sendMessage as jest.MockedFunction<typeof deskApi.sendMessage>;

const at = "2026-11-28T05:30:00Z";
const message = (id: number, fields: Partial<PortalMessage>): PortalMessage => ({
  id,
  from: "office",
  name: "Priya Shah",
  text: `Message ${id}`,
  at,
  channel: "portal",
  ...fields,
});

const whatsapp: DeskWhatsApp = {
  number: "919876543210",
  consent: "in",
  consentAt: "2026-11-20T04:35:00Z",
  consentPage: "/get-in-touch",
  windowEndsAt: null,
  replyAs: "template",
};

function thread(messages: PortalMessage[], lead: DeskWhatsApp | null = whatsapp) {
  return render(
    <PortalMessages reference="GT-7F3K2" messages={messages} joined whatsapp={lead} onChanged={jest.fn()} />,
  );
}

const itemOf = (text: string) => screen.getByText(text).closest("li") as HTMLElement;

beforeEach(() => sendMessage.mockReset());
afterEach(() => jest.useRealTimers());

describe("each message", () => {
  it("says how it travelled: WhatsApp or the portal", () => {
    thread([
      message(1, { from: "student", name: "Asha Patel", text: "From the portal" }),
      message(2, { from: "family", name: "Asha Patel", text: "From WhatsApp", channel: "whatsapp" }),
    ]);
    expect(within(itemOf("From the portal")).getByText("Portal")).toBeInTheDocument();
    expect(within(itemOf("From WhatsApp")).getByText("WhatsApp")).toBeInTheDocument();
    expect(within(itemOf("From WhatsApp")).getByText(/\(Family\)/)).toBeInTheDocument();
  });

  it("says when the family has the office's message by e-mail too, and only then", () => {
    thread([
      message(1, { from: "office", name: "Priya Shah", text: "E-mailed too", emailed: true }),
      message(2, { from: "office", name: "Priya Shah", text: "Only in the portal" }),
    ]);
    expect(within(itemOf("E-mailed too")).getByText("E-mail")).toBeInTheDocument();
    expect(within(itemOf("Only in the portal")).queryByText("E-mail")).not.toBeInTheDocument();
  });

  it("names a family's media message's type before its caption, or alone", () => {
    thread([
      message(1, { from: "family", channel: "whatsapp", mediaType: "image", text: "My passport" }),
      message(2, { from: "family", channel: "whatsapp", mediaType: "document", text: "" }),
    ]);
    const list = screen.getByRole("list", { name: "Messages, newest last" });
    const [photo, document] = within(list).getAllByRole("listitem");
    expect(photo).toHaveTextContent(/Photo:\s*My passport/);
    expect(within(document).getByText("Document")).toBeInTheDocument();
  });

  it.each(whatsAppStates.filter((state) => state !== "failed"))(
    "an office message on WhatsApp that is %s says so in words",
    (state) => {
      thread([message(1, { channel: "whatsapp", whatsapp: { state } })]);
      expect(within(itemOf("Message 1")).getByText(whatsAppStateLabels[state])).toBeInTheDocument();
    },
  );

  it("an office message WhatsApp could not deliver says why", () => {
    thread([message(1, { channel: "whatsapp", whatsapp: { state: "failed", error: "Number not on WhatsApp" } })]);
    expect(within(itemOf("Message 1")).getByText("Not delivered: Number not on WhatsApp")).toBeInTheDocument();
  });

  it("draws the ticks only for the eye, the words being what is read out", () => {
    thread([message(1, { channel: "whatsapp", whatsapp: { state: "read" } })]);
    const item = itemOf("Message 1");
    expect(item.querySelectorAll("svg:not([aria-hidden='true'])")).toHaveLength(0);
    expect(within(item).getByText("Read").parentElement).toHaveClass("text-brand-600");
  });

  it("a portal message has no ticks", () => {
    thread([message(1, {})]);
    for (const label of Object.values(whatsAppStateLabels)) expect(screen.queryByText(label)).not.toBeInTheDocument();
  });
});

describe("the reply box says how the reply will go", () => {
  const box = () => screen.getByRole("textbox", { name: "Message" });
  /** The box's description: the note first, then the character counter. */
  const noted = (note: string) => `${note} 0 / 4,000 characters`;

  it("as free text inside the 24 hours, until when in IST", () => {
    // On a fixed clock (3:00 PM IST), a window ending at 11:59 PM IST the same day says the time alone.
    jest.useFakeTimers({ now: ist("2026-11-28T15:00").getTime(), advanceTimers: true });
    const windowEndsAt = ist("2026-11-28T23:59").toISOString();
    thread([], { ...whatsapp, replyAs: "text", windowEndsAt });
    expect(box()).toHaveAccessibleDescription(
      noted("Goes on WhatsApp as a message (the family wrote within 24 hours; window open until 11:59 PM IST)"),
    );
  });

  it("as the approved template after the 24 hours", () => {
    thread([]);
    expect(box()).toHaveAccessibleDescription(
      noted(
        "Goes on WhatsApp as the approved template, your message as one paragraph of up to 1,000 characters (no message from the family in the last 24 hours)",
      ),
    );
  });

  it("not on WhatsApp after STOP, or without an opt-in", () => {
    const { unmount } = thread([], { ...whatsapp, consent: "out", replyAs: null });
    expect(box()).toHaveAccessibleDescription(noted("Not on WhatsApp: the family replied STOP"));
    unmount();
    thread([], { ...whatsapp, consent: "none", consentAt: null, consentPage: null, replyAs: null });
    expect(box()).toHaveAccessibleDescription(noted("Not on WhatsApp: the family has not opted in"));
  });

  it("nothing extra while the receiver's WhatsApp is off", () => {
    thread([], null);
    expect(box()).toHaveAccessibleDescription("0 / 4,000 characters");
    expect(screen.queryByText(/WhatsApp/)).not.toBeInTheDocument();
  });

  it("and the reply is sent through the desk's call", async () => {
    sendMessage.mockResolvedValue({ ok: true, message: message(9, { channel: "whatsapp" }) } as never);
    const user = userEvent.setup();
    thread([]);
    await user.type(box(), "Your offer letter is in.");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sendMessage).toHaveBeenCalledWith("GT-7F3K2", "Your offer letter is in."));
  });
});

test("a lead without a portal account still has the thread and its reply box, beside the invite", () => {
  const record = {
    reference: "WA-7F3K2",
    form: "whatsapp",
    firstName: "Asha",
    email: "",
    phone: "+919876543210",
    whatsapp: { ...whatsapp, replyAs: "text", windowEndsAt: "2026-11-28T10:10:00Z" },
    portal: {
      account: null,
      applications: [],
      documents: [],
      messages: [message(1, { from: "family", name: "Asha", channel: "whatsapp", text: "Hello, I need help" })],
      parents: [],
    },
  } as unknown as DeskLeadRecord;
  render(<DeskPortalPanel record={record} onChanged={jest.fn()} />);
  expect(screen.getByRole("button", { name: "Invite to the student portal" })).toBeInTheDocument();
  expect(screen.getByText("Hello, I need help")).toBeInTheDocument();
  expect(screen.getByRole("form", { name: "Send a message" })).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
    /^Goes on WhatsApp as a message/,
  );
});
