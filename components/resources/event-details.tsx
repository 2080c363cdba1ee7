import { CalendarDays, Clock, MapPin, Ticket } from "@/components/ui/lucide-icons";

import { ActionNote } from "@/components/resources/action-note";
import { EventRegistration } from "@/components/resources/event-registration";
import { ArrowLink } from "@/components/ui/arrow-link";
import { ButtonLink } from "@/components/ui/button";
import { eventsCopy, resourceActions, type StudyEvent } from "@/content/resources";
import { eventDateText, eventPlaceText, eventTimeText, istMomentText } from "@/lib/events";
import { eventRegistrationMailto } from "@/lib/mail-drafts";
import { formatMoney } from "@/lib/money";

type EventDetailsProps = {
  event: StudyEvent;
  /** Decided on the build date: a past event offers no registration. */
  past: boolean;
};

/** When, where and what it costs, then either how to register or that the event has taken place. */
export function EventDetails({ event, past }: EventDetailsProps) {
  const { registration } = event;
  const facts = [
    { icon: CalendarDays, label: "Date", value: <time dateTime={event.start}>{eventDateText(event)}</time> },
    { icon: Clock, label: "Time", value: eventTimeText(event) },
    { icon: MapPin, label: "Location", value: eventPlaceText(event) },
    { icon: Ticket, label: "Registration", value: formatMoney(registration.fee, { standalone: true }) },
  ];
  return (
    <section aria-label="Event details" className="card sm:p-8">
      <dl className="grid gap-5 sm:grid-cols-2">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="relative pl-8">
            <dt className="text-sm text-slate-600">
              <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand-700" />
              {label}
            </dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {past ? (
        <div role="status" className="mt-6 rounded-xl bg-slate-100 p-4 text-slate-800">
          <p className="font-semibold">{eventsCopy.pastNote}</p>
          <ArrowLink href="/resources/events#upcoming" className="mt-2">
            See upcoming events
          </ArrowLink>
        </div>
      ) : (
        <div className="mt-6">
          {registration.closes ? (
            <p className="mb-3 text-sm text-slate-700">
              Registration closes on <time dateTime={registration.closes}>{istMomentText(registration.closes)}</time>.
            </p>
          ) : null}
          {registration.note ? <p className="mb-3 text-sm text-slate-700">{registration.note}</p> : null}
          <EventRegistration
            slug={event.slug}
            title={event.title}
            fallback={
              <>
                <ActionNote>
                  <strong>{resourceActions.register.label}:</strong> {resourceActions.register.note}
                </ActionNote>
                <ButtonLink href={eventRegistrationMailto(event)} className="-mt-2">
                  {resourceActions.register.label}
                  <span className="sr-only">: {event.title}</span>
                </ButtonLink>
              </>
            }
          />
        </div>
      )}
    </section>
  );
}
