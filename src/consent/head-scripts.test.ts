import { describe, expect, it } from 'vitest';
import { headScripts } from './head-scripts';

describe('headScripts', () => {
  it('lists only the configured scripts', () => {
    expect(headScripts({ trackingScriptUrl: '', chatScriptUrl: '' })).toEqual([]);
    expect(headScripts({ trackingScriptUrl: 'https://t.example/t.js', chatScriptUrl: '' })).toEqual([
      { key: 'tracking', src: 'https://t.example/t.js' },
    ]);
    expect(
      headScripts({ trackingScriptUrl: 'https://t.example/t.js', chatScriptUrl: 'https://c.example/c.js' }),
    ).toEqual([
      { key: 'tracking', src: 'https://t.example/t.js' },
      { key: 'chat', src: 'https://c.example/c.js' },
    ]);
  });

  it('is empty in a build without VITE_* integration variables', () => {
    expect(headScripts()).toEqual([]);
  });
});
