/**
 * @jest-environment node
 *
 * The post-build step that copies the icons' symbols into each page: markup and
 * inline payload must point at the same symbols, the page must carry each one it
 * uses, and nothing else may change.
 */
import { inlineFlightScript, readInlineFlight } from "@/lib/build/flight-payload";
import { inlinePageIcons } from "@/lib/build/inline-icons";
import { iconHref, iconSymbols } from "@/lib/icon-sprite";

const icon = (name: Parameters<typeof iconHref>[0]) =>
  `<svg aria-hidden="true" class="lucide"><use href="${iconHref(name)}"></use></svg>`;
const modelRow = (id: string, name: Parameters<typeof iconHref>[0]) =>
  `${id}:["$","svg",null,{"aria-hidden":"true","className":"lucide","children":["$","use",null,{"href":"${iconHref(name)}"}]}]\n`;
// A text row whose data mentions the sprite: its length prefix must not go stale, so it is left alone.
const textRow = `3:T${Buffer.byteLength(iconHref("Star")).toString(16)},${iconHref("Star")}`;

const page = (payload: string[]) =>
  `<!DOCTYPE html><html><head></head><body class="c"><div hidden=""></div><main>${icon("Check")}<p>Visa</p>${icon("Phone")}${icon("Check")}</main>` +
  payload.map(inlineFlightScript).join("") +
  "</body></html>";

describe("inlinePageIcons", () => {
  const html = page([modelRow("1", "Check"), modelRow("2", "Mail") + textRow]);
  const result = inlinePageIcons(html);

  it("points the markup and the payload's model rows at the page's own symbols", () => {
    expect(result).toContain('<use href="#Check"></use>');
    expect(result).toContain('<use href="#Phone"></use>');
    const payload = readInlineFlight(result).chunks.join("");
    expect(payload).toContain('{"href":"#Check"}');
    expect(payload).toContain('{"href":"#Mail"}');
    expect(payload).toContain(textRow);
  });

  it("puts each symbol used, once, in a hidden svg as the body's first child", () => {
    const block = `<svg aria-hidden="true" style="display:none">${["Check", "Mail", "Phone"].map((name) => iconSymbols.get(name)).join("")}</svg>`;
    expect(result).toContain(`<body class="c">${block}<div hidden="">`);
  });

  it("changes nothing else", () => {
    const back = result
      .replace(/<svg aria-hidden="true" style="display:none">.*?<\/svg>(?=<div)/, "")
      .replace(/#(Check|Phone)"><\/use>/g, (_, name: "Check" | "Phone") => `${iconHref(name)}"></use>`);
    expect(back.slice(0, back.indexOf("<script>"))).toBe(html.slice(0, html.indexOf("<script>")));
  });

  it("leaves a page without icons as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Terms</p></body></html>";
    expect(inlinePageIcons(plain)).toBe(plain);
  });

  it("fails loudly on a reference to a symbol the sprite does not have", () => {
    const missing = iconHref("Check").replace("#Check", "#Nope");
    expect(() => inlinePageIcons(`<html><body><use href="${missing}"></use></body></html>`)).toThrow(/Nope/);
  });
});
