/**
 * Student and parent accounts for the portal, by Better Auth on the receiver's database, apart from staff's
 * (auth.ts): their own tables (portal_*), their own cookie ("bp_portal.session_token") and base path
 * (/api/portal/auth), so a student's session is nobody at the desk and a counsellor's is nobody here. No sign-up:
 * a counsellor invites a student, a student a parent (portal-invite.ts); the invite is Better Auth's one-time
 * reset-password token, so setting the first password is its reset-password. "Remember me" is Better Auth's
 * rememberMe: a 30-day session, else a cookie that ends with the browser.
 */
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";

import { PORTAL_PASSWORD_MIN, PORTAL_REMEMBER_DAYS, PORTAL_WELCOME_PATH } from "@/contract/portal";
import { site } from "@/content/site";

import { SIGN_IN_WINDOW_SECONDS, signInRateLimit, STAFF_CLIENT_IP_HEADER } from "../auth";
import { visitorChannelOf } from "../booking/reserve";
import type { ReceiverConfig } from "../config";
import { portalAuthSchema, portalKinds, type NotificationChannel } from "../schema";
import type { ReceiverDatabase, Store } from "../store";
import { personKey } from "../store";

/** The portal's session cookie is "bp_portal.session_token" (staff's is Better Auth's default name). */
export const PORTAL_COOKIE_PREFIX = "bp_portal";
/** A password-reset link asked for at /signin works this long (an invite, PORTAL_INVITE_HOURS). */
const RESET_LINK_SECONDS = 60 * 60;

/** The site's page a portal link opens, its one-time token in the fragment (never sent to a server). */
export const welcomeUrlOf = (siteUrl: string, token: string) => `${siteUrl}${PORTAL_WELCOME_PATH}#${token}`;

export function createPortalAuth(
  db: ReceiverDatabase,
  store: Store,
  config: Pick<ReceiverConfig, "authUrl" | "siteUrl" | "portalProviders"> &
    Partial<Pick<ReceiverConfig, "signInAttempts">> & { authSecret: string },
  channels: readonly NotificationChannel[],
  now: () => Date = () => new Date(),
) {
  const channel = visitorChannelOf(channels);
  return betterAuth({
    appName: site.name,
    secret: config.authSecret,
    baseURL: config.authUrl,
    basePath: "/api/portal/auth",
    database: drizzleAdapter(db, { provider: "sqlite", schema: portalAuthSchema }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PORTAL_PASSWORD_MIN,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // "Forgot password?": the link is queued in the outbox as the person's e-mail (none without a channel).
      async sendResetPassword({ user, token }) {
        if (!channel) return;
        const account = await store.portal.user(user.email);
        const student = account?.studentId ? await store.portal.userById(account.studentId) : account;
        if (!student) return;
        const mail = {
          to: user.email,
          subject: `Set a new password for your ${site.name} account`,
          text: [
            `Hello ${user.name},`,
            "",
            "Someone (we hope you) asked to set a new password for your account. Open this link within an hour to choose one:",
            welcomeUrlOf(config.siteUrl, token),
            "",
            "If it was not you, ignore this e-mail: your password stays as it is.",
          ].join("\n"),
        };
        await store.portal.familyMail(personKey(student.email), channel, mail, now());
      },
      async onPasswordReset({ user }) {
        await store.portal.markJoined(user.id, now());
        await store.portal.dropLinks(user.id);
      },
    },
    session: { expiresIn: PORTAL_REMEMBER_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    user: {
      additionalFields: {
        // Set by the invite (portal-invite.ts), never by the person signing in.
        kind: { type: [...portalKinds], required: false, input: false, defaultValue: "student" },
        studentId: { type: "string", required: false, input: false },
        passwordSetAt: { type: "date", required: false, input: false },
      },
    },
    // Google and Apple only when configured, and only for an address already invited (no sign-up).
    socialProviders: Object.fromEntries(
      Object.entries(config.portalProviders).map(([provider, ids]) => [
        provider,
        { ...ids, disableImplicitSignUp: true, disableSignUp: true },
      ]),
    ),
    account: { accountLinking: { enabled: true, trustedProviders: ["google", "apple"] } },
    rateLimit: signInRateLimit(config.signInAttempts, {
      "/request-password-reset": { window: SIGN_IN_WINDOW_SECONDS, max: 5 },
    }),
    advanced: {
      cookiePrefix: PORTAL_COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [STAFF_CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type PortalAuth = ReturnType<typeof createPortalAuth>;
