/**
 * A mailto URL with the subject and body percent-encoded (spaces, "&", "#", "?" and
 * line breaks would otherwise cut the draft short); body lines use CRLF as RFC 6068 asks.
 */
export function mailto(to: string, subject: string, bodyLines: readonly string[]): string {
  const body = bodyLines.join("\r\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
