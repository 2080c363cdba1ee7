/**
 * The one site configuration: brand, contact points, offices and links, read from content/site.json.
 * Every page, the footer, JSON-LD and the generated host configs read these values, so a rebrand or a
 * new phone number is a single edit there. All names, numbers and addresses are clearly sample values
 * (the spec gives only placeholders such as {phone} and {email}).
 *
 * The JSON is imported directly, not through the content build, because the lead forms and the receiver
 * bundle (plain esbuild) read `site`; the content build validates the file (content/schemas/site.ts).
 */

import type { OfficeId } from "../contract/offices";

import type { SiteSettings, SocialLink } from "./schemas/site";
import settingsFile from "./site.json" with { type: "json" };

export type { SocialLink };

const settings = settingsFile as SiteSettings;

export type Office = SiteSettings["offices"][number] & {
  /** The full postal address as one line, for display. */
  address: string;
};

/** Non-breaking spaces keep a phone number on one line wherever it is shown. */
function unbreakable(phone: string): string {
  return phone.replace(/ /g, "\u00a0");
}

const DEFAULT_ORIGIN = "https://www.brightpathoverseas.example";

/** Site origin without a trailing slash; ops override it at build time. */
export const siteOrigin = (process.env.NEXT_PUBLIC_SITE_ORIGIN ?? DEFAULT_ORIGIN).replace(/\/+$/, "");

/** The three offices of the footer and the company overview page. */
export const offices: readonly Office[] = settings.offices.map((office) => ({
  ...office,
  phone: unbreakable(office.phone),
  address: `${office.streetAddress}, ${office.city}, ${office.region} ${office.postalCode}`,
}));

/** Each office by its id (contract/offices.ts): its name is `city`. */
export const officeById = Object.fromEntries(offices.map((office) => [office.id, office])) as Record<OfficeId, Office>;

export const site = {
  name: settings.name,
  legalName: settings.legalName,
  tagline: settings.tagline,
  description: settings.description,
  origin: siteOrigin,
  locale: settings.locale,
  language: settings.language,
  /** One number per office, in office order. */
  phones: offices.map((office) => office.phone),
  email: settings.email,
  hrEmail: settings.hrEmail,
  /** WhatsApp number in international format, digits only (as wa.me links need it); sample, like the phones. */
  whatsapp: settings.whatsapp,
  /** The hero's "Watch Success Stories" target: an external social profile. */
  successStoriesUrl: settings.successStoriesUrl,
  copyrightYear: settings.copyrightYear,
} as const;

export const socialLinks: readonly SocialLink[] = settings.socialLinks;

/** `tel:` href for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Map search URL for an office, for the "View on Map" button. */
export function mapHref(office: Pick<Office, "mapQuery">): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(office.mapQuery)}`;
}

/** Absolute URL on this site for a path such as `/about`. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteOrigin}/` : `${siteOrigin}${path}`;
}
