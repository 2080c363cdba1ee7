/**
 * The site's typed client of the lead receiver: Hono's hc over the receiver's own route types
 * (receiver/src/client-types.ts), so a path, a query, a body or an answer the receiver does not have fails to
 * compile. The booking and manage pages, events with seats and the desk call the receiver through it.
 */
import { type ClientResponse, hc } from "hono/client";

import type { ApiError } from "@/contract/api";

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

/** A call the receiver refused, in its own words: the status (0: not reached), its message, the fields it names. */
export class ReceiverRequestError extends Error {
  override name = "ReceiverRequestError";
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The receiver's error code (ApiError.error) or Better Auth's (`code`), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** What the receiver answered a refused call with, as far as it said (ApiError, or Better Auth's `code`). */
export type Refusal = (Partial<ApiError> & { code?: string }) | undefined;

/**
 * The JSON answer of one typed-client call, or the error `refuse` makes of its status (0 when the receiver could not
 * be reached) and what the receiver said; a ReceiverRequestError thrown on the way (no receiver) passes as it is.
 */
export async function receiverAnswer<T>(
  call: () => Promise<ClientResponse<T>>,
  refuse: (status: number, refusal: Refusal) => ReceiverRequestError,
): Promise<T> {
  let response: ClientResponse<T>;
  try {
    response = await call();
  } catch (error) {
    throw error instanceof ReceiverRequestError ? error : refuse(0, undefined);
  }
  const answer = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw refuse(response.status, (answer ?? undefined) as Refusal);
  return answer as T;
}
