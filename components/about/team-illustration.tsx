import { cn } from "@/lib/utils";

type Hair = "short" | "long" | "bun";

type Figure = { x: number; y: number; scale: number; shirt: string; skin: string; hair: Hair; hairColour: string };

const hairCap = "M-20-40c0-15 9-23 20-23s20 8 20 23c-5-8-11-11-20-11s-15 3-20 11z";

/** Hair drawn behind the head (long hair) and in front of it (the cap, a bun). */
function HairBack({ hair, colour }: { hair: Hair; colour: string }) {
  return hair === "long" ? <path d="M-24-38c0-17 10-27 24-27s24 10 24 27v32c-8 5-40 5-48 0z" fill={colour} /> : null;
}

function HairFront({ hair, colour }: { hair: Hair; colour: string }) {
  return (
    <>
      <path d={hairCap} fill={colour} />
      {hair === "bun" ? <circle cy="-64" r="9" fill={colour} /> : null}
    </>
  );
}

// Back row first so the front row overlaps it.
const figures: readonly Figure[] = [
  {
    x: 92,
    y: 196,
    scale: 0.92,
    shirt: "var(--color-brand-500)",
    skin: "#a86b45",
    hair: "short",
    hairColour: "#2b1d16",
  },
  {
    x: 176,
    y: 188,
    scale: 0.95,
    shirt: "var(--color-accent-500)",
    skin: "#c68a5e",
    hair: "long",
    hairColour: "#1f140e",
  },
  { x: 304, y: 188, scale: 0.95, shirt: "#0f766e", skin: "#8d5a3b", hair: "short", hairColour: "#1b1310" },
  { x: 388, y: 196, scale: 0.92, shirt: "var(--color-brand-300)", skin: "#e0ac7e", hair: "bun", hairColour: "#3a2416" },
  { x: 134, y: 238, scale: 1.05, shirt: "var(--color-brand-800)", skin: "#c68a5e", hair: "bun", hairColour: "#2b1d16" },
  {
    x: 240,
    y: 232,
    scale: 1.12,
    shirt: "var(--color-brand-700)",
    skin: "#a86b45",
    hair: "short",
    hairColour: "#14100d",
  },
  {
    x: 346,
    y: 238,
    scale: 1.05,
    shirt: "var(--color-accent-600)",
    skin: "#e0ac7e",
    hair: "long",
    hairColour: "#4a2c1a",
  },
];

/**
 * The team photo, drawn: seven colleagues in front of the office wall. A local SVG
 * stands in until a real group photo exists, and costs no image request.
 */
export function TeamIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 480 300"
      role="img"
      aria-label={label}
      className={cn("h-auto w-full rounded-3xl shadow-sm ring-1 ring-slate-200", className)}
    >
      <rect width="480" height="300" fill="var(--color-brand-50)" />
      {/* Window with a city skyline. */}
      <rect x="300" y="26" width="150" height="96" rx="8" fill="var(--color-brand-100)" />
      <path
        d="M312 122v-34h18v34M336 122V72h20v50M362 122V92h16v30M384 122V64h22v58M412 122V96h16v26"
        fill="var(--color-brand-200)"
      />
      <path d="M375 26v96M300 74h150" stroke="#fff" strokeWidth="4" />
      {/* Framed globe with a flight path. */}
      <rect x="34" y="30" width="118" height="86" rx="8" fill="#fff" stroke="var(--color-brand-200)" strokeWidth="3" />
      <circle cx="93" cy="73" r="30" fill="var(--color-brand-600)" />
      <path d="M63 73h60M93 43v60" stroke="var(--color-brand-300)" strokeWidth="2" />
      <ellipse cx="93" cy="73" rx="14" ry="30" fill="none" stroke="var(--color-brand-300)" strokeWidth="2" />
      <path
        d="M52 104c20-18 60-48 92-56"
        fill="none"
        stroke="var(--color-accent-400)"
        strokeWidth="3"
        strokeDasharray="5 6"
      />
      {/* Company mark on the wall. */}
      <g transform="translate(216 40)">
        <rect width="48" height="48" rx="12" fill="var(--color-brand-800)" />
        <path d="M24 8l3 10 10 3-10 3-3 10-3-10-10-3 10-3z" fill="var(--color-accent-400)" />
      </g>
      {/* Plant. */}
      <path
        d="M452 250c-14-20-12-44 0-60 12 16 14 40 0 60zM452 250c-20-8-30-26-28-44 16 6 26 24 28 44z"
        fill="#0f766e"
      />
      <rect x="438" y="246" width="28" height="26" rx="4" fill="var(--color-accent-700)" />
      <rect y="270" width="480" height="30" fill="var(--color-brand-200)" />
      {figures.map((figure) => (
        <g key={`${figure.x}-${figure.y}`} transform={`translate(${figure.x} ${figure.y}) scale(${figure.scale})`}>
          <path d="M-36 80c0-52 14-70 36-70s36 18 36 70z" fill={figure.shirt} />
          <path d="M-8 10h16l-8 14z" fill="#fff" fillOpacity=".85" />
          <rect x="-7" y="-8" width="14" height="20" rx="6" fill={figure.skin} />
          <HairBack hair={figure.hair} colour={figure.hairColour} />
          <circle cy="-36" r="20" fill={figure.skin} />
          <HairFront hair={figure.hair} colour={figure.hairColour} />
          <g fill="none" stroke="#2b1d16" strokeWidth="2" strokeLinecap="round">
            <path d="M-7-36v1M7-36v1" strokeWidth="3" />
            <path d="M-6-26c3 3 9 3 12 0" />
          </g>
        </g>
      ))}
    </svg>
  );
}
