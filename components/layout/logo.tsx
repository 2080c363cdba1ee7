import { type Language, pathIn } from "@/content/languages";
import { site } from "@/content/site";
import { words } from "@/lib/i18n/words";

/**
 * The brand mark is app/icon.svg, the favicon's own drawing, shown as an image: one file for both,
 * and a short tag in every page's markup and payload instead of the drawing twice.
 */
const markSrc = "/icon.svg";

/** The brand, linking to the home page in `language`. */
export function Logo({ inverse = false, language }: { inverse?: boolean; language: Language }) {
  return (
    <a
      href={pathIn("/", language)}
      className="flex items-center gap-2.5 rounded-lg"
      aria-label={words("shell", language)("homeLabel", { name: site.name })}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG; next/image adds nothing under static export. */}
      <img src={markSrc} alt="" width={36} height={36} className="size-9 shrink-0" />
      <span className={`text-lg leading-tight font-bold tracking-tight ${inverse ? "text-white" : "text-brand-900"}`}>
        {site.name}
      </span>
    </a>
  );
}
