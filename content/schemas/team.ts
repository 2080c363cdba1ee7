/** The team (content/team.yaml): the /about/our-team page and its members, who also author and review posts. */

import { z } from "zod";

import { slug, text } from "./primitives";

export const teamMember = z.strictObject({
  /** Stable id: posts name their author and reviewer by it, /about-us its leadership. */
  id: slug,
  name: text,
  position: text,
  experienceYears: z.number().int().min(0),
  description: text,
  /** A portrait under public/team/, once real photos exist; until then the page draws an initials avatar. */
  photo: z
    .string()
    .regex(/^\/team\/[a-z0-9-]+\.(jpg|png|webp)$/, "expected a path such as /team/rajesh-mehta.jpg")
    .optional(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamPage = z.strictObject({
  heading: text,
  subheading: text,
  introductionHeading: text,
  /** The long introduction beside the team photo. */
  introduction: z.array(text).min(1),
  teamPhotoAlt: text,
  membersHeading: text,
  membersIntro: text,
});
export type TeamPageContent = z.infer<typeof teamPage>;

export const team = z
  .strictObject({ page: teamPage, members: z.array(teamMember).min(1) })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.members.forEach((member, index) => {
      if (seen.has(member.id)) {
        context.addIssue({ code: "custom", path: ["members", index, "id"], message: `duplicate id ${member.id}` });
      }
      seen.add(member.id);
    });
  });
export type Team = z.infer<typeof team>;
