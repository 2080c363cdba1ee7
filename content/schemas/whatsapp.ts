/**
 * The WhatsApp templates (content/whatsapp.yaml): for each kind of message the office sends families outside
 * WhatsApp's 24-hour window, the template approved in Meta's WhatsApp Manager: its name, and per language of the site
 * (contract/languages.ts) the version approved under that name: its language code as WhatsApp Manager spells it, the
 * values that fill its body's {{1}}, {{2}}, ... in that order, and the body as approved (what the desk shows was
 * sent). English is the template's own fields; Gujarati and Hindi are under `gu` and `hi`, as are the replies to
 * STOP and START. A family is sent the version of their lead's language.
 */
import { z } from "zod";

import { prefixedLanguages, type PrefixedLanguage } from "../../contract/languages";
import { whatsAppTemplateKinds, whatsAppTemplateValues, type WhatsAppTemplateKind } from "../../contract/whatsapp";

import { text } from "./primitives";

/** A language code as WhatsApp Manager spells it: "en", "en_US", "gu", "hi"; of `language` when given. */
const languageCode = (language?: PrefixedLanguage) =>
  language
    ? z
        .string()
        .regex(
          new RegExp(`^${language}(_[A-Z]{2})?$`),
          `The code of this language, ${language}, as in WhatsApp Manager`,
        )
    : z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "A language code such as en, en_US, hi or gu");

/** One language's version of a template: its code, its values in order, and its body as approved. */
const versionShape = (kind: WhatsAppTemplateKind, language?: PrefixedLanguage) => ({
  language: languageCode(language),
  parameters: z.array(
    z.enum(whatsAppTemplateValues[kind], {
      error: `Use only ${whatsAppTemplateValues[kind].join(", ")} in a ${kind} template`,
    }),
  ),
  body: text,
});

/** Whether the body uses {{1}} to {{n}}, one for each parameter listed. */
const bodyFits = ({ body, parameters }: { body: string; parameters: readonly string[] }) => {
  const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map(([, n]) => Number(n));
  return new Set(numbers).size === parameters.length && numbers.every((n) => n >= 1 && n <= parameters.length);
};
const bodyMessage = { message: "The body must use {{1}} to {{n}}, one for each parameter listed", path: ["body"] };

const version = (kind: WhatsAppTemplateKind, language: PrefixedLanguage) =>
  z.strictObject(versionShape(kind, language)).refine(bodyFits, bodyMessage);

const template = (kind: WhatsAppTemplateKind) =>
  z
    .strictObject({
      name: z.string().regex(/^[a-z0-9_]{1,512}$/, "Lowercase letters, digits and underscores, as in WhatsApp Manager"),
      ...versionShape(kind),
      ...(Object.fromEntries(prefixedLanguages.map((language) => [language, version(kind, language)])) as {
        [L in PrefixedLanguage]: ReturnType<typeof version>;
      }),
    })
    .refine(bodyFits, bodyMessage);

export const whatsAppTemplates = z.strictObject(
  Object.fromEntries(whatsAppTemplateKinds.map((kind) => [kind, template(kind)])) as {
    [K in WhatsAppTemplateKind]: ReturnType<typeof template>;
  },
);

/** What the family reads when they reply STOP (once), and START. */
const replies = { optedOut: text, optedIn: text };

export const whatsAppContent = z.strictObject({
  ...replies,
  templates: whatsAppTemplates,
  ...(Object.fromEntries(prefixedLanguages.map((language) => [language, z.strictObject(replies)])) as {
    [L in PrefixedLanguage]: z.ZodObject<typeof replies>;
  }),
});
export type WhatsAppContent = z.infer<typeof whatsAppContent>;
