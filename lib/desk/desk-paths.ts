/**
 * Where the staff desk's pages are (app/desk/). Not registry routes: noindex, in no sitemap, no site search and
 * no visitors' sweep; shown without the visitors' header, footer and contact bar.
 */
import { SET_PASSWORD_PATH } from "@/contract/desk";

export const DESK_PATH = "/desk";

/** Without a trailing slash, as every page of the site is addressed (each host serves desk.html at /desk). */
export const deskPages = {
  inbox: DESK_PATH,
  day: `${DESK_PATH}/day`,
  staff: `${DESK_PATH}/staff`,
  schedule: `${DESK_PATH}/schedule`,
  waitlists: `${DESK_PATH}/waitlists`,
  account: `${DESK_PATH}/account`,
  setPassword: SET_PASSWORD_PATH,
} as const;

/** A lead's page on the desk. */
export const deskLeadPath = (reference: string) => `${DESK_PATH}/lead?ref=${encodeURIComponent(reference)}`;

export const isDeskPath = (path: string) => path === DESK_PATH || path.startsWith(`${DESK_PATH}/`);
