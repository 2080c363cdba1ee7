/**
 * lucide's icons as plain inline SVG for server components. lucide-react's icons
 * are client components (they read a context): each one on a page was hydrated,
 * its drawing travelled again as data in the RSC payload, and its runtime was in
 * every page's JavaScript. These take their drawings from the framework-free
 * `lucide` package and render on the server; size, fill and stroke come once from
 * the `.lucide` rule in app/globals.css instead of attributes on every icon.
 * Client components use components/ui/icons.tsx.
 */
import { createElement } from "react";
import {
  ArrowLeft as arrowLeftNode,
  ArrowRight as arrowRightNode,
  Award as awardNode,
  BadgeCheck as badgeCheckNode,
  Banknote as banknoteNode,
  BedDouble as bedDoubleNode,
  BookOpen as bookOpenNode,
  Briefcase as briefcaseNode,
  BriefcaseBusiness as briefcaseBusinessNode,
  CalendarClock as calendarClockNode,
  CalendarDays as calendarDaysNode,
  Check as checkNode,
  CheckCircle2 as checkCircle2Node,
  CircleCheck as circleCheckNode,
  CircleX as circleXNode,
  ClipboardCheck as clipboardCheckNode,
  Clock as clockNode,
  Compass as compassNode,
  ExternalLink as externalLinkNode,
  Eye as eyeNode,
  FileCheck2 as fileCheck2Node,
  FileText as fileTextNode,
  FileWarning as fileWarningNode,
  Gem as gemNode,
  Globe2 as globe2Node,
  GraduationCap as graduationCapNode,
  HandCoins as handCoinsNode,
  HeartHandshake as heartHandshakeNode,
  HeartPulse as heartPulseNode,
  Info as infoNode,
  Landmark as landmarkNode,
  Lightbulb as lightbulbNode,
  Mail as mailNode,
  MessageCircle as messageCircleNode,
  MapPin as mapPinNode,
  PenLine as penLineNode,
  Phone as phoneNode,
  Plane as planeNode,
  Repeat as repeatNode,
  Scale as scaleNode,
  SendHorizontal as sendHorizontalNode,
  ShieldCheck as shieldCheckNode,
  Sparkles as sparklesNode,
  Stamp as stampNode,
  Star as starNode,
  Target as targetNode,
  Ticket as ticketNode,
  TrendingUp as trendingUpNode,
  Users as usersNode,
  Wallet as walletNode,
  type IconNode,
} from "lucide";

import { cn } from "@/lib/utils";

function lucideIcon(node: IconNode) {
  function LucideIcon({ className, ...props }: React.ComponentProps<"svg">) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" {...props} className={cn("lucide", className)}>
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  return LucideIcon;
}

/** An icon passed around as a value, e.g. one per card. */
export type IconComponent = ReturnType<typeof lucideIcon>;

export const ArrowLeft = lucideIcon(arrowLeftNode);
export const ArrowRight = lucideIcon(arrowRightNode);
export const Award = lucideIcon(awardNode);
export const BadgeCheck = lucideIcon(badgeCheckNode);
export const Banknote = lucideIcon(banknoteNode);
export const BedDouble = lucideIcon(bedDoubleNode);
export const BookOpen = lucideIcon(bookOpenNode);
export const Briefcase = lucideIcon(briefcaseNode);
export const BriefcaseBusiness = lucideIcon(briefcaseBusinessNode);
export const CalendarClock = lucideIcon(calendarClockNode);
export const CalendarDays = lucideIcon(calendarDaysNode);
export const Check = lucideIcon(checkNode);
export const CheckCircle2 = lucideIcon(checkCircle2Node);
export const CircleCheck = lucideIcon(circleCheckNode);
export const CircleX = lucideIcon(circleXNode);
export const ClipboardCheck = lucideIcon(clipboardCheckNode);
export const Clock = lucideIcon(clockNode);
export const Compass = lucideIcon(compassNode);
export const ExternalLink = lucideIcon(externalLinkNode);
export const Eye = lucideIcon(eyeNode);
export const FileCheck2 = lucideIcon(fileCheck2Node);
export const FileText = lucideIcon(fileTextNode);
export const FileWarning = lucideIcon(fileWarningNode);
export const Gem = lucideIcon(gemNode);
export const Globe2 = lucideIcon(globe2Node);
export const GraduationCap = lucideIcon(graduationCapNode);
export const HandCoins = lucideIcon(handCoinsNode);
export const HeartHandshake = lucideIcon(heartHandshakeNode);
export const HeartPulse = lucideIcon(heartPulseNode);
export const Info = lucideIcon(infoNode);
export const Landmark = lucideIcon(landmarkNode);
export const Lightbulb = lucideIcon(lightbulbNode);
export const Mail = lucideIcon(mailNode);
export const MessageCircle = lucideIcon(messageCircleNode);
export const MapPin = lucideIcon(mapPinNode);
export const PenLine = lucideIcon(penLineNode);
export const Phone = lucideIcon(phoneNode);
export const Plane = lucideIcon(planeNode);
export const Repeat = lucideIcon(repeatNode);
export const Scale = lucideIcon(scaleNode);
export const SendHorizontal = lucideIcon(sendHorizontalNode);
export const ShieldCheck = lucideIcon(shieldCheckNode);
export const Sparkles = lucideIcon(sparklesNode);
export const Stamp = lucideIcon(stampNode);
export const Star = lucideIcon(starNode);
export const Target = lucideIcon(targetNode);
export const Ticket = lucideIcon(ticketNode);
export const TrendingUp = lucideIcon(trendingUpNode);
export const Users = lucideIcon(usersNode);
export const Wallet = lucideIcon(walletNode);
