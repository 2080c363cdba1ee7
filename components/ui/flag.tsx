/**
 * Simplified national flags drawn as inline SVG (no remote images). Proportions
 * are normalised to 3:2 so cards line up; details are simplified for small sizes.
 */
import type { CountryCode } from "@/content/schemas/primitives";

/** The flags drawn here: one per country code the content uses (content/schemas/primitives.ts). */
export type FlagCode = CountryCode;

const unionJack = (
  <g>
    <rect width="30" height="20" fill="#012169" />
    <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
    <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.6" />
    <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
    <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.6" />
  </g>
);

const star = (cx: number, cy: number, r: number, fill: string, key: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(" ");
  return <polygon key={key} points={points} fill={fill} />;
};

const flags: Record<FlagCode, React.ReactNode> = {
  us: (
    <>
      <rect width="60" height="40" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={i * (40 / 6.5)} width="60" height={40 / 13} fill="#B22234" />
      ))}
      <rect width="26" height={40 * (7 / 13)} fill="#3C3B6E" />
      {Array.from({ length: 12 }, (_, i) => (
        <circle key={i} cx={3.5 + (i % 4) * 6.3} cy={3.8 + Math.floor(i / 4) * 6.8} r="1.2" fill="#fff" />
      ))}
    </>
  ),
  gb: <g transform="scale(2)">{unionJack}</g>,
  ca: (
    <>
      <rect width="60" height="40" fill="#fff" />
      <rect width="15" height="40" fill="#D52B1E" />
      <rect x="45" width="15" height="40" fill="#D52B1E" />
      <path
        d="M30 8l2.2 4.4 2.6-1-1 6.6 3.6-3.4.8 2 3.8-.8-1.2 3.8 1.8.8-5.6 4.6.6 2-5.4-.6.2 5.6h-1.6l.2-5.6-5.4.6.6-2-5.6-4.6 1.8-.8-1.2-3.8 3.8.8.8-2 3.6 3.4-1-6.6 2.6 1z"
        fill="#D52B1E"
      />
    </>
  ),
  au: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <g transform="scale(1)">{unionJack}</g>
      {star(15, 30, 4.2, "#fff", "c")}
      {star(45, 32, 2.6, "#fff", "a")}
      {star(38, 20, 2.6, "#fff", "b")}
      {star(45, 8, 2.6, "#fff", "d")}
      {star(51, 17, 2.6, "#fff", "e")}
    </>
  ),
  de: (
    <>
      <rect width="60" height="13.34" fill="#000" />
      <rect y="13.33" width="60" height="13.34" fill="#DD0000" />
      <rect y="26.66" width="60" height="13.34" fill="#FFCE00" />
    </>
  ),
  nz: (
    <>
      <rect width="60" height="40" fill="#012169" />
      {unionJack}
      {[
        [45, 32, "a"],
        [38, 18, "b"],
        [45, 8, "c"],
        [51, 16, "d"],
      ].map(([cx, cy, key]) => (
        <g key={key as string}>
          {star(cx as number, cy as number, 3.2, "#fff", `${key}w`)}
          {star(cx as number, cy as number, 2.2, "#C8102E", `${key}r`)}
        </g>
      ))}
    </>
  ),
  fi: (
    <>
      <rect width="60" height="40" fill="#fff" />
      <rect x="16" width="10" height="40" fill="#002F6C" />
      <rect y="15" width="60" height="10" fill="#002F6C" />
    </>
  ),
  eu: (
    <>
      <rect width="60" height="40" fill="#003399" />
      {Array.from({ length: 12 }, (_, i) => {
        const angle = (Math.PI / 6) * i;
        return star(30 + 11 * Math.cos(angle), 20 + 11 * Math.sin(angle), 2, "#FFCC00", String(i));
      })}
    </>
  ),
};

type FlagProps = {
  code: FlagCode;
  /** Accessible name, e.g. "Flag of Canada"; omit when the country name is next to the flag. */
  label?: string;
  className?: string;
};

export function Flag({ code, label, className }: FlagProps) {
  return (
    <svg
      viewBox="0 0 60 40"
      className={className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {flags[code]}
    </svg>
  );
}
