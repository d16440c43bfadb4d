import { describe, expect, it } from 'vitest';
import { parseEditable } from './editable-blocks';

describe('parseEditable', () => {
  it("turns Storyblok's _editable comment into data-blok-c / data-blok-uid values", () => {
    const editable =
      '<!--#storyblok#{"name": "title", "space": "287431", "uid": "abc-1", "id": "512900003"}-->';
    expect(parseEditable(editable)).toEqual({
      c: '{"name":"title","space":"287431","uid":"abc-1","id":"512900003"}',
      uid: '512900003-abc-1',
    });
  });

  it('ignores anything else', () => {
    expect(parseEditable(undefined)).toBeNull();
    expect(parseEditable('<!--#storyblok#not json-->')).toBeNull();
    expect(parseEditable('{"uid":"x"}')).toBeNull();
  });
});
