/**
 * The lead receiver that playwright.config.ts starts for the browser tests, as the tests read it: the
 * counsellors' export token and the stored CSV row of one reference, and an event's seats as a page asks.
 */
import type { APIRequestContext } from "@playwright/test";

import { apiPaths, type ApiEventSeats } from "@/contract/api";

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

/**
 * An event's seats as the receiver answers a page (GET /api/events/<slug>): whether it still registers, on the
 * real clock (registration closes at the content's time, else at the start), and how many seats are left.
 */
export async function eventSeats(request: APIRequestContext, slug: string): Promise<ApiEventSeats> {
  const answer = await request.get(`/api${apiPaths.events}/${slug}`);
  if (!answer.ok()) throw new Error(`The receiver answered ${answer.status()} for the event ${slug}`);
  return (await answer.json()) as ApiEventSeats;
}
