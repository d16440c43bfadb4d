import { describe, expect, it } from 'vitest';
import { previewEnvDefine } from './preview-env';

describe('previewEnvDefine', () => {
  it('blanks every VITE_PREVIEW_* variable outside a preview build, known or found', () => {
    const define = previewEnvDefine(false, { VITE_PREVIEW_TOKEN: 'secret', VITE_PREVIEW_EXTRA: 'x' });
    expect(define['import.meta.env.VITE_PREVIEW_TOKEN']).toBe('""');
    expect(define['import.meta.env.VITE_PREVIEW_ENDPOINT']).toBe('""');
    expect(define['import.meta.env.VITE_PREVIEW_EXTRA']).toBe('""');
    expect(JSON.stringify(define)).not.toContain('secret');
  });

  it('leaves them to Vite in a preview build', () => {
    expect(previewEnvDefine(true, { VITE_PREVIEW_TOKEN: 'secret' })).toEqual({});
  });
});
