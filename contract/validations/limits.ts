/**
 * Length limits of the lead fields. Kept apart from the zod schemas so a form can
 * set `maxLength` without loading its checks, which it fetches only when used.
 */
export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 25;
export const LOCATION_MAX = 100;
export const MESSAGE_MAX = 2000;
