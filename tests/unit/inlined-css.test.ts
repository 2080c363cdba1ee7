/**
 * @jest-environment node
 *
 * The post-build rewrite that keeps one copy of the inlined stylesheet: it
 * empties exactly the payload rows React never reads, keeps every length
 * prefix equal to its data, and leaves everything else byte for byte.
 */
import {
  compactFlightScript,
  compactInlineFlight,
  inlineFlightScript,
  parseFlightRows,
  readInlineFlight,
  rewriteInlineFlight,
  rowText,
} from "@/lib/build/flight-payload";
import {
  inlinedStylesheets,
  payloadCssEdits,
  stylesheetCopies,
  withoutPayloadCssInHtml,
  withoutPayloadCssInText,
} from "@/lib/build/inlined-css";

// Multi-byte characters and the characters the inline scripts escape, so byte lengths and escaping both matter.
const css = 'body{color:#123}.a::after{content:"é → <&>"}';
const href = "/_next/static/chunks/a.css";
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const styleElement = (row: string) => `["$","style","0",{"precedence":"next","href":"${href}","children":"$${row}"}]`;

/** A payload shaped like Next's: the layout's and the global-error boundary's style elements, each with its text row. */
const rows = [
  `1:"$Sreact.fragment"\n`,
  `:HL["/font.woff2","font"]\n`,
  textRow("2", css),
  `0:{"t":[${styleElement("2")},"$L3"],"G":["$1",["$L4"]]}\n`,
  `3:["$","p",null,{"children":"Études à l’étranger"}]\n`,
  textRow("5", css),
  `4:${styleElement("5")}\n`,
];
const payloadText = rows.join("");

const page = (chunks: string[]) =>
  `<!DOCTYPE html><html><head><style data-precedence="next" data-href="${href}">${css}</style></head><body><p>x</p>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${chunks.map(inlineFlightScript).join("")}</body></html>`;

/** Cuts a payload into chunks at the given character offsets. */
const cut = (text: string, at: number[]) => [0, ...at].map((start, index) => text.slice(start, at[index]));

describe("parseFlightRows", () => {
  it("reads text rows by their byte length and other rows up to their newline", () => {
    const payload = Buffer.from(payloadText);
    const parsed = parseFlightRows(payload);
    expect(parsed.map((row) => `${row.id}:${row.tag}`)).toEqual(["1:", ":H", "2:T", "0:", "3:", "5:T", "4:"]);
    expect(rowText(payload, parsed[2])).toBe(css);
    expect(rowText(payload, parsed[4])).toBe('["$","p",null,{"children":"Études à l’étranger"}]');
  });

  it("fails on a length prefix that runs past the payload and on a row without its newline", () => {
    expect(() => parseFlightRows(Buffer.from("2:Tff,short"))).toThrow(/longer than the payload/);
    expect(() => parseFlightRows(Buffer.from('1:"no newline"'))).toThrow(/newline/);
  });
});

describe("compactFlightScript", () => {
  // Quotes of both kinds, a backslash, line ends, what could close the script or open a comment, and multi-byte text.
  const chunk = `0:["$","p",null,{"title":"it's \\"quoted\\"","children":"a\\\\b\nc\r</script><!-- é \u2028\u0007"}]\n`;

  it("pushes the very same string, in single quotes, without escaping a double quote", () => {
    const script = compactFlightScript(chunk);
    const body = script.slice("<script>".length, -"</script>".length);
    const self = { __next_f: [] as unknown[] };
    new Function("self", body)(self);
    expect(self.__next_f).toEqual([[1, chunk]]);
    expect(body).not.toMatch(/<\/script|<!--/i);
    // Each double quote costs Next's script a backslash and this one nothing; only the apostrophe costs one here.
    const count = (character: string) => chunk.split(character).length - 1;
    expect(inlineFlightScript(chunk).length - script.length).toBe(count('"') - count("'"));
  });

  it("reads back as the chunks Next wrote, joining scripts that follow one another and no others", () => {
    const html = page(cut(payloadText, [40, 90]));
    const compacted = compactInlineFlight(html);
    // The three adjacent scripts become one, holding the same stream.
    expect(readInlineFlight(compacted).chunks).toEqual([payloadText]);
    expect(compacted).not.toContain('push([1,"');
    expect(readInlineFlight(compactFlightScript(chunk)).chunks).toEqual([chunk]);
    const apart = `<p>a</p>${inlineFlightScript("x")}<p>b</p>${inlineFlightScript("y")}${inlineFlightScript("z")}`;
    expect(readInlineFlight(compactInlineFlight(apart)).chunks).toEqual(["x", "yz"]);
    expect(compactInlineFlight(apart)).toMatch(/^<p>a<\/p><script>[^<]*<\/script><p>b<\/p><script>[^<]*<\/script>$/);
  });
});

describe("rewriteInlineFlight", () => {
  it("keeps the chunks' scripts exactly when nothing changes", () => {
    const html = page(cut(payloadText, [40, 90]));
    expect(rewriteInlineFlight(html, () => [])).toBe(html);
  });

  it("cuts the edited payload where the chunks were cut, dropping a chunk the edit swallowed", () => {
    const start = payloadText.indexOf("5:T");
    const end = start + textRow("5", css).length;
    // One chunk ends inside the row's header, the next lies wholly inside the row: the first is cut before
    // the row, the second disappears, and the row's replacement starts the third.
    const html = page(cut(payloadText, [start + 2, start + 10, end - 5]));
    const result = rewriteInlineFlight(html, (payload) => {
      const row = parseFlightRows(payload).find((candidate) => candidate.id === "5")!;
      return [{ start: row.start, end: row.end, replacement: Buffer.from("5:T0,") }];
    });
    const { chunks } = readInlineFlight(result);
    expect(chunks.join("")).toBe(payloadText.replace(textRow("5", css), "5:T0,"));
    expect(chunks).toHaveLength(2);
    expect(chunks[1].startsWith("5:T0,4:")).toBe(true);
    expect(result.startsWith(html.slice(0, html.indexOf("self.__next_f.push([1,")))).toBe(true);
  });
});

describe("payloadCssEdits", () => {
  const sheets = new Map([[href, css]]);

  it("empties every text row that only the stylesheet's style elements refer to", () => {
    const payload = Buffer.from(payloadText);
    expect(payloadCssEdits(payload, sheets).map((edit) => edit.replacement.toString())).toEqual(["2:T0,", "5:T0,"]);
  });

  it("keeps a row that anything else refers to, or whose stylesheet the page does not inline", () => {
    const sharedRow = payloadText + `6:["$","code",null,{"children":"$5"}]\n`;
    expect(payloadCssEdits(Buffer.from(sharedRow), sheets).map((edit) => edit.replacement.toString())).toEqual([
      "2:T0,",
    ]);
    expect(payloadCssEdits(Buffer.from(payloadText), new Map([["/other.css", css]]))).toEqual([]);
    expect(payloadCssEdits(Buffer.from(payloadText), new Map([[href, "body{color:red}"]]))).toEqual([]);
  });
});

describe("withoutPayloadCssInHtml", () => {
  const html = page(cut(payloadText, [30, payloadText.indexOf("5:T") + 7]));

  it("leaves the stylesheet once in the page, the rest of the payload unchanged", () => {
    expect(stylesheetCopies(html, css)).toBe(3);
    const result = withoutPayloadCssInHtml(html);
    expect(stylesheetCopies(result, css)).toBe(1);
    expect(inlinedStylesheets(result)).toEqual(new Map([[href, css]]));
    const payload = Buffer.from(readInlineFlight(result).chunks.join(""));
    const parsed = parseFlightRows(payload);
    expect(parsed.filter((row) => row.tag === "T").map((row) => rowText(payload, row))).toEqual(["", ""]);
    expect(
      rowText(
        payload,
        parsed.find((row) => row.id === "3")!,
      ),
    ).toContain("Études à l’étranger");
  });

  it("changes nothing the second time", () => {
    const once = withoutPayloadCssInHtml(html);
    expect(withoutPayloadCssInHtml(once)).toBe(once);
  });

  it("changes nothing in a page without an inlined stylesheet", () => {
    const withoutStyle = html.replace(/<style data-precedence[\s\S]*?<\/style>/, "");
    expect(withoutPayloadCssInHtml(withoutStyle)).toBe(withoutStyle);
  });
});

test("a navigation payload loses the text of a stylesheet every page inlines", () => {
  const result = withoutPayloadCssInText(Buffer.from(payloadText), new Map([[href, css]]));
  expect(result.toString()).toBe(payloadText.replaceAll(css, "").replace(/([25]):T[0-9a-f]+,/g, "$1:T0,"));
  expect(withoutPayloadCssInText(Buffer.from(payloadText), new Map()).toString()).toBe(payloadText);
});
