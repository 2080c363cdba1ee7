/**
 * POST with the spec's data-layer retry policy (part 1, section 7): network errors
 * and 5xx answers are retried up to 3 times with exponential backoff from 1 s,
 * capped at 30 s, always with the same idempotency key so the backend can drop
 * duplicates; a 4xx answer is final.
 */

export const retryPolicy = {
  retries: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  /** A request hanging on slow mobile data counts as a network error after this long. */
  timeoutMs: 20_000,
} as const;

export type RetryOptions = {
  idempotencyKey: string;
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

export type PostOutcome = {
  ok: boolean;
  /** HTTP status of the last answer; undefined after a network error. */
  status?: number;
  attempts: number;
};

/** Delay before retry number `retry` (0-based): 1 s, 2 s, 4 s... never more than the cap. */
export function backoffDelay(
  retry: number,
  baseDelayMs: number = retryPolicy.baseDelayMs,
  maxDelayMs: number = retryPolicy.maxDelayMs,
) {
  return Math.min(baseDelayMs * 2 ** retry, maxDelayMs);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchWithTimeout(fetchImpl: typeof fetch, url: string, init: RequestInit, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetchImpl(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** Sends `body` (a JSON string or multipart FormData) and retries per the policy. */
export async function postWithRetry(url: string, body: string | FormData, options: RetryOptions): Promise<PostOutcome> {
  const {
    idempotencyKey,
    retries = retryPolicy.retries,
    baseDelayMs = retryPolicy.baseDelayMs,
    maxDelayMs = retryPolicy.maxDelayMs,
    timeoutMs = retryPolicy.timeoutMs,
    fetchImpl = fetch,
  } = options;
  const headers: Record<string, string> = { Accept: "application/json", "Idempotency-Key": idempotencyKey };
  // FormData sets its own multipart boundary.
  if (typeof body === "string") headers["Content-Type"] = "application/json";

  for (let attempt = 1; ; attempt += 1) {
    let status: number | undefined;
    try {
      const response = await fetchWithTimeout(fetchImpl, url, { method: "POST", headers, body }, timeoutMs);
      status = response.status;
      if (response.ok) return { ok: true, status, attempts: attempt };
      if (status < 500) return { ok: false, status, attempts: attempt };
    } catch {
      // Network error or timeout: retried like a 5xx.
    }
    if (attempt > retries) return { ok: false, status, attempts: attempt };
    await wait(backoffDelay(attempt - 1, baseDelayMs, maxDelayMs));
  }
}
