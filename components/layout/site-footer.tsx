import { Mail, MapPin, MessageCircle, Phone } from "@/components/ui/lucide-icons";

import { ButtonLink } from "@/components/ui/button";
import { SocialIcon } from "@/components/ui/social-icon";
import { routesInFooter, type RouteEntry } from "@/content/routes";
import { offices, site, socialLinks, telHref } from "@/content/site";

import { BookingOffer } from "@/components/booking/booking-offer";

import { whatsappGreeting } from "./contact-bar";
import { Logo } from "./logo";
import { PageWhatsAppLink } from "./page-whatsapp-link";

function FooterLinks({ title, links }: { title: string; links: RouteEntry[] }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links">
        {links.map((route, index) => (
          <li key={index}>
            <a href={route.path}>{route.navLabel ?? route.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100">
      {/* Always below the fold at load: its style, layout and paint wait until it is scrolled near.
          The estimates are its height at each breakpoint, so the scrollbar barely moves when it is drawn. */}
      <div className="mx-auto max-w-6xl px-4 render-when-near [--render-estimate:138.75rem] sm:px-6 sm:[--render-estimate:93.5rem] lg:px-8 lg:[--render-estimate:55.5rem]">
        <div className="relative -top-0 flex flex-col items-start gap-6 border-b border-white/10 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-balance text-white">Ready to plan your study abroad journey?</h2>
            <p className="mt-2 max-w-xl text-brand-100">
              Talk to a counsellor for free. We will help you choose the right country, course and university.
            </p>
          </div>
          <div className="grid gap-3 md:justify-items-end">
            <ButtonLink href="/get-in-touch" variant="accent" size="lg">
              Book a Free Consultation
            </ButtonLink>
            <BookingOffer inverse />
          </div>
        </div>

        <div className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div>
            <Logo inverse />
            <p className="mt-4 text-sm leading-relaxed">{site.description}</p>
            <ul className="mt-6 flex gap-3">
              {socialLinks.map((social, index) => (
                <li key={index}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer" className="footer-social">
                    <SocialIcon network={social.network} className="size-5" />
                    <span className="sr-only">{`${social.label} (opens in a new tab)`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <FooterLinks title="Quick links" links={routesInFooter("quick")} />
          <FooterLinks title="Destinations" links={routesInFooter("destinations")} />
          <FooterLinks title="Resources" links={routesInFooter("resources")} />
          <div>
            <h2 className="footer-heading">Contact</h2>
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
                <PageWhatsAppLink number={site.whatsapp} greeting={whatsappGreeting} className="footer-contact">
                  <MessageCircle aria-hidden="true" className="footer-icon" />
                  WhatsApp us<span className="sr-only"> (opens WhatsApp)</span>
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
                <span className="block font-semibold text-white">{`${office.city} office`}</span>
                {office.address}
              </span>
            </address>
          ))}
        </div>

        <div className="flex flex-col gap-4 border-t border-white/10 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          {/* One text node, not five: JSX between expressions makes a separate node (and a marker) each. */}
          <p>{`© ${site.copyrightYear} ${site.name}. All rights reserved.`}</p>
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
