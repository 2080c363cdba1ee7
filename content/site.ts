/**
 * The one site configuration: brand, contact points, offices and links.
 * Every page, the footer, JSON-LD and the generated host configs read these
 * values, so a rebrand or a new phone number is a single edit here.
 * All names, numbers and addresses are clearly sample values (the spec gives
 * only placeholders such as {phone} and {email}).
 */

export type Office = {
  city: string;
  address: string;
  /** Street-level parts for structured data. */
  streetAddress: string;
  postalCode: string;
  region: string;
  phone: string;
  email: string;
  /** A map search for the address, opened in a new tab by "View on Map". */
  mapQuery: string;
};

export type SocialLink = {
  network: "facebook" | "instagram" | "linkedin" | "youtube";
  label: string;
  href: string;
};

const DEFAULT_ORIGIN = "https://www.brightpathoverseas.example";

/** Site origin without a trailing slash; ops override it at build time. */
export const siteOrigin = (process.env.NEXT_PUBLIC_SITE_ORIGIN ?? DEFAULT_ORIGIN).replace(/\/+$/, "");

export const site = {
  name: "BrightPath Overseas",
  legalName: "BrightPath Overseas Education Pvt. Ltd. (sample)",
  tagline: "Study abroad, visa and IELTS guidance from India",
  description:
    "BrightPath Overseas guides Indian students and families through study abroad admissions, student and visitor visas, IELTS coaching and education loans, with a free first consultation.",
  origin: siteOrigin,
  locale: "en_IN",
  language: "en-IN",
  // Non-breaking spaces keep a number on one line wherever it is shown.
  phones: ["+91\u00a098765\u00a043210", "+91\u00a098765\u00a043211", "+91\u00a098765\u00a043212"],
  email: "info@brightpathoverseas.example",
  hrEmail: "careers@brightpathoverseas.example",
  /** WhatsApp number in international format, digits only (as wa.me links need it); sample, like the phones. */
  whatsapp: "919876543210",
  /** The hero's "Watch Success Stories" target: an external social profile. */
  successStoriesUrl: "https://www.instagram.com/brightpathoverseas.example/",
  copyrightYear: 2025,
} as const;

export const socialLinks: readonly SocialLink[] = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/brightpathoverseas.example" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/brightpathoverseas.example/" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/brightpathoverseas-example" },
  // The spec's fourth, placeholder network.
  { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@brightpathoverseas.example" },
];

/** The three offices of the footer and the company overview page. */
export const offices: readonly Office[] = [
  {
    city: "Vadodara",
    address: "2nd Floor, Sample Business Hub, Alkapuri, Vadodara, Gujarat 390007",
    streetAddress: "2nd Floor, Sample Business Hub, Alkapuri",
    postalCode: "390007",
    region: "Gujarat",
    phone: site.phones[0],
    email: "vadodara@brightpathoverseas.example",
    mapQuery: "Alkapuri, Vadodara, Gujarat 390007",
  },
  {
    city: "Surat",
    address: "Office 411, Sample Trade Centre, Ring Road, Surat, Gujarat 395002",
    streetAddress: "Office 411, Sample Trade Centre, Ring Road",
    postalCode: "395002",
    region: "Gujarat",
    phone: site.phones[1],
    email: "surat@brightpathoverseas.example",
    mapQuery: "Ring Road, Surat, Gujarat 395002",
  },
  {
    city: "Mumbai",
    address: "Unit 7, Sample Towers, Andheri East, Mumbai, Maharashtra 400069",
    streetAddress: "Unit 7, Sample Towers, Andheri East",
    postalCode: "400069",
    region: "Maharashtra",
    phone: site.phones[2],
    email: "mumbai@brightpathoverseas.example",
    mapQuery: "Andheri East, Mumbai, Maharashtra 400069",
  },
];

/** `tel:` href for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Map search URL for an office, for the "View on Map" button. */
export function mapHref(office: Office): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(office.mapQuery)}`;
}

/** Absolute URL on this site for a path such as `/about`. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteOrigin}/` : `${siteOrigin}${path}`;
}
