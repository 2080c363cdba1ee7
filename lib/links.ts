/*
 * Link helpers the browser also runs (the consultation card, the request form): nothing here imports the route
 * registry or other page content, so a client component that uses them ships none of it.
 */
import { type OfficeId, officeIds } from "@/contract/offices";
import { type GetInTouchService, getInTouchServices } from "@/contract/forms";

/** `href` with a query of the values that are set (`/tools/study-cost?country=uk`); just `href` when none is. */
export function withQuery(href: string, query: Record<string, string | undefined>): string {
  const set = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return set.length ? `${href}?${new URLSearchParams(set)}` : href;
}

/**
 * The Get In Touch service a link to this page names (`?service=ielts`), when the request form offers it.
 * Reads the address: call it in the browser only.
 */
export function serviceInAddress(): GetInTouchService | undefined {
  const service = new URLSearchParams(window.location.search).get("service");
  return getInTouchServices.find((option) => option.value === service)?.value;
}

/**
 * The office a link to Get In Touch names (`?office=surat`, from an office's card): the request goes to it.
 * Reads the address: call it in the browser only.
 */
export function officeInAddress(): OfficeId | undefined {
  const office = new URLSearchParams(window.location.search).get("office");
  return officeIds.find((id) => id === office);
}
