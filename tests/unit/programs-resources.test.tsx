/**
 * Helpers and the one client component behind /programs, the resource lists,
 * /careers/openings and the legal pages.
 */

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { downloadCards, eventCards } from "@/components/resources/resource-cards";
import { ProgramTabs } from "@/components/programs/program-tabs";
import { defaultProgramTab, programTabs } from "@/content/programs";
import { downloads, events } from "@/content/resources";
import { site } from "@/content/site";
import { eventDateText, eventPlaceText, eventTimeText } from "@/lib/events";
import { fileSizeText } from "@/lib/format";
import { eventRegistrationMailto, fileRequestMailto } from "@/lib/mail-drafts";
import { mailto } from "@/lib/mailto";

import { decodeMailto } from "../support/mailto";

describe("mailto", () => {
  it("encodes reserved characters and joins body lines with CRLF", () => {
    const url = mailto("hr@example.com", "R&D #1? 50% off", ["Line one", "a=b&c"]);
    expect(url).toBe("mailto:hr@example.com?subject=R%26D%20%231%3F%2050%25%20off&body=Line%20one%0D%0Aa%3Db%26c");
    expect(decodeMailto(url)).toEqual({ to: "hr@example.com", subject: "R&D #1? 50% off", body: "Line one\r\na=b&c" });
  });
});

describe("resource mail drafts", () => {
  it.each(events.map((event) => [event.title, event] as const))(
    "Register Now for %s names the event, date, time and place",
    (_title, event) => {
      const draft = decodeMailto(eventRegistrationMailto(event));
      expect(draft.to).toBe(site.email);
      expect(draft.subject).toBe(`Event registration: ${event.title} (${eventDateText(event)})`);
      expect(draft.body).toContain(`"${event.title}" on ${eventDateText(event)}, ${eventTimeText(event)}`);
      expect(draft.body).toContain(`Location: ${eventPlaceText(event)}`);
    },
  );

  it.each(downloads.map((item) => [item.title, item] as const))(
    "asks for %s by title, format and size",
    (_title, item) => {
      const draft = decodeMailto(fileRequestMailto(item));
      expect(draft.to).toBe(site.email);
      expect(draft.subject).toBe(`File request: ${item.title}`);
      expect(draft.body).toContain(`${item.title} (${item.format}, ${fileSizeText(item.sizeKb)})`);
    },
  );

  it("asks for a file without type or size (the program brochure)", () => {
    const draft = decodeMailto(fileRequestMailto({ title: "Master's in Computer Science brochure" }));
    expect(draft.body).toContain("Please e-mail me the Master's in Computer Science brochure.");
  });

  it("gives every upcoming event and every download a mail-draft action and no file link", () => {
    const beforeAll = new Date(Math.min(...events.map((event) => Date.parse(event.start))) - 1);
    for (const card of [...eventCards(events, beforeAll, "past"), ...downloadCards(downloads)]) {
      expect(card.action?.href).toMatch(/^mailto:/);
    }
    expect(downloadCards(downloads).map((card) => card.details)).toEqual(
      downloads.map((item) => [
        { label: "Format", value: item.format },
        { label: "Size", value: fileSizeText(item.sizeKb) },
      ]),
    );
  });

  it("says an event that has ended has taken place, instead of offering registration", () => {
    const afterAll = new Date(Math.max(...events.map((event) => Date.parse(event.end))) + 1);
    for (const card of eventCards(events, afterAll, "This event has taken place.")) {
      expect(card.action).toBeUndefined();
      expect(card.note).toBe("This event has taken place.");
    }
  });
});

describe("ProgramTabs", () => {
  function renderTabs() {
    render(<ProgramTabs tabs={programTabs} defaultTab={defaultProgramTab} label="Program levels" />);
    return userEvent.setup();
  }

  it("renders all four panels, showing only the default one as active", () => {
    renderTabs();
    expect(screen.getByRole("tablist", { name: "Program levels" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(programTabs.map((tab) => tab.label));
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Undergraduate");
    // forceMount: every panel is in the DOM; inactive ones are marked for CSS to hide.
    const panels = document.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(4);
    expect([...panels].map((panel) => panel.getAttribute("data-state"))).toEqual([
      "active",
      "inactive",
      "inactive",
      "inactive",
    ]);
    for (const tab of programTabs) {
      for (const program of tab.programs) expect(screen.getByText(program.name)).toBeInTheDocument();
    }
  });

  it("ties each tab to the panel it controls, and each panel to its tab for a name", () => {
    renderTabs();
    for (const tab of screen.getAllByRole("tab")) {
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      expect(panel).toHaveAttribute("role", "tabpanel");
      expect(panel).toHaveAccessibleName(tab.textContent ?? "");
      expect(within(panel as HTMLElement).getByRole("heading", { level: 3 })).toHaveTextContent(
        `${tab.textContent} programs`,
      );
    }
  });

  it("activates one tab at a time by click and by arrow keys", async () => {
    const user = renderTabs();
    await user.click(screen.getByRole("tab", { name: "PhD" }));
    expect(screen.getAllByRole("tab", { selected: true })).toHaveLength(1);
    expect(screen.getByRole("tab", { name: "PhD" })).toHaveAttribute("aria-selected", "true");
    const phdPanel = document.querySelector('[role="tabpanel"][data-state="active"]') as HTMLElement;
    expect(within(phdPanel).getByText("PhD programs")).toBeInTheDocument();
    expect(within(phdPanel).getAllByText("3-5 years").length).toBeGreaterThan(1);

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Diploma" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Diploma" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Postgraduate" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab", { selected: true })).toHaveLength(1);
  });
});
