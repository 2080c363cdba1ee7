/**
 * The counsellors' side of the lead receiver that playwright.config.ts starts for the browser
 * tests: its export token, and the stored CSV row of one reference.
 */
import type { APIRequestContext } from "@playwright/test";

/** Set on the receiver's LEADS_EXPORT_TOKEN for the test run only. */
export const e2eExportToken = "e2e-counsellor-token-5d8a1c-93b7e02f4a61";

export const counsellor = { Authorization: `Bearer ${e2eExportToken}` };

/** Cells of a CSV line whose every field is quoted (receiver/src/csv.ts writes it that way). */
function cells(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replace(/""/g, '"'));
}

/** The stored lead with `reference`, keyed by the export's column headings; undefined when absent. */
export async function storedLead(request: APIRequestContext, reference: string) {
  const answer = await request.get("/api/leads.csv", { headers: counsellor });
  if (!answer.ok()) throw new Error(`The export answered ${answer.status()}: ${await answer.text()}`);
  const [headingLine, ...lines] = (await answer.text()).replace(/^\uFEFF/, "").split("\r\n");
  const headings = cells(headingLine);
  const row = lines.map(cells).find((line) => line[0] === reference);
  return row && Object.fromEntries(headings.map((heading, index) => [heading, row[index]]));
}
