/** The home page (content/pages/home.yaml). Its headline figures come from content/company.yaml. */

import { z } from "zod";

import { cta, infoCard, routePath, testimonial, text } from "./primitives";

export const homeContent = z.strictObject({
  hero: z.strictObject({
    badge: text,
    title: text,
    text,
    primaryCta: cta,
    /** "Watch Success Stories": opens the social profile in content/site.json (successStoriesUrl). */
    secondaryCtaLabel: text,
  }),
  about: z.strictObject({ eyebrow: text, title: text, paragraphs: z.array(text).min(1) }),
  services: z.array(z.strictObject({ title: text, description: text, href: routePath })).min(1),
  reasons: z.array(infoCard).min(1),
  /** Sample stories: replace with real, consented student stories before launch. */
  successStories: z.array(testimonial).min(1),
  newsletter: z.strictObject({ title: text, text }),
});

export type HomeContent = z.output<typeof homeContent>;
