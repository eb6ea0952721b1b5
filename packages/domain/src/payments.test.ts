import { describe, expect, it } from 'vitest';
import {
  EXPIRING_DAYS,
  OVERDUE_HOURS_TO_PAY,
  getBookingPaymentState,
  getOverduePaymentDeadline,
  getPaymentState,
  isBookingFullyPaid,
  type PaymentInstallment,
} from './payments';

const now = new Date('2026-03-15T10:00:00Z');
const notConcluded = '2026-08-20';
const concluded = '2026-03-01';

const paid = (dueDate: string): PaymentInstallment => ({
  amount: 300,
  dueDate,
  paidAt: '2026-01-02T10:00:00Z',
});
const unpaid = (dueDate: string | null, amount = 1200): PaymentInstallment => ({
  amount,
  dueDate,
  paidAt: null,
});

describe('getPaymentState', () => {
  it('gives 48 hours to pay once overdue, and calls a payment expiring a week ahead', () => {
    expect(OVERDUE_HOURS_TO_PAY).toBe(48);
    expect(EXPIRING_DAYS).toBe(7);
  });

  it.each([
    ['balance due in 8 days', [paid('2026-01-02'), unpaid('2026-03-23')], notConcluded, 'due'],
    ['balance due in 60 days', [paid('2026-01-02'), unpaid('2026-05-14')], notConcluded, 'due'],
    [
      'balance due in exactly 7 days',
      [paid('2026-01-02'), unpaid('2026-03-22')],
      notConcluded,
      'expiring',
    ],
    ['balance due tomorrow', [paid('2026-01-02'), unpaid('2026-03-16')], notConcluded, 'expiring'],
    ['balance due today', [paid('2026-01-02'), unpaid('2026-03-15')], notConcluded, 'expiring'],
    ['balance due yesterday', [paid('2026-01-02'), unpaid('2026-03-14')], notConcluded, 'overdue'],
    [
      'deposit overdue, balance later',
      [unpaid('2026-03-01'), unpaid('2026-05-14')],
      notConcluded,
      'overdue',
    ],
    [
      'the earliest unpaid decides, whatever the order',
      [unpaid('2026-05-14'), unpaid('2026-03-18')],
      notConcluded,
      'expiring',
    ],
    [
      'a paid installment past its date does not count',
      [paid('2026-03-01'), unpaid('2026-04-30')],
      notConcluded,
      'due',
    ],
    ['everything paid, trip ahead', [paid('2026-01-02'), paid('2026-03-01')], notConcluded, 'paid'],
    [
      'everything paid, trip concluded',
      [paid('2026-01-02'), paid('2026-02-01')],
      concluded,
      'completed',
    ],
    ['everything paid, trip ends today', [paid('2026-01-02')], '2026-03-15', 'completed'],
    ['everything paid, end date unknown', [paid('2026-01-02')], null, 'paid'],
    ['nothing to pay', [], notConcluded, 'paid'],
    ['nothing to pay, trip concluded', [], concluded, 'completed'],
    [
      'an unpaid zero amount (a refund line)',
      [unpaid('2026-03-01', 0), unpaid('2026-03-02', -50)],
      notConcluded,
      'paid',
    ],
    ['unpaid without a due date', [unpaid(null)], notConcluded, 'due'],
    ['unpaid with an unreadable due date', [unpaid('soon')], notConcluded, 'due'],
    [
      'unpaid, one date unreadable, one overdue',
      [unpaid('soon'), unpaid('2026-03-10')],
      notConcluded,
      'overdue',
    ],
    ['unpaid on a concluded trip is still overdue', [unpaid('2026-02-01')], concluded, 'overdue'],
  ] as const)('%s -> %s', (_case, installments, endingDate, expected) => {
    expect(getPaymentState({ installments, endingDate, now })).toBe(expected);
  });

  it('counts the due day in UTC calendar days, not hours', () => {
    const installments = [unpaid('2026-03-14T23:30:00-03:00')]; // 15 March 02:30 UTC
    expect(getPaymentState({ installments, now: new Date('2026-03-15T23:59:00Z') })).toBe(
      'expiring',
    );
    expect(getPaymentState({ installments, now: new Date('2026-03-16T00:00:00Z') })).toBe(
      'overdue',
    );
  });

  it('treats an empty paidAt as unpaid', () => {
    expect(
      getPaymentState({ installments: [{ amount: 100, dueDate: '2026-03-01', paidAt: '' }], now }),
    ).toBe('overdue');
  });
});

describe('getOverduePaymentDeadline', () => {
  it.each([
    ['2026-03-14', '2026-03-17T00:00:00.000Z'],
    ['2026-03-14T08:00:00Z', '2026-03-17T00:00:00.000Z'],
    ['2026-02-28', '2026-03-03T00:00:00.000Z'],
    ['2026-03-28', '2026-03-31T00:00:00.000Z'],
  ])('due %s: 48 hours after the end of the UTC due day, %s', (dueDate, deadline) => {
    expect(getOverduePaymentDeadline({ dueDate, now })?.deadline.toISOString()).toBe(deadline);
  });

  it.each([
    // Rome, winter (UTC+1): the due day 20/11 ends at 23:00 UTC.
    ['2026-11-20', 'Europe/Rome', '2026-11-22T23:00:00.000Z'],
    // Rome, summer (UTC+2).
    ['2026-07-10', 'Europe/Rome', '2026-07-12T22:00:00.000Z'],
    // The 48 hours span the night clocks go forward (29/03): real hours, so 01:00 on 31/03 there.
    ['2026-03-28', 'Europe/Rome', '2026-03-30T23:00:00.000Z'],
    // The due day is the day clocks go back (25/10, 25 hours long): it ends at 23:00 UTC.
    ['2026-10-25', 'Europe/Berlin', '2026-10-27T23:00:00.000Z'],
    ['2026-11-20', 'America/New_York', '2026-11-23T05:00:00.000Z'],
    ['2026-03-07', 'America/New_York', '2026-03-10T05:00:00.000Z'],
  ])('due %s in %s: the time to pay runs out at %s', (dueDate, timeZone, deadline) => {
    expect(getOverduePaymentDeadline({ dueDate, now, timeZone })?.deadline.toISOString()).toBe(
      deadline,
    );
  });

  it('tells when the time to pay has run out, to the minute, in the variant’s time zone', () => {
    const dueDate = '2026-11-20';
    const timeZone = 'Europe/Rome';
    // 22/11 23:59 in Rome: one minute left. 23/11 at 00:00 and 21:00 in Rome: run out.
    expect(
      getOverduePaymentDeadline({ dueDate, timeZone, now: new Date('2026-11-22T22:59:00Z') })
        ?.passed,
    ).toBe(false);
    expect(
      getOverduePaymentDeadline({ dueDate, timeZone, now: new Date('2026-11-22T23:00:00Z') })
        ?.passed,
    ).toBe(true);
    expect(
      getOverduePaymentDeadline({ dueDate, timeZone, now: new Date('2026-11-23T20:00:00Z') })
        ?.passed,
    ).toBe(true);
  });

  it.each([null, undefined, '', 'tomorrow'])(
    'is null without a readable due date: %j',
    (dueDate) => {
      expect(getOverduePaymentDeadline({ dueDate, now })).toBeNull();
    },
  );
});

describe('getPaymentState in the variant’s time zone', () => {
  const installments = [unpaid('2026-11-20')];
  it.each([
    // 20/11 23:30 in Rome is still the due day there, though 21/11 has begun... nowhere yet in UTC.
    ['2026-11-20T22:30:00Z', 'Europe/Rome', 'expiring'],
    // 21/11 00:30 in Rome (23:30 UTC on 20/11): the due day is over in Rome.
    ['2026-11-20T23:30:00Z', 'Europe/Rome', 'overdue'],
    ['2026-11-20T23:30:00Z', 'UTC', 'expiring'],
    // 21/11 03:00 UTC is still 20/11 in New York.
    ['2026-11-21T03:00:00Z', 'America/New_York', 'expiring'],
    ['2026-11-21T03:00:00Z', 'UTC', 'overdue'],
  ] as const)('at %s in %s: %s', (at, timeZone, expected) => {
    expect(getPaymentState({ installments, now: new Date(at), timeZone })).toBe(expected);
  });
});

describe('getBookingPaymentState', () => {
  const booking = (
    overrides: Partial<Parameters<typeof getBookingPaymentState>[0]['booking']>,
  ) => ({
    errors: [],
    totalAmount: 2000,
    paidAmount: 800,
    nextPayment: unpaid('2026-05-14'),
    tour: { endingDate: notConcluded },
    ...overrides,
  });

  it.each([
    ['a PAYMENT error, whatever the schedule says', { errors: ['PAYMENT'] }, 'overdue'],
    ['the next payment due in 3 days', { nextPayment: unpaid('2026-03-18') }, 'expiring'],
    ['the next payment due in 60 days', {}, 'due'],
    ['the next payment past its date', { nextPayment: unpaid('2026-03-10') }, 'overdue'],
    ['nothing scheduled, something left to pay', { nextPayment: null }, 'due'],
    ['nothing scheduled, all paid', { nextPayment: null, paidAmount: 2000 }, 'paid'],
    [
      'all paid, trip concluded',
      { nextPayment: null, paidAmount: 2000, tour: { endingDate: concluded } },
      'completed',
    ],
  ] as const)('%s -> %s', (_case, overrides, expected) => {
    expect(getBookingPaymentState({ booking: booking(overrides), now })).toBe(expected);
  });
});

describe('isBookingFullyPaid', () => {
  const states = ['due', 'expiring', 'overdue', 'paid', 'completed'] as const;
  const bookings = [
    { errors: [], totalAmount: 2000, paidAmount: 800, nextPayment: unpaid('2026-05-14') },
    { errors: [], totalAmount: 2000, paidAmount: 800, nextPayment: unpaid('2026-03-10') },
    { errors: [], totalAmount: 2000, paidAmount: 2000, nextPayment: null },
    { errors: ['PAYMENT'], totalAmount: 2000, paidAmount: 2000, nextPayment: null },
    { errors: [], totalAmount: 2000, paidAmount: 1500, nextPayment: null },
    { errors: [], totalAmount: 0, paidAmount: 0, nextPayment: null },
    { errors: null, totalAmount: 2000, paidAmount: 2100, nextPayment: null },
    { errors: [], totalAmount: 2000, paidAmount: 2000, nextPayment: unpaid('2026-04-01', 0) },
  ];

  it('is true exactly when the payment state is paid or completed, concluded or not', () => {
    for (const booking of bookings) {
      for (const endingDate of [notConcluded, concluded]) {
        const state = getBookingPaymentState({
          booking: { ...booking, tour: { endingDate } },
          now,
        });
        expect(states).toContain(state);
        expect(isBookingFullyPaid(booking)).toBe(state === 'paid' || state === 'completed');
      }
    }
  });

  it('is false with an installment left, a PAYMENT error or part of the total unpaid', () => {
    expect(isBookingFullyPaid(bookings[0]!)).toBe(false);
    expect(isBookingFullyPaid(bookings[3]!)).toBe(false);
    expect(isBookingFullyPaid(bookings[4]!)).toBe(false);
    expect(isBookingFullyPaid(bookings[2]!)).toBe(true);
  });
});
