/**
 * Which schema checks which form: the site validates with these before sending and
 * the receiver validates with the very same objects when a submission arrives.
 */
import { callbackSchema } from "./callback";
import { careersApplicationSchema } from "./careers-application";
import { contactSchema } from "./contact";
import { estimateSchema } from "./estimate";
import { getInTouchSchema } from "./get-in-touch";
import { newsletterSchema } from "./newsletter";

/** Forms posted to the leads endpoint, by their `form` field. */
export const leadSchemas = {
  "get-in-touch": getInTouchSchema,
  contact: contactSchema,
  estimate: estimateSchema,
  callback: callbackSchema,
} as const;

export type LeadSchemaId = keyof typeof leadSchemas;

/** Whether a form posts to the leads endpoint (the careers form and event registrations have their own). */
export const isLeadSchemaId = (form: string): form is LeadSchemaId => Object.hasOwn(leadSchemas, form);

export const careersSchema = careersApplicationSchema;
export { newsletterSchema };
