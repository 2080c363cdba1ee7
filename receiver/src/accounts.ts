/**
 * Both kinds of account on one database and one secret (BETTER_AUTH_SECRET): staff's (auth.ts) and the
 * portal's students and parents (portal/accounts.ts), apart in tables and cookies. Unset secret: neither.
 */
import { createStaffAuth } from "./auth";
import type { ReceiverConfig } from "./config";
import { createPortalAuth } from "./portal/accounts";
import type { NotificationChannel } from "./schema";
import type { ReceiverDatabase, Store } from "./store";

export function createAccounts(
  db: ReceiverDatabase,
  store: Store,
  config: ReceiverConfig,
  channels: readonly NotificationChannel[],
  now?: () => Date,
) {
  const { authSecret } = config;
  if (!authSecret) return {};
  return {
    staff: createStaffAuth(db, { ...config, authSecret }),
    portal: createPortalAuth(db, store, { ...config, authSecret }, channels, now),
  };
}
