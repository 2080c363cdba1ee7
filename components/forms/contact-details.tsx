import { Clock, Lightbulb, Mail, MapPin, Phone } from "@/components/ui/lucide-icons";

import type { HoursLine } from "@/content/company";
import { offices, site, telHref } from "@/content/site";
import { words } from "@/lib/i18n/words";

type ContactDetailsProps = {
  title: string;
  /** Office hours as the page states them (content/company.ts). */
  hours?: { title: string; lines: readonly HoursLine[] };
  tip?: { title: string; text: string };
};

function Block({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-brand-950">{title}</h3>
        <div className="mt-1 text-sm leading-relaxed text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** Phones, e-mail, offices and (where the page gives them) office hours and a tip, beside a form. */
export function ContactDetails({ title, hours, tip }: ContactDetailsProps) {
  const text = words("contactDetails");
  return (
    <aside aria-labelledby="contact-details-heading" className="space-y-6">
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="contact-details-heading" className="text-xl font-bold text-brand-950">
          {title}
        </h2>
        {hours ? (
          <Block icon={<Clock aria-hidden="true" className="size-4" />} title={hours.title}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {hours.lines.map((line) => (
                <div key={line.days} className="contents">
                  <dt className="font-medium text-slate-800">{line.days}</dt>
                  <dd>{line.hours}</dd>
                </div>
              ))}
            </dl>
          </Block>
        ) : null}
        <Block icon={<Phone aria-hidden="true" className="size-4" />} title={text("callUs")}>
          <ul className="space-y-1">
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className="font-semibold text-brand-700 hover:underline">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </Block>
        <Block icon={<Mail aria-hidden="true" className="size-4" />} title={text("email")}>
          <a href={`mailto:${site.email}`} className="font-semibold break-all text-brand-700 hover:underline">
            {site.email}
          </a>
        </Block>
        <Block icon={<MapPin aria-hidden="true" className="size-4" />} title={text("offices")}>
          <ul className="space-y-3">
            {offices.map((office) => (
              <li key={office.city}>
                <span className="block font-medium text-slate-800">{office.city}</span>
                <span className="block">{office.address}</span>
              </li>
            ))}
          </ul>
        </Block>
      </div>
      {tip ? (
        <div className="flex gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-5">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <p className="text-sm leading-relaxed text-slate-800">
            <strong className="text-brand-950">{tip.title}:</strong> {tip.text}
          </p>
        </div>
      ) : null}
    </aside>
  );
}
