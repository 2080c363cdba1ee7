import { ArrowLink } from "@/components/ui/arrow-link";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Flag } from "@/components/ui/flag";
import type { CountryCode } from "@/content/schemas/primitives";
import { cn } from "@/lib/utils";

export type LinkCardItem = {
  title: string;
  description: string;
  href: string;
  /** What the link is about, for a screen reader: "about <title>" unless given. */
  context?: string;
  /** The link's words where this card's differ from the list's. */
  linkLabel?: string;
  /** A country's card shows its flag beside the title. */
  flag?: CountryCode;
};

type LinkCardsProps = {
  items: readonly LinkCardItem[];
  /** The words of every card's link ("Learn more"). */
  linkLabel: string;
  className?: string;
};

/** Cards that each lead to a page: a title, a line about the page, and the link at the card's foot. */
export function LinkCards({ items, linkLabel, className }: LinkCardsProps) {
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2", className)}>
      {items.map((item, index) => (
        <li key={index}>
          <Card className="flex h-full flex-col">
            {item.flag ? (
              <div className="flex items-center gap-3">
                <Flag code={item.flag} className="h-8 w-12 rounded shadow-sm ring-1 ring-slate-200" />
                <CardTitle>{item.title}</CardTitle>
              </div>
            ) : (
              <CardTitle>{item.title}</CardTitle>
            )}
            <CardDescription className="flex-1">{item.description}</CardDescription>
            <ArrowLink href={item.href} context={item.context ?? `about ${item.title}`} className="mt-4">
              {item.linkLabel ?? linkLabel}
            </ArrowLink>
          </Card>
        </li>
      ))}
    </ul>
  );
}
