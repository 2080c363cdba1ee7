/** The official sources say when a counsellor checked them, and never a date nobody set. */
import { render, screen } from "@testing-library/react";

import { OfficialSources } from "@/components/sections/official-sources";

const source = { title: "Study permit", publisher: "IRCC", url: "https://www.canada.ca/study-permit" };

describe("OfficialSources", () => {
  it('says "not yet reviewed" when no one set a review date', () => {
    render(<OfficialSources id="sources" sources={[source]} />);
    expect(screen.getByText(/Official sources/)).toHaveTextContent("Official sources, not yet reviewed");
    expect(document.body).not.toHaveTextContent("reviewed on");
  });

  it("gives the date a counsellor set, once for the list when all share it", () => {
    render(<OfficialSources id="sources" sources={[{ ...source, reviewed: "2026-11-20" }]} />);
    expect(screen.getByText(/Official sources/)).toHaveTextContent("Official sources, reviewed on 20 November 2026");
  });

  it("gives each source its own state when they differ", () => {
    render(
      <OfficialSources
        id="sources"
        sources={[
          { ...source, reviewed: "2026-11-20" },
          { ...source, title: "Work permit", url: "https://www.canada.ca/work-permit" },
        ]}
      />,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent(
      "IRCC: Study permit (opens in a new tab) (reviewed on 20 November 2026), Work permit (opens in a new tab) (not yet reviewed)",
    );
  });
});
