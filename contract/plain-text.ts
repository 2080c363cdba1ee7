/**
 * Text as the receiver stores it, with no schema library: the form schemas (validations/fields.ts) and the
 * lead source (lead-source.ts, which every page's script loads) share these.
 */

/** C0 and C1 control characters and DEL: a NUL cuts a CSV, an e-mail or a webhook short; none means anything in a form. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** One line of text as stored: control characters dropped, line breaks and tabs made spaces. */
export const singleLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").replace(CONTROL_CHARACTERS, "");

/** Several lines (a message) as stored: control characters dropped; line breaks (as \n) and tabs kept. */
export const multiLine = (value: string) => value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "");
