/**
 * How long ago a lead arrived, for the inbox, and a moment of today said short (moments read in IST:
 * contract/india-time.ts).
 */
import { istDateOf, istShortText, timeLabel } from "@/contract/india-time";

/** "just now", "14 min ago", "3 h ago", "2 days ago". */
export function agoText(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}

/** A moment near `now`, in IST: "2:05 PM IST" on the same IST day, else with its day "28 Nov, 2:05 PM IST". */
export function nearMomentText(iso: string, now: Date): string {
  const at = new Date(iso);
  return istDateOf(at) === istDateOf(now) ? `${timeLabel(at)} IST` : istShortText(at);
}
