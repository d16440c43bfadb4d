/**
 * Compares what a page looks like with its pruned stylesheet and with the original one, in whatever state
 * the test has put it in: the computed style of every element and of its ::before and ::after, read
 * with the pruned sheet, then again once the original sheet has replaced it. Any property that differs is a
 * rule the pruning removed although this state needed it.
 */
import type { Page } from 'playwright-core';

/** The original of a pruned href: `/assets/x.pruned-abcd1234.css` → `/assets/x.css`. */
export function unprunedHref(href: string): string {
  return href.replace(/\.pruned-[\w-]+\.css$/, '.css');
}

/** Waits until no CSS transition or animation runs (menus slide, dialogs fade), then two frames. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

interface StyleDifference {
  element: string;
  pseudo: string;
  property: string;
  pruned: string;
  original: string;
}

/**
 * Computed styles of the root, the body and everything in it (the head changes on its own: prefetch adds
 * links). Custom properties are left out: what uses them is compared instead. A ::before or ::after that
 * does not exist (content none) is recorded by its content alone.
 */
function snapshotInPage(): string[][] {
  const elements = [document.documentElement, document.body, ...document.body.querySelectorAll('*')];
  return elements.map((element) =>
    ['', '::before', '::after'].map((pseudo) => {
      const style = getComputedStyle(element, pseudo || null);
      const content = style.getPropertyValue('content');
      if (pseudo && (content === 'none' || content === 'normal')) return `content:${content}`;
      const values: string[] = [];
      for (let i = 0; i < style.length; i++) {
        const name = style.item(i);
        if (!name.startsWith('--')) values.push(`${name}:${style.getPropertyValue(name)}`);
      }
      return values.join('\n');
    }),
  );
}

/** Puts the pruned stylesheet back in place of the original, for the test's next steps. */
async function restorePruned(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const original = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-original-of]');
    if (!original) return;
    const pruned = document.createElement('link');
    pruned.rel = 'stylesheet';
    pruned.href = original.dataset.originalOf ?? '';
    await new Promise((resolve, reject) => {
      pruned.onload = resolve;
      pruned.onerror = reject;
      original.after(pruned);
    });
    original.remove();
  });
  await settle(page);
}

/**
 * Differences between the pruned and the original stylesheet in the page's current state (empty: none).
 * The original is added after the pruned sheet and the pruned one removed once it has loaded, so the page
 * never goes unstyled; transitions the swap starts count as differences too, because a transitioned
 * property would still read its old value right after the swap.
 */
/**
 * Every picture loaded and marked so (responsive-image.tsx drops its blurred placeholder then): a picture
 * that arrived between the two snapshots would show as a difference the stylesheets did not make. Lazy
 * pictures are asked for at once, so none is still on its way.
 */
async function picturesSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of document.images) img.loading = 'eager';
  });
  await page.waitForFunction(() =>
    [...document.images].every(
      (img) => img.complete && (img.naturalWidth === 0 || img.dataset.loaded !== 'false'),
    ),
  );
}

export async function differencesFromOriginal(page: Page): Promise<StyleDifference[]> {
  await picturesSettled(page);
  await settle(page);
  const before = await page.evaluate(snapshotInPage);
  const started = await page.evaluate(async () => {
    const pruned = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*=".pruned-"]');
    if (!pruned) throw new Error('the page has no pruned stylesheet');
    const original = document.createElement('link');
    original.rel = 'stylesheet';
    original.href = pruned.href.replace(/\.pruned-[\w-]+\.css$/, '.css');
    original.dataset.originalOf = pruned.href;
    await new Promise((resolve, reject) => {
      original.onload = resolve;
      original.onerror = reject;
      pruned.after(original);
    });
    pruned.remove();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        const name = a instanceof CSSTransition ? a.transitionProperty : (a as CSSAnimation).animationName;
        return `${target?.tagName.toLowerCase() ?? '?'}.${target?.className ?? ''} ${name}`;
      });
  });
  await settle(page);
  const after = await page.evaluate(snapshotInPage);
  await restorePruned(page);
  const tags = await page.evaluate(() =>
    [document.documentElement, document.body, ...document.body.querySelectorAll('*')].map(
      (e) =>
        `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`,
    ),
  );
  const differences: StyleDifference[] = started.map((transition) => ({
    element: transition,
    pseudo: '',
    property: 'a transition started when the original stylesheet replaced the pruned one',
    pruned: '',
    original: '',
  }));
  if (before.length !== after.length) throw new Error('the page changed while its styles were compared');
  before.forEach((element, index) => {
    element.forEach((text, p) => {
      const other = after[index]?.[p] ?? '';
      if (text === other) return;
      const prunedValues = new Map(text.split('\n').map((pair) => [pair.slice(0, pair.indexOf(':')), pair]));
      for (const pair of other.split('\n')) {
        const property = pair.slice(0, pair.indexOf(':'));
        const mine = prunedValues.get(property);
        if (mine === pair) continue;
        differences.push({
          element: tags[index] ?? `element ${index}`,
          pseudo: ['', '::before', '::after'][p] ?? '',
          property,
          pruned: mine?.slice(property.length + 1) ?? '(missing)',
          original: pair.slice(property.length + 1),
        });
      }
    });
  });
  return differences;
}
