/**
 * The lucide icons the site draws, as one SVG sprite: the `lucide` package's
 * drawings as `<symbol>`s in /icons.svg (app/icons.svg/route.ts), which each
 * icon refers to with `<use>` (components/ui/lucide-icons.tsx). A page then
 * carries a short reference per icon instead of its drawing twice, in the
 * markup and again in the RSC payload. The export then copies the symbols each
 * page uses into that page (lib/build/inline-icons.ts), so a first visit fetches
 * no sprite; pages reached by a link draw from the sprite file.
 * The social networks' glyphs (components/ui/social-icon.tsx) are in it too.
 */
import { createHash } from "node:crypto";

import {
  ArrowLeft,
  ArrowRight,
  Award,
  BadgeCheck,
  Banknote,
  BedDouble,
  BookOpen,
  Briefcase,
  BriefcaseBusiness,
  CalendarClock,
  CalendarDays,
  Check,
  CheckCircle2,
  CircleCheck,
  CircleX,
  ClipboardCheck,
  Clock,
  Compass,
  ExternalLink,
  Eye,
  FileCheck2,
  FileText,
  FileWarning,
  Gem,
  Globe2,
  GraduationCap,
  HandCoins,
  HeartHandshake,
  HeartPulse,
  Info,
  Landmark,
  Lightbulb,
  Mail,
  MessageCircle,
  MapPin,
  PenLine,
  Phone,
  Plane,
  Repeat,
  Scale,
  SendHorizontal,
  ShieldCheck,
  Sparkles,
  Stamp,
  Star,
  Target,
  Ticket,
  TrendingUp,
  Users,
  Wallet,
  type IconNode,
} from "lucide";

import type { SocialLink } from "@/content/site";

/** The icons by name; the name is also the symbol's id in the sprite. */
export const iconDrawings = {
  ArrowLeft,
  ArrowRight,
  Award,
  BadgeCheck,
  Banknote,
  BedDouble,
  BookOpen,
  Briefcase,
  BriefcaseBusiness,
  CalendarClock,
  CalendarDays,
  Check,
  CheckCircle2,
  CircleCheck,
  CircleX,
  ClipboardCheck,
  Clock,
  Compass,
  ExternalLink,
  Eye,
  FileCheck2,
  FileText,
  FileWarning,
  Gem,
  Globe2,
  GraduationCap,
  HandCoins,
  HeartHandshake,
  HeartPulse,
  Info,
  Landmark,
  Lightbulb,
  Mail,
  MessageCircle,
  MapPin,
  PenLine,
  Phone,
  Plane,
  Repeat,
  Scale,
  SendHorizontal,
  ShieldCheck,
  Sparkles,
  Stamp,
  Star,
  Target,
  Ticket,
  TrendingUp,
  Users,
  Wallet,
} satisfies Record<string, IconNode>;

/** Simplified brand glyphs drawn locally (no remote icon fonts or images), filled rather than stroked. */
const socialGlyphs: Record<SocialLink["network"], string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
  linkedin:
    "M4 9h4v12H4V9zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V21h-4V9z",
  youtube:
    "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12c0 1.3.1 2.6.4 3.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8 0-1.3-.1-2.6-.4-3.8zM10 15V9l5.2 3L10 15z",
};

export type IconName = keyof typeof iconDrawings | SocialLink["network"];

const escapeAttribute = (value: string | number | undefined) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

function symbol(name: string, node: IconNode): string {
  const shapes = node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).filter(([key, value]) => key !== "key" && value !== undefined);
      return `<${tag}${pairs.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join("")}/>`;
    })
    .join("");
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
}

/** Each icon's `<symbol>`, by name: the sprite's content, also copied into the pages that use it (lib/build/inline-icons.ts). */
export const iconSymbols: ReadonlyMap<string, string> = new Map([
  // Stroked: fill and stroke come from the `.lucide` rule of the page using them.
  ...Object.entries(iconDrawings).map(([name, node]) => [name, symbol(name, node)] as const),
  ...Object.entries(socialGlyphs).map(
    ([name, d]) => [name, symbol(name, [["path", { d, fill: "currentColor" }]])] as const,
  ),
]);

/** The sprite file's text. */
export const iconSprite = `<svg xmlns="http://www.w3.org/2000/svg">${[...iconSymbols.values()].join("")}</svg>`;

/** Changes whenever the sprite does, so a cached old sprite is never asked for a new icon. */
const spriteVersion = createHash("sha256").update(iconSprite).digest("hex").slice(0, 8);

/** Where an icon's symbol is: `/icons.svg?v=<version>#<name>`. */
export const iconHref = (name: IconName) => `/icons.svg?v=${spriteVersion}#${name}`;

/** Every {@link iconHref} in a text; the icon's name is the first group. */
export const iconHrefPattern = () => new RegExp(String.raw`/icons\.svg\?v=${spriteVersion}#([A-Za-z0-9]+)`, "g");
