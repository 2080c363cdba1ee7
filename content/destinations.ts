/** The six countries of /destinations (spec part 1, section 2), from content/pages/destinations.yaml. */

import { destinationsPage as content } from "content-collections";

import type { Destination, DestinationsContent } from "./schemas/destinations";

export type { Destination };

const data: DestinationsContent = content;

export const destinationsPage = { hero: data.hero, jumpLabel: data.jumpLabel, labels: data.labels, cta: data.cta };

export const destinations: readonly Destination[] = data.countries;
