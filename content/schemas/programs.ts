/** Programs (content/pages/programs.yaml): the tabs of /programs, the cards of /programs/all-programs and the program detail page. */

import { z } from "zod";

import { closingCta, cta, figures, hero, moneyField, type Resolved, routePath, slug, text } from "./primitives";

export const programTabIds = ["undergraduate", "postgraduate", "phd", "diploma"] as const;
export const programTabId = z.enum(programTabIds);
export type ProgramTabId = z.infer<typeof programTabId>;

/** One program row inside a tab. */
export const program = z.strictObject({ name: text, duration: text, countries: z.array(text).min(1) });

export const programTab = z.strictObject({
  id: programTabId,
  label: text,
  /** Typical duration for the whole level. */
  duration: text,
  description: text,
  programs: z.array(program).min(1),
});
export type ProgramTab = z.infer<typeof programTab>;

/** A card on /programs/all-programs. */
export const programCard = z.strictObject({
  id: slug,
  title: text,
  description: text,
  duration: text,
  destinations: z.array(text).min(1),
});
export type ProgramCard = z.infer<typeof programCard>;

export const programDetail = z.strictObject({
  title: text,
  subtitle: text,
  overview: z.array(text).min(1),
  entryRequirements: z.array(text).min(1),
  englishRequirement: z.strictObject({ ielts: text, toefl: text }),
  careerProspects: z.array(z.strictObject({ role: text, salary: moneyField })).min(1),
  careerProspectsNote: text,
  details: z.strictObject({
    /** Shown as "2 years"; search engines get it as an ISO 8601 duration. */
    durationYears: z.number().int().positive(),
    credits: text,
    start: text,
    mode: text,
  }),
  tuition: z.array(z.strictObject({ country: text, fee: moneyField, note: text.optional() })).min(1),
  tuitionNote: text,
  /**
   * The spec gives Apply Now and Download Brochure no action: applying starts with a counsellor
   * (/get-in-touch), and the brochure, which is not online, is requested by e-mail.
   */
  buttons: z.strictObject({
    applyNow: cta.extend({ note: text }),
    downloadBrochure: z.strictObject({ label: text, fileTitle: text, note: text }),
    bookConsultation: cta,
  }),
  cta: closingCta,
});

export const programsContent = z
  .strictObject({
    /** The program detail's English thresholds, named in its entry requirements. */
    figures: figures.optional(),
    page: z.strictObject({
      hero,
      levels: z.strictObject({ title: text, intro: text, tabListLabel: text }),
      explore: z.strictObject({
        title: text,
        links: z.array(z.strictObject({ label: text, text, href: routePath })),
      }),
      cta: closingCta,
    }),
    defaultTab: programTabId,
    tabs: z.array(programTab).min(1),
    allPrograms: z.strictObject({
      hero,
      cardsTitle: text,
      /** Every card's button (spec: "Learn More" to /get-in-touch). */
      cardButton: cta,
      cta: closingCta,
      cards: z.array(programCard).min(1),
    }),
    detail: programDetail,
  })
  .refine((value) => value.tabs.some((tab) => tab.id === value.defaultTab), {
    message: "expected defaultTab to be the id of one of the tabs",
    path: ["defaultTab"],
  });

export type ProgramDetail = Resolved<z.output<typeof programDetail>>;
export type ProgramsContent = Resolved<z.output<typeof programsContent>>;
