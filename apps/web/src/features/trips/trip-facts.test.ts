import { describe, expect, it } from 'vitest';
import { bookingSummaryFixture, day } from '../booking/booking.fixtures';
import { getTripCardFacts } from './trip-facts';

const now = new Date();

describe('the payment state of a trip card', () => {
  it.each([
    ['overdue when the booking has a PAYMENT error', { errors: ['PAYMENT' as const] }, 'overdue'],
    [
      'expiring when the next payment falls due within a week, as on the booking page',
      { nextPayment: { amount: 600, dueDate: day(3) } },
      'expiring',
    ],
    ['due while something is left to pay', { totalAmount: 1000, paidAmount: 400 }, 'due'],
    ['paid once everything is paid', { totalAmount: 1000, paidAmount: 1000 }, 'paid'],
    [
      'completed once paid and concluded',
      { totalAmount: 1000, paidAmount: 1000, start: -20, end: -10 },
      'completed',
    ],
  ])('%s', (_name, options, expected) => {
    const booking = bookingSummaryFixture({ id: 'WF-26-00001', start: 30, end: 40, ...options });
    expect(getTripCardFacts(booking, now).paymentState).toBe(expected);
  });
});

describe('getTripCardFacts', () => {
  it('has no status nor payment state for a cancelled booking', () => {
    const facts = getTripCardFacts(
      bookingSummaryFixture({ id: 'WF-26-00002', start: 30, end: 40, bookingStatus: 'CANCELLED' }),
      now,
    );
    expect(facts).toMatchObject({ cancelled: true, statusLabel: null, paymentState: null });
  });

  it('hides the status of a departed tour whose public tour is closed, and tells it is under way', () => {
    const facts = getTripCardFacts(
      bookingSummaryFixture({
        id: 'WF-26-00003',
        start: -2,
        end: 5,
        publicTour: { status: 'CLOSED' },
      }),
      now,
    );
    expect(facts).toMatchObject({ statusLabel: null, underWay: true });
  });

  it('names the partner of a partner booking', () => {
    const facts = getTripCardFacts(
      bookingSummaryFixture({ id: 'WF-26-00004', start: 30, end: 40, partner: 'Acme' }),
      now,
    );
    expect(facts.partner).toBe('Acme');
  });
});
