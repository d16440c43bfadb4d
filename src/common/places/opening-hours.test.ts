import { describe, expect, it } from 'vitest';
import { isOpenAt, localWeekMinute, parseDayHours, weekdays, type WeeklyHours } from './opening-hours';

function parsed(text: string) {
  const result = parseDayHours(text);
  if (!result.ok) throw new Error(result.message);
  return result.ranges;
}

/** Weekdays 08:00–17:00, Saturday 08:00–12:00, Sunday closed. */
const branch: WeeklyHours = {
  ...(Object.fromEntries(weekdays.map((d) => [d, parsed('08:00-17:00')])) as WeeklyHours),
  saturday: parsed('08:00-12:00'),
  sunday: parsed('cerrado'),
};

/** An instant given as El Salvador wall-clock time (UTC−6 all year: no daylight saving). */
const elSalvador = (isoLocal: string) => new Date(`${isoLocal}-06:00`);

describe('parseDayHours', () => {
  it('reads ranges, several per day, and closed days', () => {
    expect(parsed('08:00-12:00, 13:00-17:00')).toEqual([
      { opens: 480, closes: 720 },
      { opens: 780, closes: 1020 },
    ]);
    expect(parsed('8:30–17:00')).toEqual([{ opens: 510, closes: 1020 }]);
    expect(parsed('00:00-24:00')).toEqual([{ opens: 0, closes: 1440 }]);
    expect(parsed('')).toEqual([]);
    expect(parsed('Cerrado')).toEqual([]);
  });

  it.each([
    '8-17',
    '08:00',
    '25:00-26:00',
    '08:60-17:00',
    '17:00-08:00',
    '09:00-09:00',
    'lunes',
    '08:00-12:00-13:00',
  ])('rejects "%s"', (text) => {
    expect(parseDayHours(text).ok).toBe(false);
  });
});

describe('isOpenAt (El Salvador time)', () => {
  it('is open from the opening minute and closed from the closing minute', () => {
    // 2026-11-23 is a Monday.
    expect(isOpenAt(branch, elSalvador('2026-11-23T07:59'))).toBe(false);
    expect(isOpenAt(branch, elSalvador('2026-11-23T08:00'))).toBe(true);
    expect(isOpenAt(branch, elSalvador('2026-11-23T16:59'))).toBe(true);
    expect(isOpenAt(branch, elSalvador('2026-11-23T17:00'))).toBe(false);
  });

  it('follows the weekday: Saturday mornings only, closed all Sunday', () => {
    expect(isOpenAt(branch, elSalvador('2026-11-28T11:59'))).toBe(true);
    expect(isOpenAt(branch, elSalvador('2026-11-28T12:00'))).toBe(false);
    expect(isOpenAt(branch, elSalvador('2026-11-29T10:00'))).toBe(false);
  });

  it('judges by the clock in El Salvador, not by the visitor’s zone', () => {
    // 16:30 on Monday in El Salvador is 23:30 in Madrid and 07:30 on Tuesday in Tokyo: still open.
    const instant = elSalvador('2026-11-23T16:30');
    expect(localWeekMinute(instant, 'Asia/Tokyo')).toEqual({ day: 'tuesday', minute: 7 * 60 + 30 });
    expect(localWeekMinute(instant)).toEqual({ day: 'monday', minute: 16 * 60 + 30 });
    expect(isOpenAt(branch, instant)).toBe(true);
    // 18:00 UTC on Sunday is noon in El Salvador, closed, though Monday 03:00 in Tokyo.
    expect(isOpenAt(branch, new Date('2026-11-29T18:00:00Z'))).toBe(false);
    // The same instant judged as if the place were in Tokyo would differ (the zone matters).
    expect(isOpenAt(branch, elSalvador('2026-11-23T01:00'), 'Asia/Tokyo')).toBe(true);
    expect(isOpenAt(branch, elSalvador('2026-11-23T01:00'))).toBe(false);
  });

  it('gives the same answer whatever zone the visitor’s clock is set to', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Asia/Tokyo', 'Europe/Madrid', 'America/Los_Angeles', 'UTC']) {
        process.env.TZ = tz;
        expect(isOpenAt(branch, elSalvador('2026-11-23T08:00'))).toBe(true);
        expect(isOpenAt(branch, elSalvador('2026-11-23T17:00'))).toBe(false);
        expect(isOpenAt(branch, elSalvador('2026-11-29T10:00'))).toBe(false);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('keeps a 24-hour place open through midnight', () => {
    const always = Object.fromEntries(weekdays.map((d) => [d, parsed('00:00-24:00')])) as WeeklyHours;
    expect(isOpenAt(always, elSalvador('2026-11-29T23:59'))).toBe(true);
    expect(isOpenAt(always, elSalvador('2026-11-30T00:00'))).toBe(true);
  });

  it('says nothing for a place without hours', () => {
    const none = Object.fromEntries(weekdays.map((d) => [d, []])) as unknown as WeeklyHours;
    expect(isOpenAt(none, new Date())).toBeNull();
  });
});

describe('overlapping hours (issue 34)', () => {
  it('refuses ranges that overlap or repeat, whatever their order, and keeps ranges that only touch', () => {
    expect(parseDayHours('10:00-14:00,08:00-12:00')).toEqual({
      ok: false,
      message: 'the hours 08:00-12:00 and 10:00-14:00 overlap',
    });
    expect(parseDayHours('08:00-12:00,08:00-12:00').ok).toBe(false);
    expect(parseDayHours('08:00-12:00,12:00-16:00').ok).toBe(true);
  });
});
