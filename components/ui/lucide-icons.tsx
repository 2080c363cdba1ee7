/**
 * lucide's icons (the `lucide` package's drawings) as components: an inline `<svg>` per icon, drawn with the
 * first paint and hidden from assistive technology. Size, fill and stroke come once from the `.lucide` rule in
 * app/globals.css. Usable from server and client components alike; the drawing is a few short paths.
 */
import { createElement } from "react";

import {
  ArrowLeft as ArrowLeftDrawing,
  ArrowRight as ArrowRightDrawing,
  Award as AwardDrawing,
  BadgeCheck as BadgeCheckDrawing,
  Languages as LanguagesDrawing,
  Banknote as BanknoteDrawing,
  BedDouble as BedDoubleDrawing,
  BookOpen as BookOpenDrawing,
  Briefcase as BriefcaseDrawing,
  BriefcaseBusiness as BriefcaseBusinessDrawing,
  CalendarClock as CalendarClockDrawing,
  CalendarDays as CalendarDaysDrawing,
  Check as CheckDrawing,
  CheckCheck as CheckCheckDrawing,
  CheckCircle2 as CheckCircle2Drawing,
  CircleCheck as CircleCheckDrawing,
  CircleX as CircleXDrawing,
  ClipboardCheck as ClipboardCheckDrawing,
  Clock as ClockDrawing,
  Compass as CompassDrawing,
  ExternalLink as ExternalLinkDrawing,
  Eye as EyeDrawing,
  FileCheck2 as FileCheck2Drawing,
  FileText as FileTextDrawing,
  FileWarning as FileWarningDrawing,
  Gem as GemDrawing,
  Globe2 as Globe2Drawing,
  GraduationCap as GraduationCapDrawing,
  HandCoins as HandCoinsDrawing,
  HeartHandshake as HeartHandshakeDrawing,
  HeartPulse as HeartPulseDrawing,
  Info as InfoDrawing,
  Landmark as LandmarkDrawing,
  Lightbulb as LightbulbDrawing,
  Mail as MailDrawing,
  MessageCircle as MessageCircleDrawing,
  MapPin as MapPinDrawing,
  Paperclip as PaperclipDrawing,
  PenLine as PenLineDrawing,
  Phone as PhoneDrawing,
  Plane as PlaneDrawing,
  Repeat as RepeatDrawing,
  Scale as ScaleDrawing,
  SendHorizontal as SendHorizontalDrawing,
  ShieldCheck as ShieldCheckDrawing,
  Sparkles as SparklesDrawing,
  Stamp as StampDrawing,
  Star as StarDrawing,
  Target as TargetDrawing,
  Ticket as TicketDrawing,
  TrendingUp as TrendingUpDrawing,
  TriangleAlert as TriangleAlertDrawing,
  Users as UsersDrawing,
  Wallet as WalletDrawing,
  type IconNode,
} from "lucide";

import { cn } from "@/lib/utils";

function lucideIcon(drawing: IconNode) {
  function LucideIcon({ className, ...props }: React.ComponentProps<"svg">) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" {...props} className={cn("lucide", className)}>
        {drawing.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
      </svg>
    );
  }
  return LucideIcon;
}

/** An icon passed around as a value, e.g. one per card. */
export type IconComponent = ReturnType<typeof lucideIcon>;

export const ArrowLeft = lucideIcon(ArrowLeftDrawing);
export const ArrowRight = lucideIcon(ArrowRightDrawing);
export const Award = lucideIcon(AwardDrawing);
export const BadgeCheck = lucideIcon(BadgeCheckDrawing);
export const Languages = lucideIcon(LanguagesDrawing);
export const Banknote = lucideIcon(BanknoteDrawing);
export const BedDouble = lucideIcon(BedDoubleDrawing);
export const BookOpen = lucideIcon(BookOpenDrawing);
export const Briefcase = lucideIcon(BriefcaseDrawing);
export const BriefcaseBusiness = lucideIcon(BriefcaseBusinessDrawing);
export const CalendarClock = lucideIcon(CalendarClockDrawing);
export const CalendarDays = lucideIcon(CalendarDaysDrawing);
export const Check = lucideIcon(CheckDrawing);
export const CheckCheck = lucideIcon(CheckCheckDrawing);
export const CheckCircle2 = lucideIcon(CheckCircle2Drawing);
export const CircleCheck = lucideIcon(CircleCheckDrawing);
export const CircleX = lucideIcon(CircleXDrawing);
export const ClipboardCheck = lucideIcon(ClipboardCheckDrawing);
export const Clock = lucideIcon(ClockDrawing);
export const Compass = lucideIcon(CompassDrawing);
export const ExternalLink = lucideIcon(ExternalLinkDrawing);
export const Eye = lucideIcon(EyeDrawing);
export const FileCheck2 = lucideIcon(FileCheck2Drawing);
export const FileText = lucideIcon(FileTextDrawing);
export const FileWarning = lucideIcon(FileWarningDrawing);
export const Gem = lucideIcon(GemDrawing);
export const Globe2 = lucideIcon(Globe2Drawing);
export const GraduationCap = lucideIcon(GraduationCapDrawing);
export const HandCoins = lucideIcon(HandCoinsDrawing);
export const HeartHandshake = lucideIcon(HeartHandshakeDrawing);
export const HeartPulse = lucideIcon(HeartPulseDrawing);
export const Info = lucideIcon(InfoDrawing);
export const Landmark = lucideIcon(LandmarkDrawing);
export const Lightbulb = lucideIcon(LightbulbDrawing);
export const Mail = lucideIcon(MailDrawing);
export const MessageCircle = lucideIcon(MessageCircleDrawing);
export const MapPin = lucideIcon(MapPinDrawing);
export const Paperclip = lucideIcon(PaperclipDrawing);
export const PenLine = lucideIcon(PenLineDrawing);
export const Phone = lucideIcon(PhoneDrawing);
export const Plane = lucideIcon(PlaneDrawing);
export const Repeat = lucideIcon(RepeatDrawing);
export const Scale = lucideIcon(ScaleDrawing);
export const SendHorizontal = lucideIcon(SendHorizontalDrawing);
export const ShieldCheck = lucideIcon(ShieldCheckDrawing);
export const Sparkles = lucideIcon(SparklesDrawing);
export const Stamp = lucideIcon(StampDrawing);
export const Star = lucideIcon(StarDrawing);
export const Target = lucideIcon(TargetDrawing);
export const Ticket = lucideIcon(TicketDrawing);
export const TrendingUp = lucideIcon(TrendingUpDrawing);
export const TriangleAlert = lucideIcon(TriangleAlertDrawing);
export const Users = lucideIcon(UsersDrawing);
export const Wallet = lucideIcon(WalletDrawing);
