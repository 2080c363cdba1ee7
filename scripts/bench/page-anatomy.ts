// What an exported page's bytes are made of: the markup the browser parses into the DOM (class attributes,
// inline SVG, text, elements) and the inline scripts beside it (almost all of it the RSC payload, counted as
// bytes: the bench reads Next's output, it never parses React's payload). Read from the HTML alone, so it works
// on any export (site or anchor).

const bytes = (text: string) => Buffer.byteLength(text, "utf8");
const sumOf = (matches: Iterable<RegExpMatchArray>) => [...matches].reduce((sum, match) => sum + bytes(match[0]), 0);

export type MarkupAnatomy = {
  bytes: number;
  styleElements: number;
  classAttributes: number;
  inlineSvg: number;
  text: number;
  elements: number;
  svgElements: number;
};

/** The markup without its scripts: what the browser parses into the DOM. */
function markupAnatomy(html: string): MarkupAnatomy {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
  const text = markup
    .replace(/<style\b[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ");
  return {
    bytes: bytes(markup),
    styleElements: sumOf(markup.matchAll(/<style\b[\s\S]*?<\/style>/g)),
    classAttributes: sumOf(markup.matchAll(/ class="[^"]*"/g)),
    inlineSvg: sumOf(markup.matchAll(/<svg\b[\s\S]*?<\/svg>/g)),
    text: bytes(text),
    elements: [...markup.matchAll(/<[a-zA-Z][^\s>/]*/g)].length,
    svgElements: [...markup.matchAll(/<(?:svg|path|circle|rect|line|polyline|polygon|ellipse|g)\b/g)].length,
  };
}

export type PageAnatomy = { htmlBytes: number; jsonLd: number; scripts: number; markup: MarkupAnatomy };

export function pageAnatomy(html: string): PageAnatomy {
  return {
    htmlBytes: bytes(html),
    jsonLd: sumOf(html.matchAll(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g)),
    /** Inline scripts other than JSON-LD: Next's bootstrap and the RSC payload. */
    scripts: sumOf(html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g)),
    markup: markupAnatomy(html),
  };
}
