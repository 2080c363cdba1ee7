import { cn } from "@/lib/utils";

type SectionProps = Omit<React.ComponentProps<"section">, "title"> & {
  /** Small label above the heading. */
  eyebrow?: string;
  title?: React.ReactNode;
  intro?: React.ReactNode;
  /** Alternating background keeps long pages scannable. */
  tone?: "plain" | "muted" | "brand";
  /** Centre the heading block (home-page style). */
  centered?: boolean;
  headingLevel?: "h2" | "h3";
  /**
   * Drawn at once, not when near: a band in the first screen whose height the first layout cannot estimate
   * (the booking page's slot picker); its estimate would move everything below it when it is drawn.
   */
  eager?: boolean;
};

/** A page band with a consistent container, spacing and heading block. */
export function Section({
  eyebrow,
  title,
  intro,
  tone = "plain",
  centered = false,
  headingLevel: Heading = "h2",
  eager = false,
  className,
  children,
  id,
  ...props
}: SectionProps) {
  const headingId = id && title ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "py-14 sm:py-20",
        tone === "muted" && "bg-slate-50",
        tone === "brand" && "bg-brand-900 text-white",
        className,
      )}
      {...props}
    >
      {/* A light band's content is drawn only when near the viewport (globals.css). Dark bands are always
          drawn: checkers such as axe read the colours behind text that is not drawn as white. */}
      <div className={cn("page-column", tone !== "brand" && !eager && "render-when-near")}>
        {title ? (
          <div className={cn("mb-10 max-w-3xl", centered && "mx-auto text-center")}>
            {eyebrow ? (
              <p className={cn("band-eyebrow", tone === "brand" ? "text-accent-300" : "text-accent-700")}>{eyebrow}</p>
            ) : null}
            <Heading id={headingId} className={cn("band-title", tone === "brand" ? "text-white" : "text-brand-950")}>
              {title}
            </Heading>
            {intro ? (
              <div className={cn("band-intro", tone === "brand" ? "text-brand-100" : "text-slate-600")}>{intro}</div>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
