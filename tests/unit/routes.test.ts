import { readdirSync, readFileSync } from "node:fs";

import { parse } from "yaml";

import { countryGuideList } from "@/content/country-guides";
import { fixedRoutes } from "@/content/fixed-routes";
import { breadcrumbsFor, getRoute, navGroups, routes, routesInFooter, routesInNav } from "@/content/routes";
import { placeholdersIn } from "@/lib/figures";
import { routeDescription } from "@/lib/route-descriptions";

type GuideFile = { route: { description: string } };

describe("route registry", () => {
  it.each(routes.map((route) => [route.path, route] as const))(
    "%s is lowercase, unique and described",
    (path, route) => {
      expect(path).toBe(path.toLowerCase());
      expect(path === "/" || !path.endsWith("/")).toBe(true);
      expect(routes.filter((other) => other.path === path)).toHaveLength(1);
      const description = routeDescription(route);
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );

  it("states figures as placeholders filled from the content, never as a second copy", () => {
    // A figure in a description must come from the data that owns it: "{ielts.regularFee}", not "Rs 25,000".
    const money = /(Rs|GBP|USD|CA\$|AUD|NZD|EUR|€|£|\$) ?\d|\d[\d,]* (euro|euros|pounds|dollars)\b/;
    const written = [
      ...fixedRoutes.map((route) => [route.path, route.description] as const),
      // A guide's description is in its file, with the guide's own figures (the content build fills them in).
      ...readdirSync("content/guides").map(
        (file) =>
          [file, (parse(readFileSync(`content/guides/${file}`, "utf8")) as GuideFile).route.description] as const,
      ),
    ];
    expect(written.filter(([, description]) => money.test(description)).map(([where]) => where)).toEqual([]);
    expect(written.filter(([, description]) => placeholdersIn(description).length > 0).length).toBeGreaterThan(0);
    for (const route of routes) expect(routeDescription(route)).not.toMatch(/[{}]/);
  });

  it("fails, naming the route, on a placeholder that names no figure", () => {
    expect(() => routeDescription({ path: "/", description: "Fees from {ielts.noSuchFee}." })).toThrow(
      "content/routes.ts /: description: unknown figure {ielts.noSuchFee}",
    );
  });

  it("throws on an unknown path so a typo fails the build", () => {
    // @ts-expect-error: not a registry path
    expect(() => getRoute("/no-such")).toThrow("Unknown route /no-such");
  });
});

describe("header and footer (the spec's own lists: spec-figures.test.ts)", () => {
  it("puts every country guide in the Destinations menu and the footer, in the guides' order", () => {
    const guidePaths = countryGuideList.map((guide) => guide.path);
    expect(guidePaths.length).toBeGreaterThan(0);
    expect(routesInNav("destinations").map((route) => route.path)).toEqual(guidePaths);
    expect(routesInFooter("destinations").map((route) => route.path)).toEqual(guidePaths);
  });

  it("gives every header group a label and at least one page", () => {
    for (const group of navGroups) {
      expect(group.label).not.toBe("");
      expect(routesInNav(group.id).length).toBeGreaterThan(0);
    }
  });

  it("links every resource page from the footer's Resources group", () => {
    const resourcePages = routes.filter((route) => /^\/resources\/[^/]+$/.test(route.path));
    expect(routesInFooter("resources")).toEqual(resourcePages);
  });
});

describe("breadcrumbsFor", () => {
  it("links real ancestors and names folders without a page as plain text", () => {
    expect(breadcrumbsFor("/about/our-team")).toEqual([
      { name: "Home", path: "/" },
      { name: "About", path: "/about" },
      { name: "Our Team", path: "/about/our-team" },
    ]);
    expect(breadcrumbsFor("/resources/press-releases")).toEqual([
      { name: "Home", path: "/" },
      { name: "Resources" },
      { name: "Press Releases", path: "/resources/press-releases" },
    ]);
  });
});
