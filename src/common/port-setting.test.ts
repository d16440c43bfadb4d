import { describe, expect, it } from 'vitest';
import { ConfigError } from './errors';
import { portSetting } from './port-setting';

describe('portSetting', () => {
  it('reads a port, and falls back when unset or empty', () => {
    expect(portSetting('PORT', '8080', 4173)).toBe(8080);
    expect(portSetting('PORT', ' 80 ', 4173)).toBe(80);
    expect(portSetting('PORT', undefined, 4173)).toBe(4173);
    expect(portSetting('PORT', '', 4173)).toBe(4173);
  });

  it.each(['abc', '0', '65536', '80.5', '-1', '1e3', '0x50'])('names the variable for %j', (raw) => {
    const failure = (() => {
      try {
        portSetting('CONTENT_SERVER_PORT', raw, 4174);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).message).toBe(
      `CONTENT_SERVER_PORT must be a whole number from 1 to 65535, not ${JSON.stringify(raw)}`,
    );
    expect((failure as ConfigError).hint).toBe('correct or unset CONTENT_SERVER_PORT (unset: 4174).');
  });
});
