import { describe, expect, it } from 'vitest';
import { countCalendarDaysUntil, readDateInput } from './date-input';

describe('readDateInput', () => {
  it.each([
    ['2026-03-15', '2026-03-15T00:00:00.000Z', true],
    ['2026-03-15T10:30', '2026-03-15T10:30:00.000Z', true],
    ['2026-03-15t10:30:05.123456', '2026-03-15T10:30:05.123Z', true],
    ['2026-03-15T10:30:00Z', '2026-03-15T10:30:00.000Z', false],
    ['2026-03-15T10:30:00+01:00', '2026-03-15T09:30:00.000Z', false],
    ['2026-03-15T00:30:00+0100', '2026-03-14T23:30:00.000Z', false],
    ['2026-03-15T23:30:00-05:00', '2026-03-16T04:30:00.000Z', false],
  ])('%s is %s (wall clock %s)', (input, iso, wallClock) => {
    expect(readDateInput(input)).toEqual({ date: new Date(iso), wallClock });
  });

  it('reads a Date as an instant, as a copy', () => {
    const date = new Date('2026-03-15T10:30:00Z');
    const read = readDateInput(date);
    expect(read).toEqual({ date, wallClock: false });
    expect(read?.date).not.toBe(date);
  });

  it.each([
    null,
    undefined,
    '',
    'yesterday',
    '2026-02-29',
    '2026-00-10',
    '15/03/2026',
    '2026-03-15Z',
  ])('%j is not a date', (input) => {
    expect(readDateInput(input)).toBeNull();
  });

  it('is null for an invalid Date', () => {
    expect(readDateInput(new Date(Number.NaN))).toBeNull();
  });
});

describe('countCalendarDaysUntil', () => {
  const now = new Date('2026-03-15T23:59:59Z');

  it.each([
    ['2026-03-15', 0],
    ['2026-03-16', 1],
    ['2026-03-14', -1],
    ['2026-04-14', 30],
    ['2027-03-15', 365],
    ['2026-03-16T00:00:00Z', 1],
    ['2026-03-16T00:30:00+01:00', 0],
    ['2026-03-15T23:00:00-02:00', 1],
  ])('from 15/03/2026 23:59:59 UTC to %s: %i days', (date, days) => {
    expect(countCalendarDaysUntil({ date, now })).toBe(days);
  });

  it('counts UTC days, not the 24-hour periods between the two moments', () => {
    expect(
      countCalendarDaysUntil({
        date: new Date('2026-03-16T00:00:01Z'),
        now: new Date('2026-03-15T23:59:59Z'),
      }),
    ).toBe(1);
    expect(
      countCalendarDaysUntil({
        date: new Date('2026-03-16T23:59:59Z'),
        now: new Date('2026-03-16T00:00:00Z'),
      }),
    ).toBe(0);
  });

  it('counts across a daylight-saving change as whole days', () => {
    expect(
      countCalendarDaysUntil({ date: '2026-03-30', now: new Date('2026-03-28T12:00:00Z') }),
    ).toBe(2);
    expect(
      countCalendarDaysUntil({ date: '2026-10-26', now: new Date('2026-10-24T12:00:00Z') }),
    ).toBe(2);
  });

  it.each([null, undefined, 'soon', '2026-02-30'])('is null for %j', (date) => {
    expect(countCalendarDaysUntil({ date, now })).toBeNull();
  });

  it('is null when now is an invalid Date', () => {
    expect(countCalendarDaysUntil({ date: '2026-03-15', now: new Date(Number.NaN) })).toBeNull();
  });
});
