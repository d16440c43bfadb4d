import { describe, expect, it } from 'vitest';
import { checkConfig } from '../common/check-config';
import { integrationVariablesSchema, type IntegrationVariables } from './integrations-schema';

/** The defaults of src/config/integrations.ts: every optional feature off. */
const defaults: IntegrationVariables = {
  VITE_APP_STORE_URL: 'https://apps.apple.com/sv/app/mi-bancazul/id1490000000',
  VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=sv.bancoazul.mibancazul',
  VITE_TRACKING_SCRIPT_URL: '',
  VITE_CHAT_SCRIPT_URL: '',
  VITE_IP_LOOKUP_URL: '',
  VITE_IP_LOOKUP_TIMEOUT_MS: '',
  VITE_DISQUS_SHORTNAME: '',
  VITE_DISQUS_EMBED_URL: 'https://{shortname}.disqus.com/embed.js',
  VITE_ANALYTICS_ID: '',
  VITE_ANALYTICS_SCRIPT_URL: 'https://www.googletagmanager.com/gtm.js',
  VITE_MAP_TILES_URL: '',
  VITE_MAP_TILES_ATTRIBUTION: '© colaboradores de OpenStreetMap',
};

function check(overrides: Partial<IntegrationVariables>) {
  return () => checkConfig(integrationVariablesSchema(), { ...defaults, ...overrides }, 'settings', 'fix');
}

describe('integration variables schema', () => {
  it('accepts the defaults (every optional feature off)', () => {
    expect(check({})).not.toThrow();
  });

  it('accepts configured features, as the browser tests set them', () => {
    expect(
      check({
        VITE_IP_LOOKUP_URL: 'http://127.0.0.1:4001/ip',
        VITE_TRACKING_SCRIPT_URL: 'http://127.0.0.1:4001/tracking.js',
        VITE_CHAT_SCRIPT_URL: '/chat.js',
        VITE_DISQUS_SHORTNAME: 'banco-azul',
        VITE_DISQUS_EMBED_URL: 'http://127.0.0.1:4001/disqus/{shortname}/embed.js',
        VITE_ANALYTICS_ID: 'GTM-TEST1',
        VITE_IP_LOOKUP_TIMEOUT_MS: '1500',
        VITE_MAP_TILES_URL: 'http://127.0.0.1:4001/tiles/{z}/{x}/{y}.png',
      }),
    ).not.toThrow();
  });

  it('accepts OpenStreetMap tiles and self-hosted tiles', () => {
    expect(check({ VITE_MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })).not.toThrow();
    expect(check({ VITE_MAP_TILES_URL: '/tiles/{z}/{x}/{y}.png' })).not.toThrow();
  });

  it.each([
    '/\\evil.example/{z}/{x}/{y}.png',
    '//evil.example/{z}/{x}/{y}.png',
    '/tiles//evil/{z}/{x}/{y}.png',
    'https://tiles.example;sandbox/{z}/{x}/{y}.png',
    'https://tiles.example,evil.example/{z}/{x}/{y}.png',
    'https://tiles.example\\@evil.example/{z}/{x}/{y}.png',
    'https://user@evil.example/{z}/{x}/{y}.png',
    'http://tiles.example/{z}/{x}/{y}.png',
    'https://tiles.example/{z}/{x}/{y}.png trailing',
  ])(
    'refuses the tile address %s: not https on a plain host, nor a path that stays on the site (issue 34)',
    (url) => {
      expect(check({ VITE_MAP_TILES_URL: url })).toThrow(/VITE_MAP_TILES_URL: expected a tile address/);
    },
  );

  it('refuses a script path that leaves the site', () => {
    expect(check({ VITE_CHAT_SCRIPT_URL: '/\\evil.example/chat.js' })).toThrow(/VITE_CHAT_SCRIPT_URL/);
    expect(check({ VITE_CHAT_SCRIPT_URL: 'https://chat.example;script-src *' })).toThrow(
      /VITE_CHAT_SCRIPT_URL/,
    );
  });

  it.each([
    [
      { VITE_TRACKING_SCRIPT_URL: 'tracking.js' },
      /VITE_TRACKING_SCRIPT_URL: expected an http\(s\) address .*received "tracking\.js"/,
    ],
    [
      { VITE_IP_LOOKUP_URL: 'ftp://example.com/ip' },
      /VITE_IP_LOOKUP_URL: .*received "ftp:\/\/example\.com\/ip"/,
    ],
    [{ VITE_APP_STORE_URL: 'apps.apple.com/app' }, /VITE_APP_STORE_URL: expected an http\(s\) address/],
    [
      { VITE_IP_LOOKUP_TIMEOUT_MS: 'soon' },
      /VITE_IP_LOOKUP_TIMEOUT_MS: expected a number of milliseconds above 0, received "soon"/,
    ],
    [
      { VITE_DISQUS_EMBED_URL: '{shortname}.disqus.com/embed.js' },
      /VITE_DISQUS_EMBED_URL: expected an http\(s\) address, with \{shortname\}/,
    ],
    [{ VITE_DISQUS_SHORTNAME: 'banco azul' }, /VITE_DISQUS_SHORTNAME: expected a Disqus shortname/],
    [
      { VITE_MAP_TILES_URL: 'https://tile.example/{z}/{x}.png' },
      /VITE_MAP_TILES_URL: expected a tile address/,
    ],
    [
      { VITE_MAP_TILES_URL: 'https://{s}.tile.example/{z}/{x}/{y}.png' },
      /VITE_MAP_TILES_URL: expected a tile address with \{z\}, \{x\} and \{y\} on one host/,
    ],
  ])('fails fast naming the variable (%#)', (overrides, message) => {
    expect(check(overrides)).toThrow(message);
  });
});
