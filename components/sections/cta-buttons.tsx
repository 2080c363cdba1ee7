import { ArrowRight } from "@/components/ui/lucide-icons";

import { ButtonLink } from "@/components/ui/button";
import type { Cta } from "@/content/schemas/primitives";
import { ctaHref } from "@/lib/navigation";
import { cn } from "@/lib/utils";

type CtaButtonsProps = {
  ctas: readonly Cta[];
  /** "dark" on the hero and brand bands, "light" on white sections. */
  surface?: "dark" | "light";
  className?: string;
};

/** The first call to action is the main one; the rest are quieter. */
export function CtaButtons({ ctas, surface = "dark", className }: CtaButtonsProps) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {ctas.map((cta, index) => (
        <ButtonLink
          key={index}
          href={ctaHref(cta)}
          size="lg"
          variant={
            index === 0
              ? surface === "dark"
                ? "accent"
                : "primary"
              : surface === "dark"
                ? "outline-inverse"
                : "outline"
          }
        >
          {cta.label}
          {index === 0 ? <ArrowRight aria-hidden="true" /> : null}
        </ButtonLink>
      ))}
    </div>
  );
}
