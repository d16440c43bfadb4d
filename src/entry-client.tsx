/**
 * Browser entry. Its code runs in stages, each evaluated in a task of its own: React DOM's runtime, then the
 * application, then the start (docs/performance.md "The entry in stages"). Evaluated as one module graph they
 * were one task of about 100 ms at 4× CPU on every first visit, most of the page's Total Blocking Time.
 * The boot script preloads every stage's chunks at once (their fetch is in parallel; only the running waits).
 */
import './styles/main.scss';
// The consent dialog's styles are imported by its components, which are in a later stage; imported here too,
// they stay in the one stylesheet every page links (a later stage's own CSS would be a second one, render-
// blocking: the build refuses it, entry-assets.ts).
import './consent/consent.scss';
import { appElementId } from './layouts/document-ids';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(container: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./runtime/start-app');
  await nextTask();
  await startApp(container);
}

const container = document.getElementById(appElementId);
if (container) void start(container);
