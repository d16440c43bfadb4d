/**
 * One publish at a time, and publishes that arrive meanwhile merge into at most one follow-up: whatever
 * arrived during a run is served by the next run, which reads the space's version afresh and so includes
 * them all. A run that fails is the runner's to report; the queue goes on to the next one.
 */
export type PublishRun = (eventIds: string[], reasons: string[]) => Promise<void>;

export class PublishQueue {
  private waitingIds: string[] = [];
  private waitingReasons = new Set<string>();
  private wanted = false;
  private running: Promise<void> | null = null;

  constructor(
    private readonly run: PublishRun,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {}

  /** Asks for a publish for these journal events (none: a poll or the start), now or after the current run. */
  request(reason: string, eventIds: readonly string[] = []): void {
    this.waitingIds.push(...eventIds);
    this.waitingReasons.add(reason);
    this.wanted = true;
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  get busy(): boolean {
    return this.running !== null;
  }

  /** Resolves when nothing runs and nothing waits. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.wanted) {
      this.wanted = false;
      const ids = this.waitingIds;
      const reasons = [...this.waitingReasons];
      this.waitingIds = [];
      this.waitingReasons = new Set();
      try {
        await this.run(ids, reasons);
      } catch (error) {
        this.log(`publish: run failed outside its own handling: ${(error as Error).stack ?? String(error)}`);
      }
    }
  }
}
