import { site } from "@/content/site";

/**
 * The brand mark is app/icon.svg, the favicon's own drawing, shown as an image: one file for both,
 * and a short tag in every page's markup and payload instead of the drawing twice.
 */
const markSrc = "/icon.svg";

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <a href="/" className="flex items-center gap-2.5 rounded-lg" aria-label={`${site.name} home`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG; next/image adds nothing under static export. */}
      <img src={markSrc} alt="" width={36} height={36} className="size-9 shrink-0" />
      <span className={`text-lg leading-tight font-bold tracking-tight ${inverse ? "text-white" : "text-brand-900"}`}>
        {site.name}
      </span>
    </a>
  );
}
