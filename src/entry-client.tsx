/**
 * Browser entry. Its code runs in stages, each evaluated in a task of its own: React DOM's runtime, then the
 * application, then the start (docs/performance.md "The entry in stages"). Evaluated as one module graph they
 * were one task of about 100 ms at 4× CPU on every first visit, most of the page's Total Blocking Time.
 * The boot script preloads every stage's chunks at once (their fetch is in parallel; only the running waits).
 */
import './styles/main.scss';
// The consent dialog's styles: imported by the entries, not by the dialog's components, which are in a later
// stage. There they made a second, render-blocking stylesheet (the build refuses one, entry-assets.ts), or,
// shared with the entry, made that stage import the entry's chunk, so Vite fetched the entry's original
// stylesheet with every block, although the page links its pruned copy.
import './consent/consent.scss';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// Nothing here is shared with another chunk (the element ids are read by the start, the helpers are in a
// chunk of their own: vite-builds.ts), for the same reason.
async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./runtime/start-app');
  await nextTask();
  await startApp();
}

void start();
