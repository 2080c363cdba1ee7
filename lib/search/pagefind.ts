/**
 * The browser side of the site search: Pagefind's own script, its WebAssembly
 * and index chunks are fetched from /pagefind/ (written at build time by
 * scripts/build/search-index.ts) only when a visitor opens the search, so pages
 * ship none of it up front.
 */

/** Where the build writes the index, as a URL (scripts/build/search-index.ts writes out/pagefind/). */
export const pagefindScript = "/pagefind/pagefind.js";

/** The part of Pagefind's browser API the search box uses (pagefind.js is not an npm module, so no types ship). */
type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: { title?: string };
};
type PagefindSearch = { results: { id: string; data: () => Promise<PagefindResultData> }[] };
type PagefindModule = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string) => Promise<void>;
  debouncedSearch: (term: string, options?: object, debounceMs?: number) => Promise<PagefindSearch | null>;
};

/** A result as the search box shows it. */
export type SearchHit = { url: string; title: string; excerpt: ExcerptPart[] };
/** Excerpt text, with the words that matched the query marked. */
export type ExcerptPart = { text: string; match: boolean };

/** How many results the box lists; the best ones come first. */
export const maxHits = 8;
/** Typing pauses this long before a search runs, so each keystroke does not fetch index chunks. */
const debounceMs = 200;

let loading: Promise<PagefindModule> | undefined;

/**
 * Loads and starts Pagefind once per page. `noWorker`: search runs on the main
 * thread (a few milliseconds for this site's index) because a worker script
 * would run under the strict policy hosts send with non-page files, which
 * forbids its fetches; the page's own policy allows them.
 */
export function loadPagefind(): Promise<PagefindModule> {
  loading ??= (async () => {
    const pagefind = (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ pagefindScript
    )) as PagefindModule;
    await pagefind.options({ noWorker: true, excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    // A failed load (offline, a deploy without the index) may succeed on the next attempt.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Pagefind's excerpt is the page's plain text with the matching words wrapped
 * in <mark>; split on those tags, everything else is text (rendered as text,
 * never as HTML).
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== "")
    .map((part) => {
      const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
      return marked ? { text: marked[1], match: true } : { text: part, match: false };
    });
}

/**
 * The best results for a query, or null when a newer query superseded this
 * one while it waited (the search box then keeps what it shows).
 */
export async function searchSite(term: string): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind();
  const search = await pagefind.debouncedSearch(term, {}, debounceMs);
  if (search === null) return null;
  const data = await Promise.all(search.results.slice(0, maxHits).map((result) => result.data()));
  return data.map((page) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    excerpt: excerptParts(page.excerpt),
  }));
}
