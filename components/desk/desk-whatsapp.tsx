import { cva } from "class-variance-authority";

import {
  Check,
  CheckCheck,
  Clock,
  type IconComponent,
  MessageCircle,
  Paperclip,
  TriangleAlert,
} from "@/components/ui/lucide-icons";
import type { PortalMessage } from "@/contract/portal";
import type { MessageChannel, WhatsAppState } from "@/contract/whatsapp";
import { channelLabels, deliveryText } from "@/lib/desk/whatsapp-text";
import { cn } from "@/lib/utils";
import { mediaTypeLabel } from "@/lib/whatsapp-media";

const channelTag = cva(
  "inline-flex items-center gap-1 rounded-full px-1.5 py-px text-[11px] leading-4 font-semibold whitespace-nowrap",
  {
    variants: {
      channel: {
        portal: "bg-slate-100 text-slate-700",
        whatsapp: "bg-emerald-100 text-emerald-900",
        email: "bg-amber-100 text-amber-900",
      } satisfies Record<MessageChannel | "email", string>,
    },
  },
);

/** How a thread message travelled: "WhatsApp" (with WhatsApp's speech bubble) or "Portal", and "E-mail" beside. */
export function ChannelTag({ channel }: { channel: MessageChannel | "email" }) {
  return (
    <span className={channelTag({ channel })}>
      {channel === "whatsapp" ? <MessageCircle className="size-3" /> : null}
      {channelLabels[channel]}
    </span>
  );
}

const tickIcons: Record<WhatsAppState, IconComponent> = {
  queued: Clock,
  accepted: Check,
  sent: Check,
  delivered: CheckCheck,
  read: CheckCheck,
  failed: TriangleAlert,
};

const ticks = cva("inline-flex items-center gap-1 text-xs", {
  variants: {
    state: {
      queued: "text-slate-600",
      accepted: "text-slate-600 [&_svg]:opacity-50",
      sent: "text-slate-600",
      delivered: "text-slate-600",
      read: "font-semibold text-brand-600",
      failed: "font-semibold text-red-800",
    } satisfies Record<WhatsAppState, string>,
  },
});

/**
 * What WhatsApp has told of an office message, as WhatsApp draws it (a clock, one tick, two, two in colour once
 * read, a warning) and in words beside it, which screen readers read too.
 */
export function DeliveryTicks({ whatsapp }: { whatsapp: NonNullable<PortalMessage["whatsapp"]> }) {
  const Icon = tickIcons[whatsapp.state];
  return (
    <span className={ticks({ state: whatsapp.state })}>
      <Icon className="size-4 shrink-0" />
      <span className={cn(whatsapp.state === "failed" && "break-words")}>{deliveryText(whatsapp)}</span>
    </span>
  );
}

/** A family's WhatsApp media message: what it was ("Photo", "Document"), before its caption, if any. */
export function MediaTag({ type, captioned }: { type: string; captioned: boolean }) {
  return (
    <span className="mr-1.5 inline-flex items-center gap-1 rounded bg-slate-100 px-1.5 text-xs font-semibold text-slate-800">
      <Paperclip className="size-3" />
      {mediaTypeLabel(type)}
      {captioned ? <span className="sr-only">:</span> : null}
    </span>
  );
}
