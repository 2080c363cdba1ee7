/**
 * A fixed-window counter per client IP, in memory. Written here rather than taken from
 * hono-rate-limiter because it must run unchanged in workerd (no timers at startup) and
 * answer with the contract's own 429 body; on Workers each isolate counts separately,
 * so put Cloudflare's rate limiting rules in front for a global limit.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const SWEEP_AT_SIZE = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  check(key: string, now: number = Date.now()): RateDecision {
    if (this.max <= 0) return { allowed: true };
    if (this.windows.size >= SWEEP_AT_SIZE) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.max) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)),
    };
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
