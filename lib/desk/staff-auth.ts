/**
 * The desk's side of the staff accounts (Better Auth's React client): the session, sign-in and sign-out,
 * password change and the one-time set-password link, against the receiver's /api/auth on the site's origin
 * (or the receiver's own origin when NEXT_PUBLIC_LEAD_API names one).
 */
import { createAuthClient } from "better-auth/react";

import { apiUrl } from "@/contract/api";
import type { StaffRole } from "@/contract/desk";
import type { OfficeId } from "@/contract/offices";
import { receiverApiBase } from "@/lib/leads/config";

const authBase = apiUrl(receiverApiBase() ?? "/api", "auth");

export const staffAuth = createAuthClient(/^https?:/.test(authBase) ? { baseURL: authBase } : { basePath: authBase });

/** The signed-in staff member as the desk uses them (role and office come from the receiver's admin plugin). */
export type DeskStaff = { id: string; email: string; name: string; role: StaffRole; office: OfficeId | null };

/**
 * Why Better Auth refused a sign-in, in words a counsellor can act on. A disabled account is answered as a wrong
 * password (receiver/src/routes/staff.ts), so the 401's words cover it.
 */
export function signInRefusal(status: number): string {
  if (status === 429) return "Too many tries for this account or from this network. Wait a minute, then try again.";
  if (status === 401) return "That e-mail and password do not match an active desk account.";
  if (status === 503) return "Staff accounts are switched off on the receiver (BETTER_AUTH_SECRET is not set).";
  return "The desk could not sign you in just now. Try again in a moment.";
}
