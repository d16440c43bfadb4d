import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from './time-of-day';

describe('formatTimeOfDay', () => {
  it.each([
    [0, '00:00'],
    [7 * 60, '07:00'],
    [12 * 60, '12:00'],
    [17 * 60 + 30, '17:30'],
    [24 * 60, '24:00'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatTimeOfDay(minutes)).toBe(text);
  });
});
