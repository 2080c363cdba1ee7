import {
  Banknote,
  BedDouble,
  ClipboardCheck,
  HeartPulse,
  Plane,
  type IconComponent,
  Repeat,
} from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { Flag } from "@/components/ui/flag";
import { Section } from "@/components/ui/section";
import { destinations } from "@/content/destinations";
import { universityLogos } from "@/content/home";
import { partnersPage, servicePartners, universityPartners, type ServicePartner } from "@/content/partners";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/about/our-partners");

const categoryIcons: Record<ServicePartner["category"], IconComponent> = {
  "education-loan": Banknote,
  forex: Repeat,
  accommodation: BedDouble,
  "health-insurance": HeartPulse,
  "flight-booking": Plane,
  "test-centre": ClipboardCheck,
};

const crestByName = new Map(universityLogos.map((logo) => [logo.name, logo.src]));
const flagByCountry = new Map(destinations.map((destination) => [destination.country, destination.code]));

export default function OurPartnersPage() {
  return (
    <>
      <PageHero path="/about/our-partners" title={partnersPage.heading} intro={<p>{partnersPage.intro}</p>} />

      <Section id="university-partners" title={partnersPage.universitiesHeading} intro={partnersPage.universitiesIntro}>
        <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {universityPartners.map((university) => {
            const crest = crestByName.get(university.name);
            const flag = flagByCountry.get(university.country);
            return (
              <li
                key={university.name}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                {crest ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a local SVG crest; native lazy loading needs no JavaScript.
                  <img
                    src={crest}
                    alt=""
                    width={240}
                    height={96}
                    loading="lazy"
                    decoding="async"
                    className="h-auto w-full"
                  />
                ) : null}
                <h3 className="mt-3 font-semibold text-brand-950">{university.name}</h3>
                <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
                  {flag ? <Flag code={flag} className="h-3.5 w-5 shrink-0 rounded-sm ring-1 ring-slate-200" /> : null}
                  {university.city}, {university.country}
                </p>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-sm text-slate-600">{partnersPage.crestNote}</p>
      </Section>

      <Section
        id="service-partners"
        tone="muted"
        title={partnersPage.servicesHeading}
        intro={partnersPage.servicesIntro}
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {servicePartners.map((partner) => {
            const Icon = categoryIcons[partner.category];
            return (
              <li
                key={partner.name}
                className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="text-xs font-semibold tracking-wide text-accent-800 uppercase">
                    {partner.categoryLabel}
                  </p>
                  <h3 className="mt-1 font-semibold text-brand-950">{partner.name}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">{partner.provides}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-sm text-slate-600">{partnersPage.sampleNote}</p>
      </Section>
    </>
  );
}
