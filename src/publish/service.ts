/**
 * The publish service: the intake (its own thread) journals webhooks and answers 202; the main thread keeps
 * the build warm and turns them into deploys, one at a time (publish-queue.ts, publisher.ts). On start it
 * finishes what the journal still owes and publishes the space's version unless it is live; then it polls the
 * space's version every PUBLISH_POLL_SECONDS, so a lost webhook costs at most one interval.
 */
import { errorMessage } from '../common/errors';
import type { IntakeHost } from './intake-host';
import type { JournalEvent, Journal } from './journal';
import { PublishQueue } from './publish-queue';
import { PublishStatus, type PublishRecord } from './publish-status';
import { Publisher, type PublisherDeps } from './publisher';
import type { PublishSettings } from './settings';
import { describeEvent, eventChangesSite, parseStoryblokEvent, type StoryblokEvent } from './storyblok-event';

export interface PublishServiceParts {
  settings: PublishSettings;
  journal: Journal;
  /** Events the journal holds unfinished (Journal.recover). */
  unfinished: JournalEvent[];
  /** Publishes of earlier runs the journal kept (Journal.recover), oldest first: /status shows them. */
  history?: readonly PublishRecord[];
  work: Pick<
    PublisherDeps,
    'readVersion' | 'liveVersion' | 'build' | 'listingReport' | 'deploy' | 'retryOwedPurge'
  >;
  startIntake(handlers: {
    onEvent(event: JournalEvent, parsed: StoryblokEvent): void;
    log(line: string): void;
  }): Promise<IntakeHost>;
  log: (line: string) => void;
}

export interface RunningPublishService {
  port: number;
  status: PublishStatus;
  queue: PublishQueue;
  close(): Promise<void>;
}

export async function startPublishService(parts: PublishServiceParts): Promise<RunningPublishService> {
  const { settings, journal, log } = parts;
  // The intake starts after the status exists; until then there is no one to tell.
  const intakeRef: { current?: IntakeHost } = {};
  const status = new PublishStatus(
    (snapshot) => intakeRef.current?.postStatus(snapshot),
    [...(parts.history ?? [])].reverse(),
  );
  const publisher = new Publisher({
    ...parts.work,
    finish: (finish) => journal.recordFinish(finish),
    progress: (publish) => journal.recordProgress(publish),
    status,
    attempts: settings.attempts,
    retryBaseMs: settings.retryBaseMs,
    log,
  });
  const queue = new PublishQueue(async (ids, reasons) => {
    await publisher.run(ids, reasons);
  }, log);

  const take = (event: JournalEvent, parsed: StoryblokEvent): void => {
    const what = describeEvent(parsed);
    if (eventChangesSite(parsed)) {
      log(`publish: received ${what} (${event.id})`);
      queue.request(what, [event.id]);
      return;
    }
    log(`publish: ignored ${what} (${event.id}): it cannot change the public site`);
    journal
      .recordFinish({ ids: [event.id], state: 'ignored', note: 'cannot change the public site' })
      .catch((error: unknown) =>
        log(`publish: the journal could not record ${event.id}: ${errorMessage(error)}`),
      );
  };

  const intake = await parts.startIntake({ onEvent: take, log });
  intakeRef.current = intake;
  intake.postStatus(status.snapshot());
  const insecure = settings.insecureLocal
    ? ' (PUBLISH_INSECURE_LOCAL=1: unsigned webhooks accepted, loopback only)'
    : '';
  log(`Publish service: POST http://${settings.host}:${intake.port}/webhooks/storyblok${insecure}`);

  for (const event of parts.unfinished) {
    try {
      take(event, parseStoryblokEvent(Buffer.from(event.body, 'utf8')));
    } catch (error) {
      log(`publish: journal event ${event.id} is unreadable, published anyway: ${errorMessage(error)}`);
      queue.request('journal', [event.id]);
    }
  }
  if (parts.unfinished.length > 0)
    log(`publish: ${parts.unfinished.length} unfinished event(s) from the journal`);
  queue.request('start');
  const poll = setInterval(() => queue.request('poll'), settings.pollSeconds * 1000);

  return {
    port: intake.port,
    status,
    queue,
    close: async () => {
      clearInterval(poll);
      await intake.close();
      await queue.idle();
      await journal.close();
    },
  };
}
