/**
 * The bank's contact data lives once in the bundled content (issue 33): the global story holds the phone, the
 * hours, the email and the social profiles; the footer, the FAQ and the customer-service page show them through
 * `contact_details` blocks and write none of their own, and no other story states the call centre's hours or
 * writes its phone (they refer to it: contact-references.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../config/project-paths';
import { findBloks } from './plain-text';
import { FileSource } from './file-source';
import { loadContent, type LoadedContent } from './load/load-content';
import { normalizeStories } from './normalize';
import type { BlockOf } from './schemas/registry';
import type { Story } from './story';

/** The pages that show the call centre's data. */
const contactPages = ['preguntas-frecuentes', 'servicio-al-cliente'];

describe('contact data in the bundled content', () => {
  let content: LoadedContent;
  let global: BlockOf<'global'>;
  let raw: Story[];
  beforeAll(async () => {
    const source = new FileSource(defaultContentDir);
    content = await loadContent(source);
    raw = normalizeStories((await source.loadStories()).stories).stories;
    global = content.global?.content as unknown as BlockOf<'global'>;
  });

  const story = (slug: string): Story => {
    const found = content.stories.find((s) => s.full_slug === slug);
    if (!found) throw new Error(`no story ${slug}`);
    return found;
  };

  it('is in the global story: a phone in the one format, hours in the one time format, an email, social profiles', () => {
    expect(global.contact_phone).toMatch(/^\+503 \d{4}-\d{4}$/);
    expect(global.contact_hours).toMatch(/^[^.]*\b\d{2}:\d{2}–\d{2}:\d{2}\b/);
    expect(global.contact_email).toMatch(/^[\w.]+@[\w.]+$/);
    expect(findBloks(global.social_links, 'social_link').length).toBeGreaterThan(0);
  });

  it('is written once: the hours and the email appear in no other story, the social profiles nowhere else', () => {
    const others = content.stories
      .filter((s) => s !== content.global)
      .map((s) => [s.full_slug, JSON.stringify(s.content)]);
    expect(others.filter(([, json]) => json?.includes(global.contact_hours)).map(([slug]) => slug)).toEqual(
      [],
    );
    // The phone too: other stories name it with a telephone block without a number, or {telefono} in their text,
    // which the content stage fills in (src/content/contact-references.ts); read here as written, before that stage.
    const written = raw.filter(
      (s) => s.full_slug !== 'global' && JSON.stringify(s.content).includes(global.contact_phone),
    );
    expect(written.map((s) => s.full_slug)).toEqual([]);
    const contactJson = (slug: string) => JSON.stringify(story(slug).content);
    for (const slug of contactPages) {
      expect(contactJson(slug)).not.toContain(global.contact_email);
      expect(contactJson(slug)).not.toContain('social_link');
    }
    // No story states the call centre's hours in its own words (they once said two different things).
    const ownHours = /centro de atenci[oó]n[^"]{0,80}\b(lunes|sábado)\b/i;
    expect(others.filter(([, json]) => ownHours.test(json ?? '')).map(([slug]) => slug)).toEqual([]);
  });

  it('is what the footer, the FAQ and the customer-service page show, through contact_details blocks', () => {
    const footer = global.footer;
    expect(findBloks(footer, 'contact_details').length).toBe(1);
    expect(JSON.stringify(footer)).not.toContain(global.contact_phone);
    for (const slug of contactPages) {
      const details = findBloks(story(slug).content, 'contact_details');
      expect(details.length).toBeGreaterThan(0);
      // The call centre's number is not written on the page again, as a telephone block or as text.
      const phones = findBloks(story(slug).content, 'telephone').map(
        (t) => (t as BlockOf<'telephone'>).number,
      );
      expect(phones).not.toContain(global.contact_phone);
    }
  });
});
