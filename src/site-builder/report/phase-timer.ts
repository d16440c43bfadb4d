/** Times the build's phases for the summary: each mark closes the phase that ran since the previous mark. */
export class PhaseTimer {
  private last: number;
  readonly phases: Array<readonly [string, number]> = [];

  constructor(private readonly now: () => number = () => performance.now()) {
    this.last = now();
  }

  mark(name: string): void {
    const at = this.now();
    this.phases.push([name, Math.round(at - this.last)]);
    this.last = at;
  }

  /** Runs a phase and marks it; the phase counts from the previous mark, as `mark` does. */
  async time<T>(name: string, phase: () => Promise<T>): Promise<T> {
    const result = await phase();
    this.mark(name);
    return result;
  }
}
