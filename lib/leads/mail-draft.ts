/** A prefilled e-mail, the fallback when a form has no endpoint. */
export type MailDraft = { to: string; subject: string; lines: readonly string[] };

/** A mailto URL with subject and body percent-encoded; lines use CRLF as RFC 6068 asks. */
export function mailtoHref({ to, subject, lines }: MailDraft): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\r\n"))}`;
}

/** Opens the visitor's mail app with the draft, as a click on a mailto link would. */
export function openMailDraft(href: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
