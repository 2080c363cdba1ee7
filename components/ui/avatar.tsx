import { initialsOf } from "@/lib/people";
import { cn } from "@/lib/utils";

const palette = ["#1a4075", "#2d65ab", "#b44309", "#0f766e", "#6d28d9", "#be123c"];

/** A drawn initials avatar: no photos exist, and no remote images are loaded. */
export function InitialsAvatar({ name, className, label }: { name: string; className?: string; label?: string }) {
  const colour = palette[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length];
  return (
    <svg
      viewBox="0 0 64 64"
      role="img"
      aria-label={label ?? `${name}'s avatar`}
      className={cn("size-14 shrink-0", className)}
    >
      <circle cx="32" cy="32" r="32" fill={colour} />
      <text x="32" y="39" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff" fontFamily="inherit">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
