import { describe, expect, it } from 'vitest';
import { weekdays, type WeeklyHours } from '../../common/places/opening-hours';
import { hoursLines } from './place-hours';

const hours = (byDay: Partial<Record<(typeof weekdays)[number], [number, number][]>>): WeeklyHours =>
  Object.fromEntries(
    weekdays.map((day) => [day, (byDay[day] ?? []).map(([opens, closes]) => ({ opens, closes }))]),
  ) as unknown as WeeklyHours;

const h = (hour: number, minute = 0) => hour * 60 + minute;

describe('hoursLines', () => {
  it("joins runs of days with the same hours, in the site's one time format", () => {
    const week = hours({
      monday: [[h(9), h(17)]],
      tuesday: [[h(9), h(17)]],
      wednesday: [[h(9), h(17)]],
      thursday: [[h(9), h(17)]],
      friday: [[h(9), h(17)]],
      saturday: [[h(9), h(12)]],
    });
    expect(hoursLines(week)).toEqual([
      { days: 'Lunes a viernes', hours: '09:00–17:00' },
      { days: 'Sábado', hours: '09:00–12:00' },
      { days: 'Domingo', hours: 'Cerrado' },
    ]);
  });

  it('writes two ranges of one day with «y»', () => {
    const lines = hoursLines(
      hours({
        monday: [
          [h(8), h(12)],
          [h(13), h(17, 30)],
        ],
      }),
    );
    expect(lines[0]).toEqual({ days: 'Lunes', hours: '08:00–12:00 y 13:00–17:30' });
  });

  it('gives a place open round the clock every day one line, not 00:00–24:00 seven times', () => {
    const always = hours(Object.fromEntries(weekdays.map((d) => [d, [[0, h(24)]]])));
    expect(hoursLines(always)).toEqual([{ days: '', hours: 'Abierto 24 horas' }]);
  });

  it('says «24 horas» for the days open round the clock when others are not', () => {
    const lines = hoursLines(
      hours({
        ...Object.fromEntries(weekdays.slice(0, 6).map((d) => [d, [[0, h(24)]]])),
        sunday: [[h(10), h(19)]],
      }),
    );
    expect(lines).toEqual([
      { days: 'Lunes a sábado', hours: '24 horas' },
      { days: 'Domingo', hours: '10:00–19:00' },
    ]);
  });
});
