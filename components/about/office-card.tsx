import { Mail, MapPin, Phone } from "@/components/ui/lucide-icons";

import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { telHref } from "@/content/site";

type OfficeCardProps = {
  city: string;
  address: string;
  phone: string;
  email: string;
  /** A map search for the office; shows the "View on Map" button (new tab). */
  map?: { href: string; label: string };
  /** Get In Touch addressed to this office. */
  request?: { href: string; label: string };
};

/** One office: city, postal address, a tap-to-call number, an e-mail link and optionally a map link. */
export function OfficeCard({ city, address, phone, email, map, request }: OfficeCardProps) {
  const [mailbox, domain] = email.split("@");
  return (
    <Card className="flex h-full flex-col">
      <h3 className="flex items-center gap-2 card-title">
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-accent-600" />
        {city}
      </h3>
      <address className="mt-4 flex flex-1 flex-col gap-3 text-sm leading-relaxed text-slate-700 not-italic">
        <span>{address}</span>
        {/* aria-label, not hidden text: the link's text must stay the bare number (no breaking spaces). */}
        <a
          href={telHref(phone)}
          aria-label={`Call the ${city} office: ${phone}`}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {phone}
        </a>
        <a
          href={`mailto:${email}`}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <span className="sr-only">E-mail the {city} office: </span>
            {/* On a narrow card a long address wraps after the @, not mid-word. */}
            {mailbox}@<wbr />
            {domain}
          </span>
        </a>
      </address>
      {map || request ? (
        <div className="mt-5 flex flex-wrap gap-3">
          {map ? (
            <ButtonLink href={map.href} external variant="outline">
              <MapPin aria-hidden="true" />
              {map.label}
              <span className="sr-only">: {city} office</span>
            </ButtonLink>
          ) : null}
          {request ? (
            <ButtonLink href={request.href} variant="outline">
              <Mail aria-hidden="true" />
              {request.label}
              <span className="sr-only"> from the {city} office</span>
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
