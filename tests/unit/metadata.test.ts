import { pageMetadata } from "@/lib/metadata";
import { site } from "@/content/site";

describe("pageMetadata", () => {
  it("builds title, description, canonical and social tags from the registry", () => {
    const metadata = pageMetadata("/about/our-team");
    expect(metadata.title).toBe("Our Team");
    expect(metadata.alternates?.canonical).toBe(`${site.origin}/about/our-team`);
    expect(metadata.openGraph).toMatchObject({
      url: `${site.origin}/about/our-team`,
      title: `Our Team | ${site.name}`,
      siteName: site.name,
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("gives the home page an absolute title and a canonical with a trailing slash", () => {
    const metadata = pageMetadata("/", { title: "Home title" });
    expect(metadata.title).toEqual({ absolute: "Home title" });
    expect(metadata.alternates?.canonical).toBe(`${site.origin}/`);
  });
});
