/**
 * POST with the spec's data-layer retry policy (part 1, section 7): network errors,
 * 5xx answers and a 409 for an attempt still being stored (request_in_progress) are
 * retried up to 3 times with exponential backoff from 1 s,
 * always with the same idempotency key so the receiver can drop duplicates; a 4xx
 * answer is final. The whole send ends by a deadline (issue 11: a silent receiver
 * must not keep the visitor waiting), and each attempt is reported as it starts.
 */
import { IDEMPOTENCY_HEADER, type ApiAnswer } from "@/contract/api";

export const retryPolicy = {
  retries: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  /** A request hanging on slow mobile data counts as a network error after this long. */
  timeoutMs: 20_000,
  /** The whole send, every attempt and wait included. */
  deadlineMs: 30_000,
} as const;

export type RetryOptions = {
  idempotencyKey: string;
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** One attempt's limit (cut shorter when the deadline is nearer). */
  timeoutMs?: number;
  /** The whole send: no attempt starts or runs past it. */
  deadlineMs?: number;
  /** Called as each attempt starts, e.g. to show "Still trying, 2 of 4". */
  onAttempt?: (attempt: number, attempts: number) => void;
  fetchImpl?: typeof fetch;
};

export type PostOutcome = {
  ok: boolean;
  /** HTTP status of the last answer; undefined after a network error or timeout. */
  status?: number;
  attempts: number;
  /** The receiver's JSON answer (contract/api.ts), when it sent one. */
  answer?: ApiAnswer;
  /** From the answer or the Retry-After header of a 429. */
  retryAfterSeconds?: number;
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

/** Reads a JSON answer; anything else (an HTML error page from a proxy, no body) is no answer. */
async function readAnswer(response: Response): Promise<ApiAnswer | undefined> {
  if (!response.headers?.get("content-type")?.includes("json")) return undefined;
  try {
    const answer: unknown = await response.json();
    return answer && typeof answer === "object" && "ok" in answer ? (answer as ApiAnswer) : undefined;
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds: the answer's field, else the header's delta-seconds or HTTP date. */
function retryAfterOf(response: Response, answer: ApiAnswer | undefined): number | undefined {
  if (answer && !answer.ok && typeof answer.retryAfterSeconds === "number") return answer.retryAfterSeconds;
  const header = response.headers?.get("retry-after")?.trim();
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

/** One attempt: the answer's status and JSON body, both within `timeoutMs`. */
async function attemptPost(fetchImpl: typeof fetch, url: string, init: RequestInit, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    const answer = await readAnswer(response);
    return { response, answer };
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
    deadlineMs = retryPolicy.deadlineMs,
    onAttempt,
    fetchImpl = fetch,
  } = options;
  const headers: Record<string, string> = { Accept: "application/json", [IDEMPOTENCY_HEADER]: idempotencyKey };
  // FormData sets its own multipart boundary.
  if (typeof body === "string") headers["Content-Type"] = "application/json";
  const started = Date.now();
  const remaining = () => deadlineMs - (Date.now() - started);
  const attempts = retries + 1;

  for (let attempt = 1; ; attempt += 1) {
    onAttempt?.(attempt, attempts);
    let status: number | undefined;
    try {
      const timeout = Math.max(0, Math.min(timeoutMs, remaining()));
      const { response, answer } = await attemptPost(fetchImpl, url, { method: "POST", headers, body }, timeout);
      status = response.status;
      if (response.ok) return { ok: true, status, attempts: attempt, answer };
      // The receiver is still storing an earlier attempt with this key: the next try gets its answer.
      const inProgress = status === 409 && answer && !answer.ok && answer.error === "request_in_progress";
      if (status < 500 && !inProgress) {
        const retryAfterSeconds = retryAfterOf(response, answer);
        return {
          ok: false,
          status,
          attempts: attempt,
          answer,
          ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
        };
      }
    } catch {
      // Network error or timeout: retried like a 5xx.
    }
    const delay = backoffDelay(attempt - 1, baseDelayMs, maxDelayMs);
    // No retry left, or none that could start before the deadline.
    if (attempt >= attempts || delay >= remaining()) return { ok: false, status, attempts: attempt };
    await wait(delay);
  }
}
