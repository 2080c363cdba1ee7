/**
 * The inbox against a stand-in receiver (fetch answering by path): the "Unanswered WhatsApp" filter asks for
 * whatsapp=unanswered and keeps it in the address; a lead whose family waits on WhatsApp says since when; a lead
 * that came in on WhatsApp without an e-mail reads as any other; the language filter asks for language=gu and keeps
 * it in the address, and a lead sent from a Gujarati or Hindi page says so (an English one says nothing).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import type { DeskInbox as Inbox, DeskLeadView } from "@/contract/desk";
import { leadSourceOf } from "@/contract/lead-source";
import { ist } from "@/contract/india-time";

import { DeskInbox } from "./desk-inbox";

// Built with a receiver behind the site's own /api, as the desk needs.
jest.mock("@/lib/leads/config", () => {
  process.env.NEXT_PUBLIC_LEAD_API = "/api";
  return jest.requireActual("@/lib/leads/config");
});
// The signed-in staff member (DeskGate's context), without Better Auth's client.
jest.mock("./desk-gate", () => ({
  useDeskStaff: () => ({ name: "Priya Shah", email: "priya@example.com", role: "counsellor", office: "surat" }),
}));

// A fixed clock (3:00 PM IST, 28 Nov 2026; timers still run): a message waiting since 2:05 PM that day says the time alone.
const NOW = ist("2026-11-28T15:00").getTime();
const waitingSince = ist("2026-11-28T14:05").toISOString();

const lead: DeskLeadView = {
  reference: "WA-7F3K2",
  form: "whatsapp",
  firstName: "Asha",
  email: "",
  phone: "+919876543210",
  message: "Hello, I need help with a UK visa",
  status: "new",
  closedReason: null,
  office: "surat",
  owner: null,
  receivedAt: waitingSince,
  responseDueAt: null,
  firstResponseAt: null,
  overdue: false,
  whatsappWaitingSince: waitingSince,
  language: "en",
  source: leadSourceOf({}),
  resumeUrl: null,
  viaBooking: false,
  booking: null,
};

/** A receiver answering the inbox with `leads`; returns the queries it was asked. */
function receiver(leads: DeskLeadView[] = [lead]) {
  const asked: URLSearchParams[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    expect(url.pathname).toBe("/api/desk/leads");
    asked.push(url.searchParams);
    const overdueOnly = url.searchParams.get("overdue") === "true";
    const body: Inbox = { leads: overdueOnly ? [] : leads, nextCursor: null };
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "Content-Type": "application/json" }),
      json: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
  return asked;
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  window.history.replaceState(null, "", "/desk");
});
afterEach(() => jest.useRealTimers());

test('"Unanswered WhatsApp" asks the receiver for whatsapp=unanswered, and the address keeps it', async () => {
  const asked = receiver();
  const user = userEvent.setup();
  render(<DeskInbox />);
  await screen.findByRole("list", { name: "Leads" });
  expect(asked.every((query) => !query.has("whatsapp"))).toBe(true);

  const filter = screen.getByRole("checkbox", { name: "Unanswered WhatsApp" });
  await user.click(filter);
  expect(filter).toBeChecked();
  await waitFor(() => expect(asked.some((query) => query.get("whatsapp") === "unanswered")).toBe(true));
  // The overdue leads shown first are asked for among the same filters.
  const latest = asked.slice(-2);
  expect(latest.map((query) => query.get("whatsapp"))).toEqual(["unanswered", "unanswered"]);
  expect(new URLSearchParams(window.location.search).get("whatsapp")).toBe("unanswered");

  await user.click(filter);
  await waitFor(() => expect(window.location.search).not.toContain("whatsapp"));
});

test("the filter is read back from the address", async () => {
  window.history.replaceState(null, "", "/desk?whatsapp=unanswered");
  const asked = receiver();
  render(<DeskInbox />);
  await screen.findByRole("list", { name: "Leads" });
  expect(screen.getByRole("checkbox", { name: "Unanswered WhatsApp" })).toBeChecked();
  expect(asked[0]?.get("whatsapp")).toBe("unanswered");
});

test("a lead whose family waits on WhatsApp says since when; one with no e-mail reads as any other", async () => {
  receiver();
  render(<DeskInbox />);
  const row = within(await screen.findByRole("list", { name: "Leads" })).getByRole("link");
  expect(row).toHaveTextContent("WhatsApp waiting since 2:05 PM IST");
  expect(row).toHaveTextContent("WhatsApp message");
  expect(row).toHaveTextContent("Asha");
  expect(row).toHaveAttribute("href", "/desk/lead?ref=WA-7F3K2");
});

test("the language filter asks the receiver for language=gu, and the address keeps it", async () => {
  const asked = receiver();
  const user = userEvent.setup();
  render(<DeskInbox />);
  await screen.findByRole("list", { name: "Leads" });
  expect(asked.every((query) => !query.has("language"))).toBe(true);

  const filter = screen.getByRole("combobox", { name: "Language" });
  expect(
    within(filter)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["Any language", "English", "ગુજરાતી (Gujarati)", "हिन्दी (Hindi)"]);
  await user.selectOptions(filter, "ગુજરાતી (Gujarati)");
  await waitFor(() => expect(asked.some((query) => query.get("language") === "gu")).toBe(true));
  // The overdue leads shown first are asked for in the same language.
  expect(asked.slice(-2).map((query) => query.get("language"))).toEqual(["gu", "gu"]);
  expect(new URLSearchParams(window.location.search).get("language")).toBe("gu");

  await user.selectOptions(filter, "Any language");
  await waitFor(() => expect(window.location.search).not.toContain("language"));
});

test("the language filter is read back from the address", async () => {
  window.history.replaceState(null, "", "/desk?language=hi");
  const asked = receiver();
  render(<DeskInbox />);
  await screen.findByRole("list", { name: "Leads" });
  expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("hi");
  expect(asked[0]?.get("language")).toBe("hi");
});

test("a lead sent from a Gujarati or Hindi page names its language; an English one does not", async () => {
  receiver([
    { ...lead, reference: "BP-GUJ01", firstName: "Hetal", language: "gu", whatsappWaitingSince: null },
    { ...lead, reference: "BP-HIN01", firstName: "Rohit", language: "hi", whatsappWaitingSince: null },
    { ...lead, reference: "BP-ENG01", firstName: "Meera", language: "en", whatsappWaitingSince: null },
  ]);
  render(<DeskInbox />);
  const [gujarati, hindi, english] = within(await screen.findByRole("list", { name: "Leads" })).getAllByRole("link");
  expect(gujarati).toHaveTextContent("Hetal");
  expect(gujarati).toHaveTextContent("ગુજરાતી (Gujarati)");
  expect(within(gujarati).getByText("ગુજરાતી")).toHaveAttribute("lang", "gu");
  expect(hindi).toHaveTextContent("हिन्दी (Hindi)");
  expect(english).toHaveTextContent("Meera");
  expect(english).not.toHaveTextContent(/English|Gujarati|Hindi/);
});
