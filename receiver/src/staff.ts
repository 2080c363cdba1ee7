/**
 * Adding a staff account, one rule for every way in: `npm run staff:add` on the server, the same command with
 * --api against a deployed receiver (POST /api/staff with the export token: how the first admin of a Worker is
 * made), and later the desk's own staff page. A counsellor belongs to one office; an admin to none (all).
 */
import * as z from "zod/mini";

import type { StaffAuth } from "./auth";
import { staffOffices, staffRoles } from "./schema";

export const STAFF_PASSWORD_MIN = 10;
const nameMessage = 'Give the person\'s name, e.g. --name "Meera Shah"';
const passwordMessage = `Give a password of at least ${STAFF_PASSWORD_MIN} characters`;

export const newStaffSchema = z
  .object({
    email: z.email("Give the person's e-mail address"),
    name: z.string(nameMessage).check(z.trim(), z.minLength(1, nameMessage)),
    role: z.enum(staffRoles, `Give the role: ${staffRoles.join(" or ")}`),
    office: z.optional(z.enum(staffOffices, `The office is one of ${staffOffices.join(", ")}`)),
    password: z.string(passwordMessage).check(z.minLength(STAFF_PASSWORD_MIN, passwordMessage)),
  })
  .check(
    z.refine((staff) => staff.role !== "counsellor" || staff.office !== undefined, {
      message: `A counsellor needs an office: ${staffOffices.join(", ")}`,
      path: ["office"],
    }),
  );

export type NewStaff = z.infer<typeof newStaffSchema>;

/** Creates the account through Better Auth's admin API, the password hashed by the library. */
export async function addStaff(auth: StaffAuth, staff: NewStaff) {
  const office = staff.role === "counsellor" ? staff.office : null;
  const { user } = await auth.api.createUser({
    body: { email: staff.email, name: staff.name, password: staff.password, role: staff.role, data: { office } },
  });
  return { email: user.email, name: user.name, role: staff.role, office };
}
