/**
 * A new staff account, one rule for every way in: `npm run staff:add` on the server (or with --api against a
 * deployed receiver), POST /api/staff with the export token, and the desk's staff page. A counsellor belongs
 * to one office; an admin to none (all). Without a password the account gets a one-time link to set one.
 */
import * as z from "zod/mini";

import { staffRoles } from "../desk";
import { officeIds } from "../offices";

export const STAFF_PASSWORD_MIN = 10;
const nameMessage = "Give the person's name, e.g. Meera Shah";
export const staffPasswordMessage = `Use at least ${STAFF_PASSWORD_MIN} characters`;

export const staffPassword = z
  .string(staffPasswordMessage)
  .check(z.minLength(STAFF_PASSWORD_MIN, staffPasswordMessage));

export const newStaffSchema = z
  .object({
    email: z.email("Give the person's e-mail address"),
    name: z
      .string(nameMessage)
      .check(z.trim(), z.minLength(1, nameMessage), z.maxLength(120, "Keep the name under 120 characters")),
    role: z.enum(staffRoles, `Give the role: ${staffRoles.join(" or ")}`),
    office: z.optional(z.enum(officeIds, `The office is one of ${officeIds.join(", ")}`)),
    password: z.optional(staffPassword),
  })
  .check(
    z.refine((staff) => staff.role !== "counsellor" || staff.office !== undefined, {
      message: `A counsellor needs an office: ${officeIds.join(", ")}`,
      path: ["office"],
    }),
  );

export type NewStaff = z.infer<typeof newStaffSchema>;

/** A staff member as the desk's staff page lists them. */
export type StaffListing = {
  email: string;
  name: string;
  role: (typeof staffRoles)[number];
  office: (typeof officeIds)[number] | null;
  active: boolean;
};

/** A new account as POST /api/desk/staff and /api/staff answer it. */
export type AddedStaff = Omit<StaffListing, "active"> & {
  /** Only when no password was given: the one-time link's path and query, to put after the desk's origin. */
  setPasswordPath?: string;
};
