import { legalDocuments } from "@/content/legal";
import { jobOpenings } from "@/content/jobs";
import { blogPosts, events, newsItems, pressReleases } from "@/content/resources";
import { contentRevised, getRoute, lastModifiedOf, metaTitleOf, routes, type RoutePath } from "@/content/routes";
import { site } from "@/content/site";
import { documentTitle, ogCardContent, ogImagePath, pageMetadata } from "@/lib/metadata";
import { routeDescription } from "@/lib/route-descriptions";
import { routeLastModified } from "@/lib/sitemap";

const paths = routes.map((route) => route.path);

/** The title a browser tab and search result show, after the layout's "%s | brand" template. */
function renderedTitle(path: RoutePath): string {
  const { title } = pageMetadata(path);
  if (typeof title === "string") return `${title} | ${site.name}`;
  if (title && typeof title === "object" && "absolute" in title) return title.absolute;
  throw new Error(`No title for ${path}`);
}

describe("pageMetadata", () => {
  it("builds title, description, canonical and social tags from the registry", () => {
    const metadata = pageMetadata("/about/our-team");
    expect(metadata.title).toBe("Our Team");
    expect(metadata.description).toBe(routeDescription(getRoute("/about/our-team")));
    expect(metadata.alternates?.canonical).toBe(`${site.origin}/about/our-team`);
    expect(metadata.openGraph).toMatchObject({
      url: `${site.origin}/about/our-team`,
      title: `Our Team | ${site.name}`,
      siteName: site.name,
      locale: "en_IN",
      images: [
        { url: `${site.origin}/og/about/our-team.png`, width: 1200, height: 630, alt: `Our Team | ${site.name}` },
      ],
    });
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      images: [{ url: `${site.origin}/og/about/our-team.png` }],
    });
  });

  it("uses the registry's SEO title where the menu name is too terse", () => {
    expect(pageMetadata("/careers/openings").title).toBe("Careers: Current Job Openings");
    expect(pageMetadata("/careers/openings", { title: "Override" }).title).toBe("Override");
  });

  it("gives the home page an absolute title led by the brand and a canonical with a trailing slash", () => {
    const metadata = pageMetadata("/");
    expect(metadata.title).toEqual({ absolute: `${site.name} | Study Abroad, Visa & IELTS Consultants` });
    expect(metadata.alternates?.canonical).toBe(`${site.origin}/`);
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: `${site.origin}/og/home.png` })]);
  });

  it("gives every route a unique title of at most 70 characters and a unique 50-160 character description", () => {
    const titles = paths.map(renderedTitle);
    const descriptions = paths.map((path) => String(pageMetadata(path).description));
    expect(new Set(titles).size).toBe(paths.length);
    expect(new Set(descriptions).size).toBe(paths.length);
    const outOfBounds = paths.filter(
      (path, index) => titles[index].length > 70 || descriptions[index].length < 50 || descriptions[index].length > 160,
    );
    expect(outOfBounds).toEqual([]);
  });

  it("matches the social titles to the document title", () => {
    for (const path of paths) {
      const metadata = pageMetadata(path);
      expect(metadata.openGraph?.title).toBe(renderedTitle(path));
      expect(metadata.twitter?.title).toBe(renderedTitle(path));
    }
  });
});

describe("social card images", () => {
  it("maps each route to its own PNG under /og", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(ogImagePath("/destinations/uk")).toBe("/og/destinations/uk.png");
    expect(new Set(paths.map(ogImagePath)).size).toBe(paths.length);
  });

  it("shows the section, the SEO title and the description", () => {
    expect(ogCardContent(getRoute("/services/ielts-coaching"))).toEqual({
      eyebrow: "Services",
      title: "IELTS Academic Coaching",
      description: routeDescription(getRoute("/services/ielts-coaching")),
    });
    // A folder without a page still names the section.
    expect(ogCardContent(getRoute("/resources/news")).eyebrow).toBe("Resources");
    expect(ogCardContent(getRoute("/contact")).eyebrow).toBe(site.tagline);
    expect(documentTitle("/", metaTitleOf(getRoute("/")))).toBe(renderedTitle("/"));
  });
});

describe("sitemap lastmod", () => {
  const newest = (dates: readonly string[]) => [...dates].sort().at(-1);
  const changed = (items: readonly { date: string; updated: string }[]) =>
    newest(items.map((item) => (item.updated > item.date ? item.updated : item.date)));

  it("dates each dated list by its newest item", () => {
    expect(routeLastModified(getRoute("/resources/blog"))).toBe(changed(blogPosts));
    expect(routeLastModified(getRoute("/resources/news"))).toBe(changed(newsItems));
    expect(routeLastModified(getRoute("/resources/press-releases"))).toBe(changed(pressReleases));
    expect(routeLastModified(getRoute("/resources/events"))).toBe(changed(events));
    expect(routeLastModified(getRoute("/careers/openings"))).toBe(newest(jobOpenings.map((job) => job.datePosted)));
  });

  it("dates legal text by its effective date and the rest by the content revision date", () => {
    expect(routeLastModified(getRoute("/refund-policy"))).toBe(legalDocuments["refund-policy"].effectiveDate);
    expect(routeLastModified(getRoute("/privacy-policy"))).toBe(legalDocuments["privacy-policy"].effectiveDate);
    expect(routeLastModified(getRoute("/terms-of-service"))).toBe(legalDocuments["terms-of-service"].effectiveDate);
    expect(routeLastModified(getRoute("/about"))).toBe(contentRevised);
    expect(lastModifiedOf(getRoute("/about"))).toBe(contentRevised);
  });
});
