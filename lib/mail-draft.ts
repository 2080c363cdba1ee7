/** A mailto: URL with every part encoded, never pasted raw. */
export function mailtoUrl(to: string, subject: string, body: string): string {
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
