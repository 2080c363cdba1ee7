/** The Gujarati and Hindi glossary (content/i18n/glossary.yaml): terms every page writes the same way. */
import { z } from "zod";

const words = z.strictObject({ gu: z.string().min(1), hi: z.string().min(1) });

const amountTemplate = z.strictObject({
  gu: z.string().includes("{amount}", { message: "expected the place of the amount, {amount}" }),
  hi: z.string().includes("{amount}", { message: "expected the place of the amount, {amount}" }),
});

export const glossary = z.strictObject({
  terms: z.array(z.strictObject({ en: z.string().min(1), gu: z.string().min(1), hi: z.string().min(1) })),
  money: z.strictObject({
    lakh: words,
    crore: words,
    rupeePrefix: words,
    free: words,
    qualifiers: z.strictObject({ about: amountTemplate, from: amountTemplate, "up to": amountTemplate }),
    periods: z.strictObject({ year: words, semester: words, month: words, week: words }),
    currencies: z.strictObject({ USD: words, GBP: words, CAD: words, AUD: words, EUR: words, NZD: words }),
  }),
});
export type Glossary = z.infer<typeof glossary>;

/** The site's own words (content/i18n/site.yaml): groups of labels, a group may hold one level of sub-groups. */
export const siteWords = z.record(
  z.string(),
  z.record(z.string(), z.union([z.string().min(1), z.record(z.string(), z.string().min(1))])),
);
export type SiteWords = z.infer<typeof siteWords>;
