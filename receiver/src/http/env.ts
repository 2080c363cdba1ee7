/**
 * What the receiver's app is made from (each target supplies it: node/receiver.ts, worker/index.ts) and what
 * every request's context carries.
 */
import type { Context } from "hono";

import type { StaffAuth } from "../auth";
import type { ReceiverConfig } from "../config";
import type { PortalAuth } from "../portal/accounts";
import type { BackLink } from "../html-page";
import type { RateLimiter } from "../rate-limit";
import type { ResumeStore } from "../resume-store";
import type { NotificationChannel, OfficeId } from "../schema";
import type { Store } from "../store";

export type ReceiverDeps = {
  store: Store;
  resumes: ResumeStore;
  /** Proves the target's file store takes a write (the readiness check); throws saying why when it does not. */
  proveFilesWritable?: () => Promise<void>;
  config: ReceiverConfig;
  limiter: RateLimiter;
  /** Channels a new lead gets an outbox row for. */
  channels: readonly NotificationChannel[];
  clientIp: (c: Context) => string;
  /** Starts delivering queued notifications now; the answer does not wait for it. */
  notifyNow: (c: Context) => void;
  /** Staff accounts; absent while BETTER_AUTH_SECRET is unset. */
  staff?: StaffAuth;
  /** Student and parent accounts (the portal); absent while BETTER_AUTH_SECRET is unset. */
  portal?: PortalAuth;
  now?: () => Date;
};

/** A request's context: the way back to the site for the no-JavaScript pages, and what middleware read. */
export type ReceiverEnv = {
  Variables: {
    back: BackLink;
    /** The body as sent, JSON or a form post (submission.ts), before validation. */
    submission: Record<string, unknown>;
    /** The Idempotency-Key this request claimed (idempotency.ts); null when it came without one. */
    idempotencyKey: string | null;
    /**
     * Who opened a counsellors' route (exports.ts): the export token, or a signed-in staff member (their e-mail,
     * and their office, null for an admin's every office).
     */
    opener: { actor: string; office: OfficeId | null };
  };
};
