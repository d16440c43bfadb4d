import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../config/project-paths';
import { FileSource } from '../file-source';
import { normalizeStories } from '../normalize';
import type { Story } from '../story';
import { atmHours, findAtmHoursClaims } from './atm-hours-claims';

const allDay = [{ opens: 0, closes: 1440 }];
const daytime = [{ opens: 540, closes: 1200 }];
const week = (ranges: unknown) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      `hours_${d}`,
      ranges,
    ]),
  );
const atm = (uid: string, ranges: unknown) => ({ _uid: uid, component: 'atm', title: uid, ...week(ranges) });
const atmPage = (places: unknown[]): Story =>
  ({
    full_slug: 'atm',
    content: {
      _uid: 'atm-page',
      component: 'page',
      body: [{ _uid: 'f', component: 'place_finder', places }],
    },
  }) as unknown as Story;
const home = (text: string): Story =>
  ({
    full_slug: 'home',
    content: { _uid: 'home', component: 'page', body: [{ _uid: 'card', component: 'icon_link_page', text }] },
  }) as unknown as Story;

describe('promises about the ATMs’ hours', () => {
  it('names a promise of the whole network round the clock when some ATMs close', () => {
    const [problem, ...more] = findAtmHoursClaims([
      atmPage([atm('a', allDay), atm('b', daytime)]),
      home('Retirá efectivo las 24 horas en toda la red.'),
    ]);
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ story: 'home', uid: 'card', field: 'text' });
    expect(problem?.message).toContain('only 1 of the 2 ATMs are open round the clock');
  });

  it('accepts a promise the hours keep, and names one no ATM keeps', () => {
    const claim = home('Encontrá el cajero más cercano y cuáles atienden las 24 horas.');
    expect(findAtmHoursClaims([atmPage([atm('a', allDay), atm('b', daytime)]), claim])).toEqual([]);
    expect(
      findAtmHoursClaims([
        atmPage([atm('a', allDay), atm('b', allDay)]),
        home('Retirá efectivo las 24 horas en toda la red.'),
      ]),
    ).toEqual([]);
    expect(findAtmHoursClaims([atmPage([atm('b', daytime)]), claim])).toHaveLength(1);
    expect(
      findAtmHoursClaims([atmPage([atm('b', daytime)]), home('Asistencia en viajes las 24 horas.')]),
    ).toEqual([]);
  });

  it('holds for the bundled content (2 of its 8 ATMs are open round the clock)', async () => {
    const { stories } = normalizeStories((await new FileSource(defaultContentDir).loadStories()).stories);
    expect(atmHours(stories)).toEqual({ total: 8, roundTheClock: 2 });
    expect(
      findAtmHoursClaims(stories).map((e) => `${e.story} ${e.uid ?? ''} ${e.field ?? ''}: ${e.message}`),
    ).toEqual([]);
  });
});
