/** Sample press mentions are labelled, and never pass their link off as the article. */
import { render, screen } from "@testing-library/react";

import { PressCard } from "@/components/about/press-card";
import { companyOverviewPage } from "@/content/about";

describe("PressCard", () => {
  it.each(companyOverviewPage.press.filter((item) => item.sample).map((item) => [item.outlet, item] as const))(
    "%s (sample): labelled Sample, its link named as the paper's pages, not an article",
    (_outlet, item) => {
      render(<PressCard item={item} />);
      expect(screen.getByText("Sample")).toBeVisible();
      expect(screen.getByRole("link")).toHaveAccessibleName(
        `${item.headline} (sample headline: opens ${item.outlet}'s pages in a new tab)`,
      );
      expect(document.body).not.toHaveTextContent("Read the article");
    },
  );

  it("a real mention reads as one", () => {
    render(<PressCard item={{ ...companyOverviewPage.press[0], sample: false }} />);
    expect(screen.queryByText("Sample")).toBeNull();
    expect(document.body).toHaveTextContent("Read the article");
  });
});
