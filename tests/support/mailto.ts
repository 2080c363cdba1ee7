/**
 * The one reader of the site's mail drafts, for the unit and browser tests alike. lib/mailto.ts only writes
 * them (a mail app reads them), so this reads a `mailto:` URL as a mail app does (RFC 6068), strictly enough
 * that a draft the app wrote wrongly fails the test that reads it: a query with anything but one subject and
 * one body, a value left unencoded (a space, "&", "?", "#" or "=" that would cut the draft short or add a
 * header), or a "+" where a space was meant (a mail app keeps it: only percent-encoding means a space).
 * It throws, so it fails a Jest and a Playwright test the same way.
 */

/** A decoded draft: recipient, subject and body (lines joined with CRLF; "" when the URL has none). */
export type DecodedMailDraft = { to: string; subject: string; body: string };

const fields = ["subject", "body"] as const;

export function decodeMailto(href: string | null | undefined): DecodedMailDraft {
  if (!href?.startsWith("mailto:")) throw new Error(`Not a mail draft: ${href}`);
  const query = href.indexOf("?");
  if (query < 0) throw new Error(`A mail draft without a subject: ${href}`);
  const decoded: Partial<Record<(typeof fields)[number], string>> = {};
  for (const pair of href.slice(query + 1).split("&")) {
    const [name, value, ...rest] = pair.split("=");
    const field = fields.find((one) => one === name);
    if (!field || value === undefined || rest.length > 0 || field in decoded) {
      throw new Error(`"${pair}" is not one encoded subject or body: ${href}`);
    }
    if (/[\s?#+]/.test(value)) throw new Error(`The ${field} is not percent-encoded: ${value}`);
    decoded[field] = decodeURIComponent(value);
  }
  if (decoded.subject === undefined) throw new Error(`A mail draft without a subject: ${href}`);
  return {
    to: decodeURIComponent(href.slice("mailto:".length, query)),
    subject: decoded.subject,
    body: decoded.body ?? "",
  };
}
