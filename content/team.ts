/**
 * The team shown on /about/our-team (content/team.yaml), who also write and review the posts.
 * Names, experience and descriptions are sample values; without a photo the page draws an initials avatar.
 */

import { team } from "content-collections";

import type { TeamMember } from "./schemas/team";

export type { TeamMember, TeamPageContent } from "./schemas/team";

export const teamPage = team.page;

export const teamMembers: readonly TeamMember[] = team.members;

/** A member by id; throws so an id that names nobody fails the build. */
export function getTeamMember(id: string): TeamMember {
  const member = teamMembers.find((candidate) => candidate.id === id);
  if (!member) throw new Error(`Unknown team member ${id}`);
  return member;
}
