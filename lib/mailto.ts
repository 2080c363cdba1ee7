/**
 * A mailto URL with the subject and body percent-encoded (spaces, "&", "#", "?" and
 * line breaks would otherwise cut the draft short); body lines use CRLF as RFC 6068 asks.
 */
export function mailto(to: string, subject: string, bodyLines: readonly string[]): string {
  const body = bodyLines.join("\r\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Opens the visitor's mail app with a prefilled draft. A clicked anchor (rather
 * than assigning location) keeps the page and its typed data where they are.
 */
export function openMailDraft(url: string) {
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
