/**
 * Staff accounts for the counsellors' desk, by Better Auth on the receiver's own database (its Drizzle
 * adapter: SQLite on Node, D1 on Workers), under /api/auth/*. Invite-only e-mail and password (hashed by the
 * library), sessions in an HttpOnly, SameSite=Lax cookie (Secure when the desk's origin is https), sign-in
 * limited per client in the database (so every Worker isolate counts alike), and two roles through the admin
 * plugin: `admin` (every office, manages staff) and `counsellor` (one office). A disabled account is the
 * plugin's ban: it cannot sign in, and its sessions are ended.
 */
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { admin } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";

import type { ReceiverConfig } from "./config";
import { eq } from "drizzle-orm";

import { authSchema, officeIds, staffUsers } from "./schema";
import type { ReceiverDatabase } from "./store";

/** Set by the receiver on every request it passes to Better Auth: the client's address as the receiver reads it. */
export const STAFF_CLIENT_IP_HEADER = "x-receiver-client-ip";

/** Sign-in attempts per account per window before 429, unless STAFF_SIGN_IN_ATTEMPTS says otherwise (routes/staff.ts). */
export const SIGN_IN_ATTEMPTS = 5;
/** Per address, this many accounts' worth: an office of ten behind one address signs in together. */
export const ADDRESS_SIGN_IN_ACCOUNTS = 10;
export const SIGN_IN_WINDOW_SECONDS = 60;
/** A session lasts a working week unless used; each day of use extends it. */
const SESSION_SECONDS = 7 * 24 * 60 * 60;

/**
 * Better Auth's own limit, in the database (every Worker isolate counts alike): per client address, sign-in
 * `attempts` times ADDRESS_SIGN_IN_ACCOUNTS a minute (the receiver adds its per-account limit: routes/staff.ts).
 */
export function signInRateLimit(
  attempts = SIGN_IN_ATTEMPTS,
  rules: Record<string, { window: number; max: number }> = {},
) {
  return {
    enabled: true,
    storage: "database" as const,
    window: 60,
    max: 120,
    customRules: {
      "/sign-in/email": { window: SIGN_IN_WINDOW_SECONDS, max: attempts * ADDRESS_SIGN_IN_ACCOUNTS },
      ...rules,
    },
  };
}

export function createStaffAuth(
  db: ReceiverDatabase,
  config: Pick<ReceiverConfig, "authUrl" | "siteName"> &
    Partial<Pick<ReceiverConfig, "signInAttempts">> & { authSecret: string },
) {
  return betterAuth({
    appName: config.siteName ? `${config.siteName} desk` : "Lead desk",
    secret: config.authSecret,
    baseURL: config.authUrl,
    basePath: "/api/auth",
    database: drizzleAdapter(db, { provider: "sqlite", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 10,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }) {
        await db.update(staffUsers).set({ passwordSetAt: new Date() }).where(eq(staffUsers.id, user.id));
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 24 * 60 * 60 },
    user: {
      additionalFields: {
        // Set by an admin (npm run staff:add, or the desk), never by the person signing in.
        office: { type: [...officeIds], required: false, input: false },
        // Set when the person chose their password: an invited account without it holds no consultation.
        passwordSetAt: { type: "date", required: false, input: false },
      },
    },
    rateLimit: signInRateLimit(config.signInAttempts),
    advanced: { ipAddress: { ipAddressHeaders: [STAFF_CLIENT_IP_HEADER] } },
    // The plugin's own permissions: an admin manages staff; a counsellor has a plain user's (none over others).
    plugins: [
      admin({
        roles: { admin: adminAc, counsellor: userAc },
        defaultRole: "counsellor",
        adminRoles: ["admin"],
      }),
    ],
    telemetry: { enabled: false },
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
