/**
 * Staff accounts, one implementation for every way in (contract/validations/staff.ts has the rule): the
 * server commands (node/staff-cli.ts), POST /api/staff with the export token, and the desk's staff page.
 */
import { SET_PASSWORD_PATH } from "@/contract/desk";
import type { AddedStaff, NewStaff, StaffListing } from "@/contract/validations/staff";

import type { StaffAuth } from "./auth";
import { randomToken } from "./reference";
import type { Store } from "./store";

/** How long a set-password link works. */
export const SET_PASSWORD_LINK_HOURS = 72;

/**
 * Creates the account through Better Auth's admin API, the password hashed by the library. Without a password
 * it gets an unguessable one nobody knows, and a one-time link to set its own: Better Auth's reset-password
 * token, made here instead of e-mailed.
 */
export async function addStaff(auth: StaffAuth, staff: NewStaff): Promise<AddedStaff> {
  const office = staff.role === "counsellor" ? (staff.office ?? null) : null;
  const { user } = await auth.api.createUser({
    body: {
      email: staff.email,
      name: staff.name,
      password: staff.password ?? randomToken(32),
      role: staff.role,
      data: { office, passwordSetAt: staff.password ? new Date() : null },
    },
  });
  const added: AddedStaff = { email: user.email, name: user.name, role: staff.role, office };
  if (staff.password) return added;
  const token = randomToken(24);
  const { internalAdapter } = await auth.$context;
  await internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000),
  });
  return { ...added, setPasswordPath: `${SET_PASSWORD_PATH}?token=${token}` };
}

export async function listStaff(store: Store): Promise<StaffListing[]> {
  const rows = await store.staff.all();
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    role: row.role === "admin" ? "admin" : "counsellor",
    office: row.office ?? null,
    active: !row.banned,
  }));
}

/**
 * Disables or re-enables an account. Disabling is what the admin plugin's ban does, without needing an admin's
 * session (the server command has none): no sign-in, and every session ended. False when there is no such account.
 */
export async function setStaffActive(auth: StaffAuth, store: Store, email: string, active: boolean) {
  const user = await store.staff.byEmail(email);
  if (!user) return false;
  const { internalAdapter } = await auth.$context;
  await internalAdapter.updateUser(
    user.id,
    active ? { banned: false, banReason: null } : { banned: true, banReason: "Disabled by an admin" },
  );
  if (!active) await internalAdapter.deleteUserSessions(user.id);
  return true;
}
