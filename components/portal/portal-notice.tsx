import { cn } from "@/lib/utils";

const toneClass = {
  info: "border-brand-200 bg-brand-50 text-brand-950",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  error: "border-red-300 bg-red-50 text-red-950",
} as const;

type PortalNoticeProps = Omit<React.ComponentProps<"div">, "title"> & {
  tone?: keyof typeof toneClass;
  title: React.ReactNode;
};

/**
 * A calm box for what a portal page has to say as a whole (loading, signed out, a used link, done). The caller
 * gives it its role: "status" for news, "alert" for a problem.
 */
export function PortalNotice({ tone = "info", title, className, children, ...props }: PortalNoticeProps) {
  return (
    <div className={cn("rounded-xl border p-5 leading-relaxed", toneClass[tone], className)} {...props}>
      <p className="text-base font-semibold">{title}</p>
      {children ? <div className="mt-1 text-sm">{children}</div> : null}
    </div>
  );
}
