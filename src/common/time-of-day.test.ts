import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from './time-of-day';

describe('formatTimeOfDay', () => {
  it.each([
    [0, '12:00 a.m.'],
    [9 * 60, '9:00 a.m.'],
    [11 * 60 + 59, '11:59 a.m.'],
    [12 * 60, '12:00 m.'],
    [12 * 60 + 30, '12:30 p.m.'],
    [17 * 60, '5:00 p.m.'],
    [19 * 60 + 5, '7:05 p.m.'],
    [24 * 60, '12:00 a.m.'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatTimeOfDay(minutes)).toBe(text);
  });
});
