import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupBookings } from './group-bookings';

const now = new Date('2026-03-15T12:00:00Z');

function booking(
  id: string,
  startingDate: string | null,
  status = 'CONFIRMED',
  endingDate: string | null = null,
) {
  return { id, status, tour: { startingDate, endingDate } };
}

const ids = (list: { id: string }[]) => list.map(({ id }) => id);

describe('groupBookings', () => {
  it('is three empty sections for no bookings', () => {
    expect(groupBookings({ bookings: [], now })).toEqual({ next: [], past: [], cancelled: [] });
  });

  it('puts cancelled bookings apart, departed ones in past, the others in next', () => {
    const { next, past, cancelled } = groupBookings({
      bookings: [
        booking('june', '2026-06-01'),
        booking('january', '2026-01-10'),
        booking('cancelled-future', '2026-07-01', 'CANCELLED'),
        booking('today', '2026-03-15'),
        booking('tomorrow', '2026-03-16'),
        booking('cancelled-past', '2025-07-01', 'CANCELLED'),
      ],
      now,
    });
    expect(ids(next)).toEqual(['tomorrow', 'june']);
    expect(ids(past)).toEqual(['today', 'january']);
    expect(ids(cancelled)).toEqual(['cancelled-future', 'cancelled-past']);
  });

  it('keeps a trip under way in next, first, until its last day is over', () => {
    const { next, past } = groupBookings({
      bookings: [
        booking('later', '2026-04-01', 'CONFIRMED', '2026-04-08'),
        booking('on-the-road', '2026-03-10', 'CONFIRMED', '2026-03-17'),
        booking('ends-today', '2026-03-08', 'CONFIRMED', '2026-03-15'),
        booking('ended-yesterday', '2026-03-07', 'CONFIRMED', '2026-03-14'),
      ],
      now,
    });
    expect(ids(next)).toEqual(['ends-today', 'on-the-road', 'later']);
    expect(ids(past)).toEqual(['ended-yesterday']);
  });

  it('sorts next trips soonest first and past trips most recent first', () => {
    const { next, past } = groupBookings({
      bookings: [
        booking('b', '2026-05-01'),
        booking('y', '2025-01-01'),
        booking('a', '2026-04-01'),
        booking('z', '2026-02-01'),
        booking('c', '2026-05-01T10:00:00Z'),
      ],
      now,
    });
    expect(ids(next)).toEqual(['a', 'b', 'c']);
    expect(ids(past)).toEqual(['z', 'y']);
  });

  it('keeps trips without a readable start date in next, last, in their order', () => {
    const { next, past } = groupBookings({
      bookings: [
        booking('unknown-1', null),
        booking('a', '2026-04-01'),
        booking('unknown-2', 'soon'),
      ],
      now,
    });
    expect(ids(next)).toEqual(['a', 'unknown-1', 'unknown-2']);
    expect(past).toEqual([]);
  });

  it('returns the caller’s own objects', () => {
    const original = booking('a', '2026-04-01');
    expect(groupBookings({ bookings: [original], now }).next[0]).toBe(original);
  });

  it('property: every booking lands in exactly one section', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            days: fc.option(fc.integer({ min: -500, max: 500 })),
            cancelled: fc.boolean(),
          }),
        ),
        (specs) => {
          const bookings = specs.map(({ days, cancelled }, index) =>
            booking(
              String(index),
              days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString(),
              cancelled ? 'CANCELLED' : 'CONFIRMED',
            ),
          );
          const { next, past, cancelled } = groupBookings({ bookings, now });
          expect([...ids(next), ...ids(past), ...ids(cancelled)].sort()).toEqual(
            ids(bookings).sort(),
          );
          expect(cancelled.every(({ status }) => status === 'CANCELLED')).toBe(true);
          expect([...next, ...past].every(({ status }) => status !== 'CANCELLED')).toBe(true);
        },
      ),
    );
  });
});
