/**
 * The one mail-draft helper: every prefilled e-mail on the site (form fallbacks,
 * job and event requests) is built and opened here.
 */

/** A prefilled e-mail: recipient, subject and body lines. */
export type MailDraft = { to: string; subject: string; lines: readonly string[] };

/**
 * A mailto URL with the subject and body percent-encoded (spaces, "&", "#", "?" and
 * line breaks would otherwise cut the draft short); body lines use CRLF as RFC 6068 asks.
 * An empty body is left out, so the URL can serve as a form's `action` (the browser appends the body).
 */
export function mailtoHref({ to, subject, lines }: MailDraft): string {
  const body = lines.length ? `&body=${encodeURIComponent(lines.join("\r\n"))}` : "";
  return `mailto:${to}?subject=${encodeURIComponent(subject)}${body}`;
}

/** The same URL from its parts, for content modules that list a recipient, subject and lines. */
export function mailto(to: string, subject: string, bodyLines: readonly string[]): string {
  return mailtoHref({ to, subject, lines: bodyLines });
}

/**
 * Opens the visitor's mail app with a prefilled draft. A clicked anchor (rather
 * than assigning location) keeps the page and its typed data where they are.
 * Nothing tells the page whether a mail app opened, so callers must not claim it did.
 */
export function openMailDraft(href: string): void {
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
