/**
 * Every word a visitor reads is Spanish (issue 20): the visible text of every built route, at a phone's
 * width and with the menu panel open (so its links and lines are read too), and once with the consent
 * dialog, has none of a list of English words that have slipped into sites like this one. The site speaks
 * voseo ('conocé', 'podés', 'visitanos'), so the same text has none of a short list of tú forms either.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { builtRoutes } from './support/built-routes';
import { withConsent } from './support/consent';
import { waitForHydration } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { englishWordsIn } from './support/english-words';

const routes = builtRoutes(inject('siteDir'));
const { site, browser } = siteAndBrowserForFile();
/**
 * Tú forms that cannot be anything else, so a match is always a slip: second-person verbs whose voseo form
 * differs ('puedes' for 'podés', 'quieras' for 'querás'), the pronoun 'tú', and imperatives with a pronoun
 * attached, which tú writes with an accent and voseo without ('Conócenos' for 'Conocenos'). Bare
 * imperatives such as 'conoce', 'visita' or 'descarga' are left out: they are also the third person or a
 * noun ('una persona que conoce tus metas', 'agendá una visita').
 */
const tuForms = [
  'tú',
  'puedes',
  'tienes',
  'quieres',
  'necesitas',
  'eres',
  'sabes',
  'debes',
  'prefieres',
  'puedas',
  'tengas',
  'quieras',
  'necesites',
  'prefieras',
  'haz',
  'conócenos',
  'visítanos',
  'llámanos',
  'escríbenos',
  'contáctanos',
  'descárgala',
  'regístrate',
  'afíliate',
  'únete',
  'infórmate',
  'suscríbete',
  'comunícate',
  'acércate',
];
const tuPattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${tuForms.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** Each tú form found in the text, with a little of its context. */
function tuFormsIn(text: string): string[] {
  return [...text.matchAll(tuPattern)].map((match) => {
    const start = Math.max(0, match.index - 30);
    return `${match[0]} («${text.slice(start, match.index + match[0].length + 30).replace(/\s+/g, ' ')}»)`;
  });
}

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  page = await context.newPage();
});

/** What the visitor can read: the rendered text (innerText leaves out hidden elements). */
function visibleText(): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

describe('no English words in the visible text', () => {
  it('finds the built site', () => {
    expect(routes.length).toBeGreaterThan(80);
  });

  for (const route of routes) {
    it(route, async () => {
      await withConsent(context, site.url('/'));
      await page.goto(site.url(route));
      // The preview screens (/editor/, /global/) mount their own screen and have no #app to hydrate.
      const app = (await page.locator('#app').count()) > 0;
      if (app) await waitForHydration(page);
      const text = [await visibleText()];
      const menu = page.getByRole('button', { name: 'Menú principal' });
      if (app && (await menu.isVisible())) {
        await menu.click();
        await page.locator('#main-menu-panel').getByRole('link').first().waitFor();
        text.push(await visibleText());
      }
      expect([...new Set(text.flatMap(englishWordsIn))], `English on ${route}`).toEqual([]);
      expect([...new Set(text.flatMap(tuFormsIn))], `tú instead of vos on ${route}`).toEqual([]);
    });
  }

  it('/ with the consent dialog open', async () => {
    await context.clearCookies();
    await page.goto(site.url('/'));
    await waitForHydration(page);
    await page.getByRole('dialog', { name: 'Tu privacidad' }).waitFor();
    expect(englishWordsIn(await visibleText())).toEqual([]);
    expect(tuFormsIn(await visibleText())).toEqual([]);
  });
});

describe('the English-word check', () => {
  it('is not blind: finds English words in a page, whole words only, accents counted as letters', async () => {
    await page.setContent(
      '<p>Datos de muestra (sample data). Menú principal. Cerrar. Read  more</p><p hidden>Search</p>',
    );
    const found = englishWordsIn(await visibleText());
    expect(found.map((entry) => entry.split(' (')[0])).toEqual(['sample', 'data', 'Read more']);
  });
});

describe('the tú-form check', () => {
  it('is not blind: finds tú forms, whole words only, and leaves voseo and look-alikes alone', async () => {
    await page.setContent(
      '<p>Conócenos. Si tú quieres, puedes escribirnos cuando quieras. Conocenos, podés, querás, tu cuenta.</p>' +
        '<p>Una persona que conoce tus metas. Agendá una visita. Hazlo hoy. Haz clic.</p><p hidden>Regístrate</p>',
    );
    const found = tuFormsIn(await visibleText());
    expect(found.map((entry) => entry.split(' (')[0])).toEqual([
      'Conócenos',
      'tú',
      'quieres',
      'puedes',
      'quieras',
      'Haz',
    ]);
  });
});
