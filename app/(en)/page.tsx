import { BadgeCheck } from "@/components/ui/lucide-icons";

import { BookingOffer } from "@/components/booking/booking-offer";
import { NewsletterForm } from "@/components/home/newsletter-form";
import { LinkCards } from "@/components/sections/link-cards";
import { ReasonList } from "@/components/sections/reason-list";
import { OrganizationStructuredData } from "@/components/seo/structured-data";
import { ArrowLink } from "@/components/ui/arrow-link";
import { DeferredImage } from "@/components/ui/deferred-image";
import { Section } from "@/components/ui/section";
import { HomeHero, SuccessStories } from "@/components/home/home-hero";
import { certifications } from "@/content/certifications";
import { homeStats } from "@/content/company";
import { destinations } from "@/content/destinations";
import { about, hero, homeServices, newsletter, reasons, successStories, universityLogos } from "@/content/home";
import { newsletterForm } from "@/content/forms";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/");

export default function HomePage() {
  return (
    <>
      <OrganizationStructuredData />
      <HomeHero hero={hero}>
        <BookingOffer inverse className="mt-5 text-base" />
      </HomeHero>

      <Section id="about" eyebrow={about.eyebrow} title={about.title}>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div className="space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
            {about.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            <ArrowLink href="/about" className="text-base">
              More about us
            </ArrowLink>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {homeStats.map((stat, index) => (
              <div key={index} className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
                <dt className="text-sm font-semibold text-brand-800">{stat.label}</dt>
                <dd className="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl">{stat.number}</dd>
                {stat.description ? <dd className="mt-1 text-sm text-slate-600">{stat.description}</dd> : null}
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="services" tone="muted" eyebrow="What we do" title="Services for every step abroad" centered>
        <LinkCards items={homeServices} linkLabel="Learn more" className="lg:grid-cols-3" />
      </Section>

      <Section id="why-us" eyebrow="Why work with us" title="Advice you can check, people you can reach">
        <ReasonList items={reasons} />
      </Section>

      <Section id="universities" tone="muted" eyebrow="Partner universities" title="Where our students study" centered>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {universityLogos.map((logo, index) => (
            <li key={index} className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
              <DeferredImage src={logo.src} alt={logo.name} width={240} height={96} className="h-auto w-full" />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-500">
          Crests are illustrations, not the universities&apos; official logos.{" "}
          <a href="/about/our-partners" className="font-semibold text-brand-700 hover:underline">
            See all partners
          </a>
        </p>
      </Section>

      <Section id="success-stories" eyebrow="Success stories" title="Students who made the move">
        <SuccessStories stories={successStories} />
      </Section>

      <Section id="destinations" tone="muted" eyebrow="Destinations" title="Popular study destinations" centered>
        <LinkCards
          items={destinations.map((destination) => ({
            title: destination.country,
            description: destination.highlights[0],
            href: destination.guidePath ?? "/destinations",
            context: `for ${destination.country}`,
            linkLabel: destination.guidePath ? undefined : "Compare destinations",
            flag: destination.code,
          }))}
          linkLabel="Read the guide"
          className="lg:grid-cols-3"
        />
      </Section>

      <Section id="certifications" eyebrow="Certifications" title="Trained, certified and accountable">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {certifications.slice(0, 6).map((certification, index) => (
            <li key={index} className="flex gap-3 rounded-xl border border-slate-200 p-4">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="font-semibold text-brand-950">{certification.name}</p>
                <p className="text-sm text-slate-500">
                  {certification.issuer}, since {certification.year}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="newsletter" tone="brand" title={newsletter.title} intro={newsletter.text}>
        <NewsletterForm recipient={site.email} copy={newsletterForm} />
      </Section>
    </>
  );
}
