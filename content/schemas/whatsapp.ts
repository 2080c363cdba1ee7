/**
 * The WhatsApp templates (content/whatsapp.yaml): for each kind of message the office sends families outside
 * WhatsApp's 24-hour window, the template approved in Meta's WhatsApp Manager: its name and language, the values
 * that fill its body's {{1}}, {{2}}, ... in that order, and the body as approved (what the desk shows was sent).
 */
import { z } from "zod";

import { whatsAppTemplateKinds, whatsAppTemplateValues, type WhatsAppTemplateKind } from "../../contract/whatsapp";

import { text } from "./primitives";

const template = (kind: WhatsAppTemplateKind) =>
  z
    .strictObject({
      name: z.string().regex(/^[a-z0-9_]{1,512}$/, "Lowercase letters, digits and underscores, as in WhatsApp Manager"),
      language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "A language code such as en, en_US, hi or gu"),
      parameters: z.array(
        z.enum(whatsAppTemplateValues[kind], {
          error: `Use only ${whatsAppTemplateValues[kind].join(", ")} in a ${kind} template`,
        }),
      ),
      body: text,
    })
    .refine(
      ({ body, parameters }) => {
        const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map(([, n]) => Number(n));
        return new Set(numbers).size === parameters.length && numbers.every((n) => n >= 1 && n <= parameters.length);
      },
      { message: "The body must use {{1}} to {{n}}, one for each parameter listed", path: ["body"] },
    );

export const whatsAppTemplates = z.strictObject(
  Object.fromEntries(whatsAppTemplateKinds.map((kind) => [kind, template(kind)])) as {
    [K in WhatsAppTemplateKind]: ReturnType<typeof template>;
  },
);

export const whatsAppContent = z.strictObject({
  /** What the family reads when they reply STOP (once), and START. */
  optedOut: text,
  optedIn: text,
  templates: whatsAppTemplates,
});
export type WhatsAppContent = z.infer<typeof whatsAppContent>;
