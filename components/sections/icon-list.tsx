import { Check, type IconComponent } from "@/components/ui/lucide-icons";

import { cn } from "@/lib/utils";

type IconListProps = {
  items: readonly string[];
  /** Drawn before every item: a check mark unless the list is of something else (universities). */
  icon?: IconComponent;
  /** The icon's colour. */
  iconClassName: string;
  /** Text size and colour on each item, where the list does not set them for all. */
  itemClassName?: string;
  className?: string;
};

/** Short points, each behind the same small icon: features, highlights, universities. */
export function IconList({ items, icon: Icon = Check, iconClassName, itemClassName, className }: IconListProps) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index} className={cn("flex gap-2", itemClassName)}>
          <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
