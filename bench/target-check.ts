/** One target of an issue checked against the bench figures (bench/targets.ts). */
export interface TargetCheck {
  target: string;
  measured: string;
  /** null: the figure is missing (its part failed or was not run). */
  met: boolean | null;
  reason?: string;
  next?: string;
}
