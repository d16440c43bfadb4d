/**
 * Starts the intake thread and relays its messages. The thread runs TypeScript like the rest of the service:
 * a worker does not inherit tsx's loader from the command line, so the thread first registers it through
 * tsx's API, then imports intake-thread.ts.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromIntake, IntakeThreadData, ToIntake } from './intake-messages';
import type { JournalEvent } from './journal';
import type { StoryblokEvent } from './storyblok-event';

export interface IntakeHost {
  port: number;
  postStatus(status: unknown): void;
  close(): Promise<void>;
}

const threadFile = fileURLToPath(new URL('./intake-thread.ts', import.meta.url));
const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
  new URL(`file://${threadFile}`).href,
)}); })`;

export function startIntakeThread(
  data: IntakeThreadData,
  handlers: { onEvent(event: JournalEvent, parsed: StoryblokEvent): void; log(line: string): void },
): Promise<IntakeHost> {
  const worker = new Worker(bootstrap, { eval: true, workerData: data });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the intake thread stopped before listening (exit ${code})`)),
    );
    worker.on('message', (message: FromIntake) => {
      if (message.type === 'event') handlers.onEvent(message.event, message.parsed);
      else if (message.type === 'log') handlers.log(message.line);
      else {
        worker.removeAllListeners('exit');
        worker.off('error', reject);
        // After start a dead intake is a dead service: nothing would take webhooks any more.
        worker.on('error', (error) => {
          handlers.log(`intake thread failed: ${error.stack ?? error.message}`);
          process.exit(1);
        });
        resolve({
          port: message.port,
          postStatus: (status) => worker.postMessage({ type: 'status', status } satisfies ToIntake),
          close: async () => {
            await worker.terminate();
          },
        });
      }
    });
  });
}
