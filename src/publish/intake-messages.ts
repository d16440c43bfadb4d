/** What the main thread and the intake thread say to each other (intake-thread.ts, intake-host.ts). */
import type { JournalEvent } from './journal';
import type { StoryblokEvent } from './storyblok-event';

export interface IntakeThreadData {
  host: string;
  port: number;
  secret: string | undefined;
  statusToken: string | undefined;
  stateDir: string;
  burst: number;
  perSecond: number;
}

export type FromIntake =
  | { type: 'listening'; host: string; port: number }
  | { type: 'event'; event: JournalEvent; parsed: StoryblokEvent }
  | { type: 'log'; line: string };

export type ToIntake = { type: 'status'; status: unknown };
