import { describe, expect, it } from 'vitest';
import { normalizeForPreview, previewNoticeClass } from './preview-normalize';

const story = (body: unknown[]) => ({
  id: 1,
  uuid: 'u-1',
  name: 'Prueba',
  slug: 'prueba',
  full_slug: 'prueba',
  content: { _uid: 'root', component: 'page', header: [], body },
});

describe('normalizeForPreview', () => {
  it('leaves valid content as the build normalises it', () => {
    const result = normalizeForPreview(story([{ _uid: 't', component: 'title', title: 'Hola' }]), 'x');
    expect(result.errors).toEqual([]);
    expect(result.story?.content.body).toMatchObject([{ _uid: 't', component: 'title', title: 'Hola' }]);
  });

  it('puts a visible notice where an invalid blok stood, keeping its _uid and _editable', () => {
    const result = normalizeForPreview(
      story([
        { _uid: 'a', component: 'title', title: 'Antes' },
        { _uid: 'bad', component: 'no_such_block', _editable: '<!--#storyblok#{"uid": "bad"}-->' },
        { _uid: 'b', component: 'title', title: 'Después' },
      ]),
      'x',
    );
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.code).toBe('unknown_component');
    const body = result.story?.content.body as Array<Record<string, unknown>>;
    expect(body.map((b) => b._uid)).toEqual(['a', 'bad', 'b']);
    expect(body[1]).toMatchObject({
      component: 'text',
      custom_classes: previewNoticeClass,
      _editable: '<!--#storyblok#{"uid": "bad"}-->',
    });
    expect(JSON.stringify(body[1])).toContain('El bloque «no_such_block» no se muestra en el sitio');
  });
});

describe('normalizeForPreview and warnings', () => {
  it('keeps a block whose only problems are warnings (it is shown on the site too)', () => {
    const data = story([{ _uid: 't1', component: 'title', title: 'Hola', extra: 1 }]);
    const result = normalizeForPreview(data, 'preview');
    expect(result.errors.map((e) => e.code)).toEqual(['unknown_field']);
    expect(JSON.stringify(result.story?.content)).not.toContain('preview-notice');
    expect(JSON.stringify(result.story?.content)).toContain('"title":"Hola"');
  });
});
