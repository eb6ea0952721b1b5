import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './dates';

describe('formatDate', () => {
  it.each([
    // input,                          withTime,   expected
    ['2026-03-05', undefined, '05/03/2026'],
    ['2026-03-05', 'minutes', '05/03/2026 00:00'],
    ['2026-03-05T09:07', 'minutes', '05/03/2026 09:07'],
    ['2026-03-05T09:07:04', 'seconds', '05/03/2026 09:07:04'],
    ['2026-03-05T23:59:59.999', 'seconds', '05/03/2026 23:59:59'],
    ['2026-03-05 18:30', 'minutes', '05/03/2026 18:30'],
    ['2026-12-31T23:30:00Z', 'minutes', '31/12/2026 23:30'],
    ['2026-12-31T23:30:00+02:00', 'minutes', '31/12/2026 21:30'],
    ['2026-12-31T23:30:00-0130', 'minutes', '01/01/2027 01:00'],
    ['2026-03-05T09:07:04.5Z', undefined, '05/03/2026'],
  ] as const)('%s (%s) -> %s', (date, withTime, expected) => {
    expect(formatDate({ date, withTime })).toBe(expected);
  });

  it('shows a Date in UTC by default, so calendar dates at UTC midnight keep their day', () => {
    expect(formatDate({ date: new Date(Date.UTC(2026, 1, 28)) })).toBe('28/02/2026');
    expect(formatDate({ date: new Date('2026-02-28T23:45:10Z'), withTime: 'seconds' })).toBe(
      '28/02/2026 23:45:10',
    );
  });

  it('shows an instant in the time zone asked', () => {
    const date = new Date('2026-07-01T22:30:00Z');
    expect(formatDate({ date, withTime: 'minutes', timeZone: 'Europe/Rome' })).toBe(
      '02/07/2026 00:30',
    );
    expect(formatDate({ date, withTime: 'minutes', timeZone: 'America/New_York' })).toBe(
      '01/07/2026 18:30',
    );
    expect(formatDate({ date: '2026-07-01T22:30:00Z', timeZone: 'Europe/Rome' })).toBe(
      '02/07/2026',
    );
  });

  it('shows a wall-clock string as written, whatever the time zone', () => {
    expect(
      formatDate({ date: '2026-07-01T22:30', withTime: 'minutes', timeZone: 'Asia/Tokyo' }),
    ).toBe('01/07/2026 22:30');
    expect(formatDate({ date: '2026-07-01', timeZone: 'Pacific/Honolulu' })).toBe('01/07/2026');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDate({ date: '2026-01-01T00:00:00Z', withTime: 'seconds' })).toBe(
      '01/01/2026 00:00:00',
    );
  });

  it('pads years below 1000 to four digits', () => {
    expect(formatDate({ date: '0099-01-02' })).toBe('02/01/0099');
  });

  it.each([
    '',
    'not a date',
    '2026-02-30',
    '2026-13-01',
    '2026-3-5',
    '05/03/2026',
    '2026-03-05T24:00',
    '2026-03-05T10:60',
    '2026-03-05T10:00+25:00',
  ])('gives an empty text for the invalid %j', (date) => {
    expect(formatDate({ date })).toBe('');
  });

  it('gives an empty text for an invalid Date', () => {
    expect(formatDate({ date: new Date(Number.NaN), withTime: 'minutes' })).toBe('');
  });
});

describe('parseDate', () => {
  it.each([
    ['05/03/2026', '2026-03-05T00:00:00.000Z'],
    ['31/12/1999', '1999-12-31T00:00:00.000Z'],
    ['29/02/2024', '2024-02-29T00:00:00.000Z'],
    ['01/01/0050', '0050-01-01T00:00:00.000Z'],
  ])('%s -> %s (UTC midnight)', (text, iso) => {
    expect(parseDate({ text })?.toISOString()).toBe(iso);
  });

  it.each([
    ['31/02/2026', 'a day February does not have'],
    ['29/02/2026', 'a leap day in a common year'],
    ['31/04/2026', 'a 31st in a 30-day month'],
    ['00/01/2026', 'day zero'],
    ['01/00/2026', 'month zero'],
    ['01/13/2026', 'month 13'],
    ['5/3/2026', 'one-digit day and month'],
    ['05/03/26', 'a two-digit year'],
    ['2026-03-05', 'ISO order'],
    ['05-03-2026', 'dashes'],
    [' 05/03/2026', 'a leading space'],
    ['05/03/2026 ', 'a trailing space'],
    ['05/03/2026 10:00', 'a time'],
    ['', 'nothing'],
  ])('%j is not a date (%s)', (text) => {
    expect(parseDate({ text })).toBeNull();
  });

  it('property: parseDate reads back what formatDate writes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const text = formatDate({ date });
          const parsed = parseDate({ text });
          expect(parsed?.toISOString().slice(0, 10)).toBe(date.toISOString().slice(0, 10));
          expect(formatDate({ date: parsed ?? '' })).toBe(text);
        },
      ),
    );
  });
});
