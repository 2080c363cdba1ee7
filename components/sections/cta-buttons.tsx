import { ArrowRight } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import type { CtaLink } from "@/content/about";

/**
 * A row of call-to-action links on a dark band (page hero, closing call to action):
 * the first is the saffron primary action, the rest are outlined.
 */
export function CtaButtons({ buttons }: { buttons: readonly CtaLink[] }) {
  return buttons.map((button, index) =>
    index === 0 ? (
      <ButtonLink key={button.href} href={button.href} variant="accent" size="lg">
        {button.label}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    ) : (
      <ButtonLink key={button.href} href={button.href} variant="outline-inverse" size="lg">
        {button.label}
      </ButtonLink>
    ),
  );
}
