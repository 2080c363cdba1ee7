/**
 * A submission as plain text, the one way the site's mail drafts and WhatsApp messages and the receiver's
 * e-mails, webhook summaries read: a line per field, "Label: value". A value of several lines goes below its
 * label with each line quoted ("> "), so nothing a visitor writes in a message can pass for another field.
 */
export function fieldLines(label: string, value: string): string[] {
  const lines = value.split(/\r\n|\r|\n/);
  if (lines.length === 1) return [`${label}: ${value}`];
  return [`${label}:`, ...lines.map((line) => (line ? `> ${line}` : ">")), ""];
}
