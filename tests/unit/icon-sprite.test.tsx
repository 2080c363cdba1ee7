import { render } from "@testing-library/react";

import * as icons from "@/components/ui/lucide-icons";
import { SocialIcon } from "@/components/ui/social-icon";
import { socialLinks } from "@/content/site";
import { iconDrawings, iconHref, iconSprite } from "@/lib/icon-sprite";

const spriteDocument = new DOMParser().parseFromString(iconSprite, "image/svg+xml");

describe("the icon sprite", () => {
  it("is well-formed SVG with one 24-unit symbol per lucide icon, drawn as lucide draws it", () => {
    expect(spriteDocument.querySelector("parsererror")).toBeNull();
    const symbols = [...spriteDocument.querySelectorAll("symbol")];
    expect(new Set(symbols.map((symbol) => symbol.id)).size).toBe(symbols.length);
    for (const symbol of symbols) expect(symbol.getAttribute("viewBox")).toBe("0 0 24 24");
    for (const [name, drawing] of Object.entries(iconDrawings)) {
      const shapes = [...(spriteDocument.getElementById(name)?.children ?? [])];
      expect(shapes.map((shape) => shape.tagName)).toEqual(drawing.map(([tag]) => tag));
    }
  });

  it("is referred to with a version that changes with its content", () => {
    expect(iconHref("Check")).toMatch(/^\/icons\.svg\?v=[0-9a-f]{8}#Check$/);
  });
});

/** The icon's `<use>` points at a symbol the sprite has. */
function expectDrawnFromSprite(svg: SVGSVGElement | null) {
  expect(svg).toHaveAttribute("aria-hidden", "true");
  const id = svg?.querySelector("use")?.getAttribute("href")?.split("#")[1] ?? "";
  expect(spriteDocument.getElementById(id)?.tagName).toBe("symbol");
}

describe("lucide icons", () => {
  it.each(Object.entries(icons).filter(([, value]) => typeof value === "function"))(
    "%s is hidden from assistive technology and uses an existing symbol of the sprite",
    (_, Icon) => {
      const { container } = render(<Icon className="size-4" />);
      const svg = container.querySelector("svg");
      expect(svg).toHaveClass("lucide", "size-4");
      expectDrawnFromSprite(svg);
    },
  );
});

describe("social icons", () => {
  it.each(socialLinks.map((social) => social.network))("%s is filled from the sprite", (network) => {
    const { container } = render(<SocialIcon network={network} />);
    expectDrawnFromSprite(container.querySelector("svg"));
    const id = container.querySelector("use")?.getAttribute("href")?.split("#")[1] ?? "";
    expect(spriteDocument.getElementById(id)?.firstElementChild?.getAttribute("fill")).toBe("currentColor");
  });
});
