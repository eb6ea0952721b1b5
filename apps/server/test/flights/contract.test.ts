import { describe, expect, it } from 'vitest';
import {
  flightSearchQuerySchema,
  formatFlightDateTime,
  formatUtcOffset,
  isArrivalAfterDeparture,
  normalizeFlightNumber,
  parseFlightDateTime,
} from '@wayfarer/contract';
import {
  flightTimeSortKey,
  fromStoredFlightTime,
  localTimeAt,
  toStoredFlightTime,
  utcOffsetAt,
} from '../../src/modules/flights/flight-times';

describe('flight numbers', () => {
  it.each([
    ['AZ 784', 'AZ784'],
    ['az784', 'AZ784'],
    ['U2 1234', 'U21234'],
    ['9W12', '9W12'],
    ['FR0123', 'FR123'],
    [' ba 632 ', 'BA632'],
  ])('%s is %s', (text, canonical) => {
    expect(normalizeFlightNumber(text)).toBe(canonical);
  });

  it.each(['', 'AZ', '1234', '12 34', 'AZ12345', 'AZ  12', 'A 12', 'AZ-784', 'ÀZ784'])(
    '%s is not a flight number',
    (text) => {
      expect(normalizeFlightNumber(text)).toBeNull();
    },
  );

  it('reaches the search in canonical form', () => {
    expect(
      flightSearchQuerySchema.parse({ flightNumber: 'az 0792', departureDate: '2027-03-10' }),
    ).toEqual({ flightNumber: 'AZ792', departureDate: '2027-03-10' });
  });
});

describe('flight times', () => {
  it('reads local times with and without their offset', () => {
    expect(parseFlightDateTime('2027-03-10T13:25+01:00')).toMatchObject({
      date: '2027-03-10',
      time: '13:25',
      offsetMinutes: 60,
    });
    expect(parseFlightDateTime('2027-03-10T13:25')).toMatchObject({ offsetMinutes: null });
    expect(parseFlightDateTime('2027-03-10T13:25:00Z')).toMatchObject({ offsetMinutes: 0 });
    expect(parseFlightDateTime('2027-03-10T13:25-03:30')).toMatchObject({ offsetMinutes: -210 });
  });

  it.each([
    '2027-03-10',
    '2027-03-10 13:25',
    '10/03/2027 13:25',
    '2027-02-29T10:00',
    '2027-03-10T24:00',
    '2027-03-10T13:60',
    '2027-03-10T13:25+15:00',
  ])('refuses %s', (text) => {
    expect(parseFlightDateTime(text)).toBeNull();
  });

  it('writes offsets as ±HH:MM', () => {
    expect(formatUtcOffset(60)).toBe('+01:00');
    expect(formatUtcOffset(0)).toBe('+00:00');
    expect(formatUtcOffset(-210)).toBe('-03:30');
    expect(formatFlightDateTime({ date: '2027-03-10', time: '08:05', offsetMinutes: 345 })).toBe(
      '2027-03-10T08:05+05:45',
    );
  });

  it('compares instants when both offsets are known, wall clocks otherwise', () => {
    const tokyo = parseFlightDateTime('2027-03-10T21:00+09:00')!;
    const honolulu = parseFlightDateTime('2027-03-10T09:15-10:00')!;
    expect(isArrivalAfterDeparture(tokyo, honolulu)).toBe(true);
    const early = parseFlightDateTime('2027-03-10T12:00+01:00')!;
    const late = parseFlightDateTime('2027-03-10T13:00+03:00')!;
    expect(isArrivalAfterDeparture(early, late)).toBe(false);
    expect(
      isArrivalAfterDeparture(
        parseFlightDateTime('2027-03-10T12:00')!,
        parseFlightDateTime('2027-03-10T12:05')!,
      ),
    ).toBe(true);
  });

  it('round-trips through the columns', () => {
    for (const text of ['2027-03-10T13:25+01:00', '2027-03-10T13:25']) {
      const stored = toStoredFlightTime(text);
      expect(fromStoredFlightTime(stored.local, stored.offsetMinutes)).toBe(text);
    }
    expect(toStoredFlightTime('2027-03-10T13:25:59Z')).toEqual({
      local: '2027-03-10 13:25:00',
      offsetMinutes: 0,
    });
    expect(flightTimeSortKey('2027-03-10T10:00+01:00')).toBeLessThan(
      flightTimeSortKey('2027-03-10T10:30+01:00'),
    );
  });

  it('knows summer time: the seed’s offsets follow the dates', () => {
    expect(utcOffsetAt('Europe/Rome', '2027-01-15', '10:00')).toBe(60);
    expect(utcOffsetAt('Europe/Rome', '2027-07-15', '10:00')).toBe(120);
    expect(utcOffsetAt('America/Santiago', '2027-01-15', '10:00')).toBe(-180);
    expect(utcOffsetAt('Asia/Tokyo', '2027-07-15', '10:00')).toBe(540);
    expect(localTimeAt('Asia/Tokyo', Date.parse('2027-03-10T12:25:00Z'))).toEqual({
      date: '2027-03-10',
      time: '21:25',
      offsetMinutes: 540,
    });
  });
});
