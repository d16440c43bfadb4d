import { describe, expect, it } from 'vitest';
import { ConfigError } from '../common/errors';
import { publishSettingsFrom } from './settings';

const base = { PUBLISH_INSECURE_LOCAL: '1' };

describe('PUBLISH_LISTING', () => {
  it('is incremental unless set to full', () => {
    expect(publishSettingsFrom(base).listing).toBe('incremental');
    expect(publishSettingsFrom({ ...base, PUBLISH_LISTING: 'full' }).listing).toBe('full');
    expect(publishSettingsFrom({ ...base, PUBLISH_LISTING: ' incremental ' }).listing).toBe('incremental');
  });

  it('names itself when it is neither', () => {
    expect(() => publishSettingsFrom({ ...base, PUBLISH_LISTING: 'partial' })).toThrow(ConfigError);
    expect(() => publishSettingsFrom({ ...base, PUBLISH_LISTING: 'partial' })).toThrow(
      /PUBLISH_LISTING must be/,
    );
  });
});
