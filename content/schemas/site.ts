/**
 * Site settings (content/site.json): brand, contact points, offices and social profiles.
 * content/site.ts imports the JSON directly (the lead forms and their server-side receiver read it without
 * the content build); the content build validates the same file against this schema.
 */

import { z } from "zod";

import { officeIds } from "../../contract/offices";

import { email, httpsUrl, text } from "./primitives";

/** An Indian phone number as people write it: "+91 98765 43210". */
export const phoneNumber = z
  .string()
  .regex(/^\+91 \d{5} \d{5}$/, 'expected an Indian phone number written as "+91 98765 43210"');

/** An office as a page lists it: where it is and how to reach it. */
export const officeAddress = z.strictObject({
  city: text,
  /** Floor, building and street; the page adds city, state and PIN code. */
  streetAddress: text,
  region: text,
  postalCode: z.string().regex(/^\d{6}$/, "expected a six-digit PIN code"),
  phone: phoneNumber,
  email,
  /** What "View on Map" searches for. */
  mapQuery: text,
});

/** One of our offices: its address and its key everywhere (contract/offices.ts): the desk, routing, booking,
 * events and job openings. */
export const office = officeAddress.extend({ id: z.enum(officeIds) });

export const socialLink = z.strictObject({
  network: z.enum(["facebook", "instagram", "linkedin", "youtube"]),
  label: text,
  href: httpsUrl,
});
export type SocialLink = z.infer<typeof socialLink>;

export const siteSettings = z.strictObject({
  name: text,
  legalName: text,
  tagline: text,
  description: text,
  locale: z.literal("en_IN"),
  language: z.literal("en-IN"),
  email,
  hrEmail: email,
  /** WhatsApp number as wa.me links need it: country code and number, digits only. */
  whatsapp: z
    .string()
    .regex(/^91\d{10}$/, "expected the WhatsApp number as digits with the country code, e.g. 919876543210"),
  /** The hero's "Watch Success Stories" target: an external social profile. */
  successStoriesUrl: httpsUrl,
  copyrightYear: z.number().int().min(2025),
  /** The offices of the footer and the company overview page; their phones are the site's phone numbers. */
  offices: z
    .array(office)
    .refine(
      (offices) => offices.length === officeIds.length && officeIds.every((id) => offices.some((one) => one.id === id)),
      { message: `list each office once: ${officeIds.join(", ")}` },
    ),
  socialLinks: z.array(socialLink).min(1),
});
export type SiteSettings = z.infer<typeof siteSettings>;
