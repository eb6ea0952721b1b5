import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAge, readCalendarDay } from './calendar-day';

describe('readCalendarDay', () => {
  it.each([
    ['2026-03-05', { year: 2026, month: 3, day: 5 }],
    ['05/03/2026', { year: 2026, month: 3, day: 5 }],
    ['2026-03-05T23:30:00-02:00', { year: 2026, month: 3, day: 6 }],
    ['2026-03-05T23:30', { year: 2026, month: 3, day: 5 }],
    [new Date('2026-03-05T23:59:59Z'), { year: 2026, month: 3, day: 5 }],
  ])('%j is %j (UTC calendar day)', (input, expected) => {
    expect(readCalendarDay(input)).toMatchObject(expected);
  });

  it('numbers days from 1970-01-01', () => {
    expect(readCalendarDay('1970-01-02')?.dayNumber).toBe(1);
    expect(readCalendarDay('01/01/1970')?.dayNumber).toBe(0);
  });

  it.each([
    null,
    undefined,
    '',
    '31/02/2026',
    '5/3/2026',
    '2026-02-30',
    'yesterday',
    new Date(NaN),
  ])('%j is no day', (input) => {
    expect(readCalendarDay(input)).toBeNull();
  });
});

describe('getAge: completed years, on UTC calendar days', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  it.each([
    ['2008-06-15', 18, 'the 18th birthday is today'],
    ['2008-06-16', 17, 'the 18th birthday is tomorrow'],
    ['2008-06-14', 18, 'the 18th birthday was yesterday'],
    ['15/06/2008', 18, 'typed as DD/MM/YYYY'],
    ['2026-06-15', 0, 'born today'],
    ['1926-06-16', 99, ''],
  ])('born %s: %i (%s)', (birthday, age) => {
    expect(getAge({ birthday, now })).toBe(age);
  });

  it('someone born on 29 February completes a year on 1 March in common years', () => {
    expect(getAge({ birthday: '2008-02-29', now: new Date('2026-02-28T12:00:00Z') })).toBe(17);
    expect(getAge({ birthday: '2008-02-29', now: new Date('2026-03-01T00:00:00Z') })).toBe(18);
    expect(getAge({ birthday: '2008-02-29', now: new Date('2028-02-29T00:00:00Z') })).toBe(20);
  });

  it.each([null, undefined, '', '2026-06-16', 'not a date'])('%j has no age', (birthday) => {
    expect(getAge({ birthday, now })).toBeNull();
  });

  it('property: the age grows by one on each birthday and never falls', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2020-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 36_500 }),
        (born, days) => {
          const birthday = born.toISOString().slice(0, 10);
          const then = new Date(Date.parse(`${birthday}T00:00:00Z`) + days * 86_400_000);
          const next = new Date(then.getTime() + 86_400_000);
          const age = getAge({ birthday, now: then }) ?? -1;
          const nextAge = getAge({ birthday, now: next }) ?? -1;
          expect(age).toBeGreaterThanOrEqual(0);
          expect(nextAge - age).toBeGreaterThanOrEqual(0);
          expect(nextAge - age).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
