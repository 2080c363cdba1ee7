/**
 * The portal's thread with WhatsApp in it: a family's WhatsApp message says it came on WhatsApp and what media it
 * was, the office's reply sent on WhatsApp too says so (or that WhatsApp could not deliver it); no ticks.
 */
import { render, screen, within } from "@testing-library/react";

import type { PortalMessage } from "@/contract/portal";
import { fetchMessages } from "@/lib/portal/portal-api";

import { PortalMessages } from "./portal-messages";

jest.mock("@/lib/portal/portal-api", () => ({
  ...jest.requireActual("@/lib/portal/portal-api"),
  fetchMessages: jest.fn(),
  sendMessage: jest.fn(),
}));
const fetchMock = fetchMessages as jest.MockedFunction<typeof fetchMessages>;

const messages: PortalMessage[] = [
  {
    id: 1,
    from: "family",
    name: "Asha Patel",
    text: "My passport, first page",
    at: "2026-11-28T05:30:00Z",
    channel: "whatsapp",
    mediaType: "image",
  },
  {
    id: 2,
    from: "office",
    name: "Priya Shah",
    text: "Thank you, it is clear.",
    at: "2026-11-28T06:30:00Z",
    channel: "whatsapp",
    whatsapp: { state: "read" },
  },
  {
    id: 3,
    from: "office",
    name: "Priya Shah",
    text: "Please also send the visa page.",
    at: "2026-11-28T07:30:00Z",
    channel: "whatsapp",
    whatsapp: { state: "failed", error: "Message undeliverable" },
  },
  { id: 4, from: "student", name: "Asha Patel", text: "Sent here.", at: "2026-11-28T08:30:00Z", channel: "portal" },
  {
    id: 5,
    from: "family",
    name: "Asha Patel",
    text: "",
    at: "2026-11-28T09:30:00Z",
    channel: "whatsapp",
    mediaType: "document",
  },
];

test("the thread says which messages went on WhatsApp and what a family's media message was", async () => {
  fetchMock.mockResolvedValue({ ok: true, messages });
  render(<PortalMessages onSignedOut={jest.fn()} />);
  const list = await screen.findByRole("list", { name: "Messages with the office" });
  const [photo, read, failed, portal, document] = within(list).getAllByRole("listitem");
  expect(photo).toHaveTextContent("Asha Patel (on WhatsApp)");
  expect(photo).toHaveTextContent(/Photo:\s*My passport, first page/);
  expect(read).toHaveTextContent("Priya Shah (the office) · on WhatsApp");
  expect(read).not.toHaveTextContent("Read");
  expect(failed).toHaveTextContent("Not delivered on WhatsApp");
  expect(failed).not.toHaveTextContent("Message undeliverable");
  expect(portal).not.toHaveTextContent("WhatsApp");
  expect(within(document).getByText("Document")).toBeInTheDocument();
});
