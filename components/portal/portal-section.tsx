import { cn } from "@/lib/utils";

/** One section of the account page: its heading (the in-page nav's target) and a white card for its content. */
export function PortalSection({
  id,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-24", className)}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-brand-950 sm:text-2xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-sm leading-relaxed text-slate-700 sm:text-base">{intro}</p> : null}
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children}</div>
    </section>
  );
}

/** A small heading inside a section. */
export function PortalSubheading({ className, ...props }: React.ComponentProps<"h3">) {
  return <h3 className={cn("text-base font-semibold text-brand-950", className)} {...props} />;
}
