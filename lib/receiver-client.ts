/**
 * The site's typed client of the lead receiver: Hono's hc over the receiver's own route types
 * (receiver/src/client-types.ts), so a path, a query, a body or an answer the receiver does not have fails to
 * compile. The booking and manage pages, events with seats and the desk call the receiver through it.
 */
import { hc } from "hono/client";

import type { ReceiverApi } from "@/receiver/src/client-types";

import { receiverApiBase } from "./leads/config";

/** Thrown when this build has no receiver (plain static hosting): the callers offer what works without one. */
export class NoReceiverError extends Error {
  override name = "NoReceiverError";
}

/** The receiver's client at this page's API base; `credentials` "include" sends the desk's session cookie. */
export function receiverClient(init: Pick<RequestInit, "credentials"> = {}) {
  const base = receiverApiBase();
  if (!base) throw new NoReceiverError("no lead receiver is configured");
  // Absolute, so the client can also make a link ($url) when the base is this site's own "/api".
  const absolute = new URL(base, globalThis.location?.href).href.replace(/\/+$/, "");
  return hc<ReceiverApi>(absolute, { init });
}
