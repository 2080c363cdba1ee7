import { isSearchable, withSearchTitle } from "@/scripts/build/search-index";
import { excerptParts } from "@/lib/search/pagefind";
import { site } from "@/content/site";

describe("search results' excerpts", () => {
  it("marks the words Pagefind matched and keeps everything else as text", () => {
    expect(excerptParts("Tuition at <mark>Germany's</mark> public universities: <mark>fees</mark> of 0.")).toEqual([
      { text: "Tuition at ", match: false },
      { text: "Germany's", match: true },
      { text: " public universities: ", match: false },
      { text: "fees", match: true },
      { text: " of 0.", match: false },
    ]);
  });

  it("never turns page text into markup: angle brackets other than <mark> stay text", () => {
    expect(excerptParts("Band <7 & <script>x</script> <mark>IELTS</mark>")).toEqual([
      { text: "Band <7 & <script>x</script> ", match: false },
      { text: "IELTS", match: true },
    ]);
  });
});

describe("what the search index takes from a page", () => {
  const page = (head: string) =>
    `<!DOCTYPE html><html><head>${head}</head><body class="x"><main>Text</main></body></html>`;

  it("titles a result with the document title without the brand suffix", () => {
    const html = withSearchTitle(page(`<title>Study in Germany | ${site.name}</title>`));
    expect(html).toContain('<body class="x"><p hidden data-pagefind-meta="title">Study in Germany</p><main>');
  });

  it("keeps a title that has no brand suffix whole", () => {
    expect(withSearchTitle(page("<title>Visa &amp; IELTS</title>"))).toContain(
      '<p hidden data-pagefind-meta="title">Visa &amp; IELTS</p>',
    );
  });

  it("leaves out the not-found page and noindex pages", () => {
    expect(isSearchable("/destinations/germany", page("<title>Study in Germany</title>"))).toBe(true);
    expect(isSearchable("/404", page(""))).toBe(false);
    expect(isSearchable("/form-not-sent", page('<meta name="robots" content="noindex"/>'))).toBe(false);
  });
});
