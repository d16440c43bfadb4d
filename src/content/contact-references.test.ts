import { describe, expect, it } from 'vitest';
import { storyOf, type Story } from './story';
import { resolveContactReferences } from './contact-references';

const global = storyOf({
  id: 1,
  uuid: 'global',
  name: 'Global',
  slug: 'global',
  full_slug: 'global',
  content: {
    _uid: 'g',
    component: 'global',
    contact_phone: '+503 2555-0100',
    contact_email: 'contacto@bancoazul.example',
    contact_hours: 'Lunes a viernes, 07:00–19:00',
  } as unknown as Story['content'],
});

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const page = (body: unknown[]) =>
  storyOf({
    id: 2,
    uuid: 'p',
    name: 'Tarjetas',
    slug: 'tarjetas',
    full_slug: 'banca-personas/tarjetas',
    content: { _uid: 'page', component: 'page', body } as unknown as Story['content'],
  });

describe('resolveContactReferences', () => {
  it('writes the global story’s phone, email and hours where rich text names them', () => {
    const story = page([
      {
        _uid: 't1',
        component: 'text',
        text: doc('Reportá el robo al {telefono} o escribí a {correo}; atendemos {horario}.'),
      },
    ]);
    const { stories, errors } = resolveContactReferences([global, story]);
    expect(errors).toEqual([]);
    expect(JSON.stringify(stories[1]?.content)).toContain(
      'Reportá el robo al +503 2555-0100 o escribí a contacto@bancoazul.example; atendemos Lunes a viernes, 07:00–19:00.',
    );
    // The input is not changed: the stage returns new stories.
    expect(JSON.stringify(story.content)).toContain('{telefono}');
  });

  it('gives a telephone block without a number the contact phone, and keeps a number of its own', () => {
    const story = page([
      { _uid: 'tel-1', component: 'telephone', number: '', label: 'Centro de atención' },
      { _uid: 'tel-2', component: 'telephone', number: '+503 2555-0199', label: 'Empresas' },
    ]);
    const body = (
      resolveContactReferences([global, story]).stories[1]?.content as unknown as {
        body: { number: string }[];
      }
    ).body;
    expect(body.map((b) => b.number)).toEqual(['+503 2555-0100', '+503 2555-0199']);
  });

  it('names story, block and field of a placeholder it does not know, and leaves the words as written', () => {
    const story = page([{ _uid: 't2', component: 'text', text: doc('Llamá al {telfono}.') }]);
    const { stories, errors } = resolveContactReferences([global, story]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      story: 'banca-personas/tarjetas',
      uid: 't2',
      component: 'text',
      field: 'text.content.0.content.0',
      found: '{telfono}',
      severity: 'warning',
    });
    expect(JSON.stringify(stories[1]?.content)).toContain('Llamá al {telfono}.');
  });

  it('changes nothing without a global story', () => {
    const story = page([{ _uid: 't3', component: 'text', text: doc('{telefono}') }]);
    expect(resolveContactReferences([story]).stories[0]).toBe(story);
  });
});
