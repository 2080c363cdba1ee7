import { Mail, MapPin, MessageCircle, Phone } from "@/components/ui/lucide-icons";

import { ButtonLink } from "@/components/ui/button";
import { SocialIcon } from "@/components/ui/social-icon";
import { guidesIn, type PrefixedLanguage, pathIn, servicesIn } from "@/content/languages";
import { routesInFooter, type RouteEntry } from "@/content/routes";
import { offices, site, socialLinks, telHref } from "@/content/site";
import { pageLanguage } from "@/lib/i18n/page-language";
import { words } from "@/lib/i18n/words";

import { BookingOffer } from "@/components/booking/booking-offer";

import { whatsappGreeting } from "./contact-bar";
import { Logo } from "./logo";
import { PageWhatsAppLink } from "./page-whatsapp-link";

type FooterLink = { href: string; label: string };

const linksOf = (routes: RouteEntry[]): FooterLink[] =>
  routes.map((route) => ({ href: route.path, label: route.navLabel ?? route.title }));

function FooterLinks({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links">
        {links.map((link, index) => (
          <li key={index}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The link groups of the footer: the registry's on English pages; on a Gujarati or Hindi page, that language's
 * services and guides, and the English site (its other pages are English only).
 */
function footerGroups(language: PrefixedLanguage | "en") {
  const footer = words("footer", language);
  if (language === "en") {
    return [
      { title: "Quick links", links: linksOf(routesInFooter("quick")) },
      { title: "Destinations", links: linksOf(routesInFooter("destinations")) },
      { title: "Resources", links: linksOf(routesInFooter("resources")) },
    ];
  }
  return [
    {
      title: footer("services"),
      links: servicesIn(language).map((service) => ({
        href: pathIn(service.path, language),
        label: service.route.title,
      })),
    },
    {
      title: footer("destinations"),
      links: guidesIn(language).map((guide) => ({ href: pathIn(guide.path, language), label: guide.route.navLabel })),
    },
    { title: "English", links: [{ href: "/", label: footer("englishSite") }] },
  ];
}

export function SiteFooter() {
  const language = pageLanguage();
  const footer = words("footer", language);
  const bar = words("contactBar", language);
  return (
    <footer className="bg-brand-950 text-brand-100">
      {/* Always below the fold at load: its style, layout and paint wait until it is scrolled near.
          The estimates are its height at each breakpoint, so the scrollbar barely moves when it is drawn. */}
      <div className="mx-auto max-w-6xl px-4 render-when-near [--render-estimate:138.75rem] sm:px-6 sm:[--render-estimate:93.5rem] lg:px-8 lg:[--render-estimate:55.5rem]">
        <div className="relative -top-0 flex flex-col items-start gap-6 border-b border-white/10 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-balance text-white">{footer("ctaTitle")}</h2>
            <p className="mt-2 max-w-xl text-brand-100">{footer("ctaText")}</p>
          </div>
          <div className="grid gap-3 md:justify-items-end">
            <ButtonLink href={pathIn("/get-in-touch", language)} variant="accent" size="lg">
              {footer("ctaButton")}
            </ButtonLink>
            <BookingOffer inverse />
          </div>
        </div>

        <div className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div>
            <Logo inverse language={language} />
            <p className="mt-4 text-sm leading-relaxed">
              {language === "en" ? site.description : footer("description", { name: site.name })}
            </p>
            <ul className="mt-6 flex gap-3">
              {socialLinks.map((social, index) => (
                <li key={index}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer" className="footer-social">
                    <SocialIcon network={social.network} className="size-5" />
                    <span className="sr-only">{`${social.label} ${footer("opensNewTab")}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {footerGroups(language).map((group, index) => (
            <FooterLinks key={index} title={group.title} links={group.links} />
          ))}
          <div>
            <h2 className="footer-heading">{footer("contact")}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {site.phones.map((phone, index) => (
                <li key={index}>
                  <a href={telHref(phone)} className="footer-contact">
                    <Phone aria-hidden="true" className="footer-icon" />
                    {phone}
                  </a>
                </li>
              ))}
              <li>
                <a href={`mailto:${site.email}`} className="footer-contact break-all">
                  <Mail aria-hidden="true" className="footer-icon" />
                  {site.email}
                </a>
              </li>
              <li>
                <PageWhatsAppLink
                  number={site.whatsapp}
                  greeting={whatsappGreeting(language)}
                  className="footer-contact"
                >
                  <MessageCircle aria-hidden="true" className="footer-icon" />
                  {bar("whatsapp")}
                  <span className="sr-only">{` ${bar("opensWhatsApp")}`}</span>
                </PageWhatsAppLink>
              </li>
            </ul>
          </div>
        </div>

        <div className="grid gap-6 border-t border-white/10 py-10 sm:grid-cols-3">
          {offices.map((office, index) => (
            <address key={index} className="flex gap-3 text-sm not-italic">
              <MapPin aria-hidden="true" className="mt-0.5 footer-icon" />
              <span>
                <span className="block font-semibold text-white">{footer("office", { city: office.city })}</span>
                {office.address}
              </span>
            </address>
          ))}
        </div>

        <div className="flex flex-col gap-4 border-t border-white/10 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          {/* One text node, not five: JSX between expressions makes a separate node (and a marker) each. */}
          <p>{footer("rights", { year: site.copyrightYear, name: site.name })}</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {routesInFooter("legal").map((route, index) => (
                <li key={index}>
                  <a href={route.path} className="hover:text-white hover:underline">
                    {route.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
