import type { SocialLink } from "@/content/site";
import { iconHref } from "@/lib/icon-sprite";

/** A social network's glyph, from the icon sprite (lib/icon-sprite.ts). */
export function SocialIcon({ network, className }: { network: SocialLink["network"]; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={iconHref(network)} />
    </svg>
  );
}
