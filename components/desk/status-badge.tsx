import { cva } from "class-variance-authority";

import { type DeskLeadView, type LeadStatus, statusText } from "@/contract/desk";
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

/** A consultation whose counsellor has that day off: it waits to be given to someone else (the lead's Owner). */
export function CounsellorOffNote({ name }: { name: string | null }) {
  return (
    <p className="rounded-md bg-red-50 px-2 py-1 text-xs font-semibold text-red-900">
      {name ?? "Its counsellor"} is off this day: give it to someone else.
    </p>
  );
}

/** A lead's status; a closed booking says why (Cancelled, No-show). */
export function StatusBadge({
  lead,
  className,
}: {
  lead: Pick<DeskLeadView, "status" | "closedReason">;
  className?: string;
}) {
  return <span className={cn(badge({ status: lead.status }), className)}>{statusText(lead)}</span>;
}
