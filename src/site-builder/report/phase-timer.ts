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
}
