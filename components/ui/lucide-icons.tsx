/**
 * lucide's icons for server components, drawn from one sprite (lib/icon-sprite.ts):
 * each icon is an `<svg>` holding a `<use>` of its symbol, so neither the markup
 * nor the RSC payload repeats a drawing. Size, fill and stroke come once from the
 * `.lucide` rule in app/globals.css. Client components use components/ui/icons.tsx.
 */
import { iconHref, type IconName } from "@/lib/icon-sprite";
import { cn } from "@/lib/utils";

function lucideIcon(name: IconName) {
  function LucideIcon({ className, ...props }: React.ComponentProps<"svg">) {
    return (
      <svg aria-hidden="true" {...props} className={cn("lucide", className)}>
        <use href={iconHref(name)} />
      </svg>
    );
  }
  return LucideIcon;
}

/** An icon passed around as a value, e.g. one per card. */
export type IconComponent = ReturnType<typeof lucideIcon>;

export const ArrowLeft = lucideIcon("ArrowLeft");
export const ArrowRight = lucideIcon("ArrowRight");
export const Award = lucideIcon("Award");
export const BadgeCheck = lucideIcon("BadgeCheck");
export const Banknote = lucideIcon("Banknote");
export const BedDouble = lucideIcon("BedDouble");
export const BookOpen = lucideIcon("BookOpen");
export const Briefcase = lucideIcon("Briefcase");
export const BriefcaseBusiness = lucideIcon("BriefcaseBusiness");
export const CalendarClock = lucideIcon("CalendarClock");
export const CalendarDays = lucideIcon("CalendarDays");
export const Check = lucideIcon("Check");
export const CheckCircle2 = lucideIcon("CheckCircle2");
export const CircleCheck = lucideIcon("CircleCheck");
export const CircleX = lucideIcon("CircleX");
export const ClipboardCheck = lucideIcon("ClipboardCheck");
export const Clock = lucideIcon("Clock");
export const Compass = lucideIcon("Compass");
export const ExternalLink = lucideIcon("ExternalLink");
export const Eye = lucideIcon("Eye");
export const FileCheck2 = lucideIcon("FileCheck2");
export const FileText = lucideIcon("FileText");
export const FileWarning = lucideIcon("FileWarning");
export const Gem = lucideIcon("Gem");
export const Globe2 = lucideIcon("Globe2");
export const GraduationCap = lucideIcon("GraduationCap");
export const HandCoins = lucideIcon("HandCoins");
export const HeartHandshake = lucideIcon("HeartHandshake");
export const HeartPulse = lucideIcon("HeartPulse");
export const Info = lucideIcon("Info");
export const Landmark = lucideIcon("Landmark");
export const Lightbulb = lucideIcon("Lightbulb");
export const Mail = lucideIcon("Mail");
export const MessageCircle = lucideIcon("MessageCircle");
export const MapPin = lucideIcon("MapPin");
export const PenLine = lucideIcon("PenLine");
export const Phone = lucideIcon("Phone");
export const Plane = lucideIcon("Plane");
export const Repeat = lucideIcon("Repeat");
export const Scale = lucideIcon("Scale");
export const SendHorizontal = lucideIcon("SendHorizontal");
export const ShieldCheck = lucideIcon("ShieldCheck");
export const Sparkles = lucideIcon("Sparkles");
export const Stamp = lucideIcon("Stamp");
export const Star = lucideIcon("Star");
export const Target = lucideIcon("Target");
export const Ticket = lucideIcon("Ticket");
export const TrendingUp = lucideIcon("TrendingUp");
export const Users = lucideIcon("Users");
export const Wallet = lucideIcon("Wallet");
