import { cva } from "class-variance-authority";

import { leadStatusLabels, type LeadStatus } from "@/contract/desk";
import { cn } from "@/lib/utils";

const badge = cva("inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    status: {
      new: "bg-accent-100 text-accent-900",
      contacted: "bg-brand-100 text-brand-900",
      booked: "bg-brand-100 text-brand-900",
      consulted: "bg-brand-100 text-brand-900",
      applied: "bg-emerald-100 text-emerald-900",
      enrolled: "bg-emerald-100 text-emerald-900",
      closed: "bg-slate-200 text-slate-800",
      spam: "bg-red-100 text-red-900",
    } satisfies Record<LeadStatus, string>,
  },
});

export function StatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return <span className={cn(badge({ status }), className)}>{leadStatusLabels[status]}</span>;
}
