/**
 * National flags as static SVG files (public/flags/<code>.svg): drawn once and
 * cached, instead of repeating every flag's drawing in each page's HTML and again
 * in its RSC payload. Proportions are normalised to 3:2 so cards line up; details
 * are simplified for small sizes.
 */
import type { CountryCode } from "@/content/schemas/primitives";

/** The flags drawn: one file per country code the content uses (content/schemas/primitives.ts). */
export type FlagCode = CountryCode;

export const flagSource = (code: FlagCode) => `/flags/${code}.svg`;

type FlagProps = {
  code: FlagCode;
  /** Accessible name, e.g. "Flag of Canada"; omit when the country name is next to the flag. */
  label?: string;
  className?: string;
  /** "eager" for a flag in the first screen; the rest load as they come near. */
  loading?: "eager" | "lazy";
};

export function Flag({ code, label, className, loading = "lazy" }: FlagProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a local SVG; next/image adds nothing under static export.
    <img
      src={flagSource(code)}
      alt={label ?? ""}
      width={60}
      height={40}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}
