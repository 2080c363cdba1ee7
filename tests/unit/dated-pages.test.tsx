/**
 * What a page shows depends on the day it is rendered: an event offers registration and carries its Event
 * markup until it has ended, then says it has taken place; an opening is listed, with its Apply Now draft and
 * its JobPosting, until the end of its last day in India. The site is static, so the export decides both on
 * its build date (the pages read the clock themselves). Here the real pages are rendered on a fixed clock,
 * a minute either side of each boundary, so no result depends on the day the tests run. The browser tests
 * read the export as it was built (tests/e2e/built-at.ts).
 */
import { render, screen, within } from "@testing-library/react";

import ArticleRoute from "@/app/(en)/resources/[kind]/[slug]/page";
import ResourceListRoute from "@/app/(en)/resources/[kind]/page";
import CareersOpeningsRoute from "@/app/(en)/careers/openings/page";
import { careersPage, jobOpenings } from "@/content/jobs";
import { events, eventsCopy, resourceActions, type StudyEvent } from "@/content/resources";
import { closesAt } from "@/lib/jobs";
import { eventRegistrationMailto } from "@/lib/mail-drafts";
import type { JsonLdObject } from "@/lib/json-ld";
import { ist } from "@/contract/india-time";

const MINUTE = 60_000;

/** Renders the pages below as on a build at `instant`. */
const builtAt = (instant: number) => jest.useFakeTimers({ now: instant });
afterEach(() => jest.useRealTimers());

/** The JSON-LD entities the rendered page carries, in page order. */
const jsonLd = () =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => {
    const data = JSON.parse(script.textContent ?? "") as JsonLdObject | JsonLdObject[];
    return Array.isArray(data) ? data : [data];
  });
const jsonLdTypes = () => jsonLd().map((entity) => entity["@type"]);

const register = new RegExp(`^${resourceActions.register.label}`);

/** Each event, a minute before it starts, a minute before it ends and a minute after it has ended. */
const eventInstants = events.flatMap((event) => [
  [event.title, "the minute before it starts", "to come", Date.parse(event.start) - MINUTE] as const,
  [event.title, "the minute before it ends", "to come", Date.parse(event.end) - MINUTE] as const,
  [event.title, "the minute after it ends", "past", Date.parse(event.end) + MINUTE] as const,
]);
const eventNamed = (title: string): StudyEvent => events.find((event) => event.title === title)!;

describe("an event's own page", () => {
  test.each(eventInstants)("%s, built %s: %s", async (title, _when, state, instant) => {
    const event = eventNamed(title);
    builtAt(instant);
    render(await ArticleRoute({ params: Promise.resolve({ kind: "events", slug: event.slug }) }));
    const details = screen.getByRole("region", { name: "Event details" });
    if (state === "to come") {
      expect(within(details).getByRole("link", { name: register })).toHaveAttribute(
        "href",
        eventRegistrationMailto(event),
      );
      expect(within(details).queryByText(eventsCopy.pastNote)).toBeNull();
      expect(jsonLdTypes()).toContain("Event");
    } else {
      expect(within(details).getByRole("status")).toHaveTextContent(eventsCopy.pastNote);
      expect(within(details).queryByRole("link", { name: register })).toBeNull();
      expect(jsonLdTypes()).toEqual(["BreadcrumbList"]);
    }
  });
});

describe("/resources/events", () => {
  const section = (name: string) => screen.queryByRole("region", { name });

  test.each(eventInstants)("%s, built %s: %s", async (title, _when, state, instant) => {
    builtAt(instant);
    render(await ResourceListRoute({ params: Promise.resolve({ kind: "events" }) }));
    const heading = state === "to come" ? eventsCopy.upcomingHeading : eventsCopy.pastHeading;
    const other = state === "to come" ? eventsCopy.pastHeading : eventsCopy.upcomingHeading;
    const card = within(section(heading)!).getByRole("heading", { name: title }).closest("article")!;
    expect(section(other) && within(section(other)!).queryByRole("heading", { name: title })).toBeFalsy();
    if (state === "to come") {
      expect(within(card).getByRole("link", { name: register })).toHaveAttribute(
        "href",
        eventRegistrationMailto(eventNamed(title)),
      );
    } else {
      expect(card).toHaveTextContent(eventsCopy.pastNote);
      expect(within(card).queryByRole("link", { name: register })).toBeNull();
    }
  });

  const last = events.reduce((latest, event) => (Date.parse(event.end) > Date.parse(latest.end) ? event : latest));

  test.each([
    ["the minute before the last event ends", "it is to come", -MINUTE, false],
    ["the minute after the last event has ended", "none is to come, and it says so", MINUTE, true],
  ])("built %s: %s", async (_when, _shows, offset, none) => {
    builtAt(Date.parse(last.end) + offset);
    render(await ResourceListRoute({ params: Promise.resolve({ kind: "events" }) }));
    const upcoming = section(eventsCopy.upcomingHeading)!;
    expect(within(upcoming).queryByText(eventsCopy.noUpcoming) !== null).toBe(none);
    expect(within(upcoming).queryByRole("heading", { name: last.title }) === null).toBe(none);
  });
});

describe("/careers/openings", () => {
  /** Each last day an opening has, and the openings that close on it. */
  const lastDays = [...new Set(jobOpenings.map((opening) => opening.validThrough))].sort();

  /** 23:59 and the next midnight in India on `day` (the end of an opening's last day is 23:59:59 IST). */
  const lastMinuteOf = (day: string) => ist(`${day}T23:59:00`).getTime();
  const midnightAfter = (day: string) => ist(`${day}T23:59:59`).getTime() + 1000;

  function renderOpeningsAt(instant: number) {
    builtAt(instant);
    render(<CareersOpeningsRoute />);
    const listed = screen.queryAllByRole("article").map((card) => card.getAttribute("aria-labelledby"));
    const postings = jsonLd().filter((entity) => entity["@type"] === "JobPosting");
    return { listed, postings };
  }

  test.each(lastDays)(
    "an opening whose last day is %s is listed, with its JobPosting, until 23:59 IST that day",
    (day) => {
      const { listed, postings } = renderOpeningsAt(lastMinuteOf(day));
      const open = jobOpenings.filter((opening) => opening.validThrough >= day);
      expect(listed).toEqual(open.map((opening) => `${opening.id}-title`));
      expect(postings.map((posting) => posting.title)).toEqual(open.map((opening) => opening.position));
      expect(postings.map((posting) => posting.validThrough)).toEqual(open.map(closesAt));
      expect(screen.getAllByRole("link", { name: /^Apply Now/ })).toHaveLength(open.length);
    },
  );

  test.each(lastDays)("an opening whose last day is %s is gone, with its JobPosting, at midnight IST", (day) => {
    const { listed, postings } = renderOpeningsAt(midnightAfter(day));
    const open = jobOpenings.filter((opening) => opening.validThrough > day);
    expect(listed).toEqual(open.map((opening) => `${opening.id}-title`));
    expect(postings.map((posting) => posting.title)).toEqual(open.map((opening) => opening.position));
    expect(screen.queryAllByRole("link", { name: /^Apply Now/ })).toHaveLength(open.length);
    // Once the last has closed, the page says so and invites a resume instead.
    expect(screen.queryByText(careersPage.noOpenings) !== null).toBe(open.length === 0);
  });
});
