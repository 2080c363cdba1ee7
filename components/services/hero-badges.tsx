import { BadgeCheck } from "@/components/ui/lucide-icons";

/** Short highlights beside the hero text (or under it on phones). */
export function HeroBadges({ badges = [] }: { badges?: readonly string[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch">
      {badges.map((badge, index) => (
        <li
          key={index}
          className="flex items-center gap-2 rounded-xl bg-white/10 px-4 py-2.5 text-sm font-semibold text-white ring-1 ring-white/20 lg:text-base"
        >
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
          {badge}
        </li>
      ))}
    </ul>
  );
}
