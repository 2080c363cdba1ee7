/**
 * Home page copy (spec part 1, sections 1 and 2 "Home"), from content/pages/home.yaml. Figures come from
 * content/company.yaml; destinations and certifications from their own files.
 */

import { homePage as content } from "content-collections";

import { universityPartners } from "./partners";
import type { HomeContent } from "./schemas/home";

const data: HomeContent = content;

export const hero = data.hero;
export const about = data.about;
export const homeServices = data.services;
export const reasons = data.reasons;
/** Sample testimonials: replace with real, consented student stories before launch. */
export const successStories = data.successStories;
export const newsletter = data.newsletter;

/** Logo wall: local illustrative crests (public/universities), no remote images. */
export const universityLogos = universityPartners.map((university) => ({
  name: university.name,
  src: `/universities/${university.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "")}.svg`,
}));
