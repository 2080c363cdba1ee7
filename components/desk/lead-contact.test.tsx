/**
 * The lead page's contact lines: the e-mail (or "No e-mail" for a family who only wrote on WhatsApp) and the lead's
 * WhatsApp number with its consent; and the whole page for a lead that came in on WhatsApp without an e-mail.
 */
import { render, screen, within } from "@testing-library/react";

import type { DeskLeadRecord } from "@/contract/desk";
import { leadSourceOf } from "@/contract/lead-source";
import type { DeskWhatsApp } from "@/contract/whatsapp";
import { deskApi } from "@/lib/desk/desk-api";

import { DeskLead } from "./desk-lead";
import { LeadContact } from "./lead-contact";

jest.mock("./desk-gate", () => ({
  useDeskStaff: () => ({ name: "Priya Shah", email: "priya@example.com", role: "counsellor", office: "surat" }),
  DeskNotice: ({ children }: { children: React.ReactNode }) => <p role="status">{children}</p>,
}));
jest.mock("@/lib/desk/desk-api", () => ({
  ...jest.requireActual("@/lib/desk/desk-api"),
  deskApi: { lead: jest.fn() },
}));
const leadMock = deskApi.lead as jest.MockedFunction<typeof deskApi.lead>;

const whatsapp: DeskWhatsApp = {
  number: "919876543210",
  consent: "in",
  consentAt: "2026-11-20T04:35:00Z",
  consentPage: "/get-in-touch",
  windowEndsAt: null,
  replyAs: "template",
};

const contact = (fields: Partial<DeskLeadRecord>) =>
  render(
    <LeadContact
      record={{
        reference: "GT-7F3K2",
        email: "asha@example.in",
        language: "en",
        whatsapp,
        whatsappWaitingSince: null,
        portal: null,
        ...fields,
      }}
    />,
  );

const valueOf = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling as HTMLElement;

describe("the lead's contact lines", () => {
  it("link the e-mail, and say the WhatsApp number and when and where the family opted in", () => {
    contact({});
    expect(within(valueOf("E-mail")).getByRole("link", { name: "asha@example.in" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:asha@example\.in\?subject=/),
    );
    expect(valueOf("WhatsApp")).toHaveTextContent(
      "+91 98765 43210 · Opted in on 20 Nov, 10:05 AM IST from /get-in-touch",
    );
  });

  it("say the language the family wrote from, its own name first, marked as that language", () => {
    const { unmount } = contact({ language: "gu" });
    expect(valueOf("Language")).toHaveTextContent(/^ગુજરાતી \(Gujarati\)$/);
    expect(within(valueOf("Language")).getByText("ગુજરાતી")).toHaveAttribute("lang", "gu");
    unmount();
    contact({ language: "hi" });
    expect(valueOf("Language")).toHaveTextContent(/^हिन्दी \(Hindi\)$/);
  });

  it("say English for a lead from the English pages", () => {
    contact({});
    expect(valueOf("Language")).toHaveTextContent(/^English$/);
  });

  it('say "No e-mail", with no mailto link, when the e-mail is empty', () => {
    contact({ email: "" });
    expect(valueOf("E-mail")).toHaveTextContent("No e-mail");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("say when the family replied STOP, or that they were never asked", () => {
    const { unmount } = contact({
      whatsapp: { ...whatsapp, consent: "out", consentAt: "2026-11-29T03:42:00Z", consentPage: null, replyAs: null },
    });
    expect(valueOf("WhatsApp")).toHaveTextContent("Replied STOP on 29 Nov, 9:12 AM IST");
    unmount();
    contact({ whatsapp: { ...whatsapp, consent: "none", consentAt: null, consentPage: null, replyAs: null } });
    expect(valueOf("WhatsApp")).toHaveTextContent("Not asked");
  });

  it("lead to the thread, far down the page, while the family's WhatsApp message waits for an answer", () => {
    const { unmount } = contact({
      whatsappWaitingSince: "2026-11-28T05:30:00Z",
      portal: { account: null, applications: [], documents: [], messages: [], parents: [] } as never,
    });
    expect(screen.getByRole("link", { name: /WhatsApp waiting since .*: answer it/ })).toHaveAttribute(
      "href",
      "#messages",
    );
    unmount();
    // No thread to answer in on this page (the student's portal is another office's): no link.
    contact({ whatsappWaitingSince: "2026-11-28T05:30:00Z", portal: null });
    expect(screen.queryByRole("link", { name: /answer it/ })).not.toBeInTheDocument();
  });

  it("leave WhatsApp out while the receiver's WhatsApp is off", () => {
    contact({ whatsapp: null });
    expect(screen.queryByText("WhatsApp")).not.toBeInTheDocument();
  });
});

test("a lead that came in on WhatsApp without an e-mail opens with its thread, and no mailto anywhere", async () => {
  window.history.replaceState(null, "", "/desk/lead?ref=WA-7F3K2");
  leadMock.mockResolvedValue({
    reference: "WA-7F3K2",
    form: "whatsapp",
    firstName: "WhatsApp contact",
    email: "",
    phone: "+919876543210",
    message: "Hello",
    status: "new",
    closedReason: null,
    office: "surat",
    owner: null,
    receivedAt: "2026-11-28T05:30:00Z",
    responseDueAt: null,
    firstResponseAt: null,
    overdue: false,
    whatsappWaitingSince: "2026-11-28T05:30:00Z",
    language: "en",
    source: leadSourceOf({}),
    resumeUrl: null,
    viaBooking: false,
    booking: null,
    history: [],
    related: [],
    portal: {
      account: null,
      applications: [],
      documents: [],
      messages: [
        {
          id: 1,
          from: "family",
          name: "WhatsApp contact",
          text: "Hello",
          at: "2026-11-28T05:30:00Z",
          channel: "whatsapp",
        },
      ],
      parents: [],
    },
    whatsapp: { ...whatsapp, consent: "none", consentAt: null, consentPage: null, replyAs: "text" },
  } satisfies DeskLeadRecord);
  render(<DeskLead />);
  expect(await screen.findByRole("heading", { name: "WhatsApp contact" })).toBeInTheDocument();
  expect(screen.getByText(/^WhatsApp message ·/)).toBeInTheDocument();
  expect(valueOf("E-mail")).toHaveTextContent("No e-mail");
  expect(screen.getByRole("link", { name: "WhatsApp (opens in a new tab)" })).toHaveAttribute(
    "href",
    expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?text=/),
  );
  for (const link of screen.getAllByRole("link")) expect(link.getAttribute("href")).not.toMatch(/^mailto:/);
  expect(screen.getByRole("list", { name: "Messages, newest last" })).toHaveTextContent("Hello");
});
