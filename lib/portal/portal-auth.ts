/**
 * The student and parent portal's accounts (Better Auth's React client): sign-in by e-mail or a provider, the
 * set-password link (an invite, or "Forgot password?") and sign-out, against the receiver's /api/portal/auth on
 * the site's origin (or the receiver's own origin when NEXT_PUBLIC_LEAD_API names one). Apart from the staff's
 * accounts (lib/desk/staff-auth.ts): their own tables and cookie.
 */
import { createAuthClient } from "better-auth/react";

import { apiUrl } from "@/contract/api";
import { receiverApiBase } from "@/lib/leads/config";

import { signInRefusal } from "./portal-text";

export { signInRefusal };

const authBase = `${apiUrl(receiverApiBase() ?? "/api", "portal")}/auth`;

export const portalAuth = createAuthClient(/^https?:/.test(authBase) ? { baseURL: authBase } : { basePath: authBase });
