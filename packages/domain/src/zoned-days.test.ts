import { describe, expect, it } from 'vitest';
import { startOfZonedDay, zonedDayNumber } from './zoned-days';

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe('zonedDayNumber', () => {
  it.each([
    ['2026-11-20T22:59:59Z', 'Europe/Rome', '2026-11-20'],
    ['2026-11-20T23:00:00Z', 'Europe/Rome', '2026-11-21'],
    ['2026-07-10T21:59:59Z', 'Europe/Rome', '2026-07-10'],
    ['2026-07-10T22:00:00Z', 'Europe/Rome', '2026-07-11'],
    ['2026-11-21T04:59:59Z', 'America/New_York', '2026-11-20'],
    ['2026-11-21T05:00:00Z', 'America/New_York', '2026-11-21'],
    ['2026-11-20T23:59:59Z', 'UTC', '2026-11-20'],
  ])('%s is on %s in %s', (instant, timeZone, day) => {
    expect(zonedDayNumber({ instant: new Date(instant), timeZone })).toBe(dayOf(day));
  });
});

describe('startOfZonedDay', () => {
  it.each([
    ['2026-11-21', 'Europe/Rome', '2026-11-20T23:00:00.000Z'],
    ['2026-03-29', 'Europe/Rome', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', 'Europe/Rome', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', 'Europe/Rome', '2026-10-24T22:00:00.000Z'],
    ['2026-10-26', 'Europe/Rome', '2026-10-25T23:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2026-11-21', 'UTC', '2026-11-21T00:00:00.000Z'],
  ])('%s begins in %s at %s', (day, timeZone, instant) => {
    expect(startOfZonedDay({ day: dayOf(day), timeZone }).toISOString()).toBe(instant);
  });

  it('is the first instant of the day it names, in every variant’s time zone', () => {
    for (const timeZone of ['Europe/London', 'Europe/Dublin', 'America/New_York', 'Asia/Tokyo']) {
      for (let day = dayOf('2026-01-01'); day < dayOf('2027-01-01'); day += 1) {
        const start = startOfZonedDay({ day, timeZone });
        expect(zonedDayNumber({ instant: start, timeZone })).toBe(day);
        expect(zonedDayNumber({ instant: new Date(start.getTime() - 1000), timeZone })).toBe(
          day - 1,
        );
      }
    }
  });
});
