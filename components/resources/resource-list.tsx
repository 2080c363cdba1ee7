import { CalendarDays } from "@/components/ui/lucide-icons";

import { EventRegistration } from "@/components/resources/event-registration";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import type { IsoDate } from "@/content/schemas/primitives";
import { formatIsoDate } from "@/lib/dates";

/** A card's action: an event's registration by seats when it has one, else the action link itself. */
function EventRegistrationOr({
  registration,
  title,
  children,
}: {
  registration: ResourceCardItem["registration"];
  title: string;
  children: React.ReactNode;
}) {
  if (!registration) return children;
  return <EventRegistration slug={registration.slug} title={title} fallback={children} className="mt-5" />;
}

/** The common shape of a blog post, news item, event, press release or download card. */
export type ResourceCardItem = {
  id: string;
  title: string;
  /** The item's own page (an article), linked from the title. */
  href?: string;
  text: string;
  /** Shown human-readable in a machine-readable `<time>`. */
  date?: IsoDate;
  /** A small label above the title: category, event format or file type. */
  badge?: string;
  /** Further facts as label/value pairs, e.g. time and location, or format and size. */
  details?: readonly { label: string; value: string }[];
  action?: { label: string; href: string };
  /** An event with seats: registered through the lead receiver where it answers, else by `action`. */
  registration?: { slug: string };
  /** Shown where an action would be, e.g. that an event has taken place. */
  note?: string;
};

type ResourceListProps = {
  items: readonly ResourceCardItem[];
  /** h2 when the list follows the page's h1; h3 inside a titled section. */
  headingLevel?: "h2" | "h3";
};

/** A list of resource cards: the one layout of the blog, news, events, press release and download pages. */
export function ResourceList({ items, headingLevel: Heading = "h2" }: ResourceListProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <article id={item.id} className="flex h-full flex-col card">
            {item.badge || item.date ? (
              <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
                {item.badge ? (
                  <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-200">
                    {item.badge}
                  </span>
                ) : null}
                {item.date ? (
                  <span className="inline-flex items-center gap-1.5 text-slate-600">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    <time dateTime={item.date}>{formatIsoDate(item.date)}</time>
                  </span>
                ) : null}
              </p>
            ) : null}
            <Heading className="mt-3 text-lg leading-snug font-semibold text-balance text-brand-950">
              {item.href ? (
                <a
                  href={item.href}
                  className="underline-offset-4 hover:text-brand-700 hover:underline focus-visible:underline"
                >
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </Heading>
            {item.details ? (
              <dl className="mt-3 space-y-1 text-sm">
                {item.details.map((detail) => (
                  <div key={detail.label} className="flex gap-2">
                    <dt className="shrink-0 text-slate-600">{detail.label}:</dt>
                    <dd className="font-medium text-slate-800">{detail.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">{item.text}</p>
            {item.note ? <p className="mt-5 text-sm font-medium text-slate-700">{item.note}</p> : null}
            {item.action ? (
              <EventRegistrationOr registration={item.registration} title={item.title}>
                <ButtonLink href={item.action.href} variant="outline" size="sm" className="mt-5 self-start">
                  {item.action.label}
                  <span className="sr-only">: {item.title}</span>
                </ButtonLink>
              </EventRegistrationOr>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** A muted band of resource cards under its heading (the past events, an article's related posts); none when empty. */
export function ResourceBand({ id, title, items }: { id: string; title: string; items: readonly ResourceCardItem[] }) {
  if (items.length === 0) return null;
  return (
    <Section id={id} tone="muted" title={title}>
      <ResourceList items={items} headingLevel="h3" />
    </Section>
  );
}
