import { render } from "@testing-library/react";
import * as lucide from "lucide";

import * as icons from "@/components/ui/lucide-icons";
import { SocialIcon } from "@/components/ui/social-icon";
import { socialLinks } from "@/content/site";

const components = Object.entries(icons).filter(([, value]) => typeof value === "function") as [
  keyof typeof lucide,
  (props: { className?: string }) => React.ReactElement,
][];

describe("lucide icons", () => {
  it.each(components)("%s is drawn inline as lucide draws it, hidden from assistive technology", (name, Icon) => {
    const { container } = render(<Icon className="size-4" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    expect(svg).toHaveClass("lucide", "size-4");
    const drawing = lucide[name] as lucide.IconNode;
    expect([...(svg?.children ?? [])].map((shape) => shape.tagName)).toEqual(drawing.map(([tag]) => tag));
    expect(svg?.firstElementChild?.getAttribute("d") ?? null).toBe(drawing[0][1].d ?? null);
  });
});

describe("social icons", () => {
  it.each(socialLinks.map((social) => social.network))("%s is a filled glyph in the text colour", (network) => {
    const { container } = render(<SocialIcon network={network} />);
    const path = container.querySelector("svg[aria-hidden='true'] > path");
    expect(path?.getAttribute("d")).toMatch(/^M/);
    expect(path).toHaveAttribute("fill", "currentColor");
  });
});
