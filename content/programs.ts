/**
 * Programs (content/pages/programs.yaml): the four tabs of /programs, the six cards of /programs/all-programs
 * and the Master's in Computer Science of /programs/program-detail. Durations follow spec part 1, section 9;
 * program detail figures spec part 2, section 9. Salaries and tuition ranges are sample estimates.
 */

import { programsPage as content } from "content-collections";

import type { ProgramCard, ProgramDetail, ProgramsContent, ProgramTab, ProgramTabId } from "./schemas/programs";

export type { ProgramCard, ProgramDetail, ProgramTab, ProgramTabId };

const data: ProgramsContent = content;

export const programsPage = data.page;

export const programTabs: readonly ProgramTab[] = data.tabs;

export const defaultProgramTab: ProgramTabId = data.defaultTab;

export const allProgramsPage = {
  hero: data.allPrograms.hero,
  cardsTitle: data.allPrograms.cardsTitle,
  cardButton: data.allPrograms.cardButton,
  cta: data.allPrograms.cta,
};

export const programCards: readonly ProgramCard[] = data.allPrograms.cards;

export const programDetail: ProgramDetail = data.detail;

/** The program detail's English thresholds, also stated in its page description. */
export const programsFigures = data.figures ?? {};
