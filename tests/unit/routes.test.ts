import { breadcrumbsFor, getRoute, navGroups, routes, routesInFooter, routesInNav } from "@/content/routes";
import { placeholdersIn } from "@/lib/figures";
import { routeDescription } from "@/lib/route-descriptions";

const specRoutes = [
  "/",
  "/about",
  "/about-us",
  "/services",
  "/destinations",
  "/programs",
  "/contact",
  "/get-in-touch",
  "/signin",
  "/about/company-overview",
  "/about/our-team",
  "/about/our-partners",
  "/about/certifications",
  "/services/student-visa",
  "/services/spouse-visa",
  "/services/visitor-visa",
  "/services/visa-extension",
  "/services/post-study-work-visa",
  "/services/ielts-coaching",
  "/services/education-loan",
  "/destinations/usa",
  "/destinations/uk",
  "/destinations/canada",
  "/destinations/finland",
  "/destinations/germany",
  "/programs/all-programs",
  "/programs/program-detail",
  "/resources/blog",
  "/resources/news",
  "/resources/events",
  "/resources/press-releases",
  "/resources/downloads",
  "/careers/openings",
  "/careers/apply-now",
  "/refund-policy",
  "/terms-of-service",
  "/privacy-policy",
];

/** Pages the site adds beyond the spec: only ever added, so the spec's routes stay exact. */
const toolRoutes = ["/tools", "/tools/study-cost", "/tools/education-loan-emi", "/tools/ielts-band"];

describe("route registry", () => {
  it("lists exactly the 37 routes of the spec's route table, plus the tools (issue 14)", () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...specRoutes, ...toolRoutes].sort());
  });

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
    for (const route of routes) {
      expect(route.description).not.toMatch(
        /(Rs|GBP|USD|CA\$|AUD|NZD|EUR|€|£|\$) ?\d|\d[\d,]* (euro|euros|pounds|dollars)\b/,
      );
      expect(routeDescription(route)).not.toMatch(/[{}]/);
    }
    expect(routes.some((route) => placeholdersIn(route.description).length > 0)).toBe(true);
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

describe("header navigation (spec: shared shell)", () => {
  it.each([
    ["about", ["/about/company-overview", "/about/our-team"]],
    [
      "services",
      ["/services/student-visa", "/services/spouse-visa", "/services/visitor-visa", "/services/ielts-coaching"],
    ],
    [
      "destinations",
      [
        "/destinations/usa",
        "/destinations/uk",
        "/destinations/canada",
        "/destinations/finland",
        "/destinations/germany",
      ],
    ],
    ["tools", ["/tools/study-cost", "/tools/education-loan-emi", "/tools/ielts-band"]],
    ["careers", ["/careers/openings", "/careers/apply-now"]],
    ["contact", ["/contact"]],
  ] as const)("group %s holds the spec's links in order", (group, paths) => {
    expect(routesInNav(group).map((route) => route.path)).toEqual(paths);
  });

  it("labels the groups as the spec does, with Tools added by issue 14", () => {
    expect(navGroups.map((group) => group.label)).toEqual([
      "About Us",
      "Our Services",
      "Destinations",
      "Tools",
      "Careers",
      "Contact",
    ]);
  });

  it("links every resource page from the footer's Resources group", () => {
    expect(routesInFooter("resources").map((route) => route.path)).toEqual([
      "/resources/blog",
      "/resources/news",
      "/resources/events",
      "/resources/press-releases",
      "/resources/downloads",
    ]);
  });

  it("links the pages outside the header from the footer's quick links", () => {
    const quick = routesInFooter("quick").map((route) => route.path);
    expect(quick).toEqual(expect.arrayContaining(["/about-us", "/about/certifications", "/services/visa-extension"]));
  });

  it("links the three legal pages from the footer", () => {
    expect(routesInFooter("legal").map((route) => route.path)).toEqual([
      "/refund-policy",
      "/terms-of-service",
      "/privacy-policy",
    ]);
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
