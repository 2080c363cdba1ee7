/**
 * Runs the outbox drain on demand (right after a lead is stored) and every `pollMs`,
 * never two drains at once; a request during a drain runs one more afterwards.
 */
export class OutboxRunner {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly drain: () => Promise<unknown>,
    private readonly pollMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.kick();
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.drain();
      } catch (error) {
        console.error("receiver: outbox drain failed:", error);
      }
    } while (this.again);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
