/**
 * The editors' search rules (issue 31): read from the `global` story into the rules file the browser uses;
 * a synonym added to the content changes the results with no other change; a bad entry is a content error
 * naming story, block and field.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../config/project-paths';
import { normalizeStories } from '../../content/normalize';
import type { Route } from '../../content/routes/routes';
import type { Story } from '../../content/story';
import { fakeLexiconWords, fakePagefind, type FakePage } from '../../search/query/fake-pagefind';
import { Lexicon, shardOf } from '../../search/query/lexicon';
import { searchRanked } from '../../search/query/search-query';
import { searchRulesOf } from './search-rules-file';

async function globalStory(edit: (content: Record<string, unknown[]>) => void = () => {}) {
  const file = path.join(defaultContentDir, 'stories', 'global.json');
  const data = JSON.parse(await readFile(file, 'utf8')) as { content: Record<string, unknown[]> };
  edit(data.content);
  return normalizeStories([{ origin: 'stories/global.json', data }]);
}

const story = (name: string, seo_description: string) =>
  ({ name, content: { _uid: name, component: 'page', seo_description } }) as unknown as Story;
const agencias = {
  path: '/agencias/',
  story: story('Agencias', 'Horarios & direcciones <de> agencias.'),
} as Route;
const faq = { path: '/preguntas-frecuentes/', story: story('Preguntas frecuentes', '') } as Route;

const pages: FakePage[] = [
  { url: '/agencias/', title: 'Agencias', text: 'Nuestras agencias en todo el país.' },
];

async function firstResult(query: string, global: Story | undefined) {
  const words = fakeLexiconWords(pages);
  const lexicon = new Lexicon((shard) => Promise.resolve(words.filter((w) => shardOf(w) === shard)));
  const rules = searchRulesOf(global, [agencias, faq]);
  const outcome = await searchRanked(query, 8, { pagefind: fakePagefind(pages), rules, lexicon });
  return outcome?.hits[0]?.url ?? null;
}

describe('the search rules of the content', () => {
  it('are the bundled synonyms and pins, with the pinned pages’ titles and descriptions', async () => {
    const { stories, errors } = await globalStory();
    expect(errors).toEqual([]);
    const rules = searchRulesOf(stories[0], [agencias, faq]);
    expect(rules.synonyms).toContainEqual(['sucursal', 'agencia']);
    expect(rules.pins).toContainEqual({
      query: 'horario',
      urls: ['/agencias/', '/preguntas-frecuentes/#horarios'],
    });
    // The description is the excerpt a pin shows when the search found nothing on its page, escaped as
    // Pagefind's excerpts are.
    expect(rules.pinnedPages['/agencias/']).toEqual({
      title: 'Agencias',
      excerpt: 'Horarios &amp; direcciones &lt;de> agencias.',
    });
  });

  it('change the results when an editor adds a synonym, with no other change', async () => {
    const before = await globalStory();
    expect(await firstResult('filial', before.stories[0])).toBeNull();
    const after = await globalStory((content) =>
      content.search_synonyms?.push({
        _uid: 'syn-filial',
        component: 'search_synonym',
        terms: 'filial, agencia',
      }),
    );
    expect(await firstResult('filial', after.stories[0])).toBe('/agencias/');
  });

  it('report a bad entry as a content error naming story, block and field, and leave it out', async () => {
    const { stories, errors } = await globalStory((content) => {
      content.search_synonyms?.push({ _uid: 'syn-bad', component: 'search_synonym', terms: 'solo una' });
      content.search_pins?.push({
        _uid: 'pin-bad',
        component: 'search_pin',
        query: 'x',
        link: { linktype: 'story' },
      });
    });
    expect(errors.map((e) => [e.code, e.story, e.uid, e.field])).toEqual([
      ['invalid_field', 'global', 'syn-bad', 'terms'],
      ['invalid_field', 'global', 'pin-bad', 'query'],
      ['invalid_field', 'global', 'pin-bad', 'link'],
    ]);
    const rules = searchRulesOf(stories[0], []);
    expect(rules.synonyms.flat()).not.toContain('solo una');
  });
});
