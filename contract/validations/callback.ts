import * as z from "zod/mini";

import { callbackDays, callbackTimes, optionValues } from "../forms";

import { optionalChoice } from "./fields";
import { getInTouchSchema } from "./get-in-touch";

/**
 * The call-back request: the booking page's form where a slot cannot be booked (no JavaScript, or no receiver
 * answering). Get In Touch's fields and rules, with the day and part of the day the visitor prefers.
 */
export const callbackSchema = z.extend(getInTouchSchema, {
  preferredDay: optionalChoice(optionValues(callbackDays)),
  preferredTime: optionalChoice(optionValues(callbackTimes)),
});

export type CallbackInput = z.input<typeof callbackSchema>;
export type CallbackValues = z.infer<typeof callbackSchema>;
