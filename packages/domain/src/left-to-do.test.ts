import { describe, expect, it } from 'vitest';
import { getLeftToDo, type LeftToDoBooking } from './left-to-do';

const now = new Date('2026-11-17T10:00:00Z');
const nothing = {
  paymentToComplete: false,
  travelerDataToComplete: false,
  documentsToComplete: false,
};

function booking(overrides: Partial<LeftToDoBooking> = {}): LeftToDoBooking {
  return {
    status: 'CONFIRMED',
    tour: { startingDate: '2026-12-01' },
    completeness: nothing,
    nextPayment: null,
    preDepartureChecklist: [],
    ...overrides,
  };
}

const types = (b: LeftToDoBooking) => getLeftToDo({ booking: b, now }).map(({ type }) => type);

describe('getLeftToDo', () => {
  it('is empty when nothing is due, missing or incomplete', () => {
    expect(types(booking())).toEqual([]);
  });

  it('lists a payment due in three days with its amount, though the booking has no PAYMENT error', () => {
    const items = getLeftToDo({
      booking: booking({ nextPayment: { amount: 288_400, dueDate: '2026-11-20' } }),
      now,
    });
    expect(items).toEqual([{ type: 'PAYMENT', amount: 288_400, dueDate: '2026-11-20' }]);
  });

  it('lists missing documents and an incomplete checklist, money first then documents', () => {
    expect(
      types(
        booking({
          completeness: { ...nothing, documentsToComplete: true, paymentToComplete: true },
          preDepartureChecklist: [
            { type: 'FAQ', completed: false },
            { type: 'FLIGHT_INFO', completed: false },
            { type: 'TRAVELER_DATA', completed: false },
            { type: 'PAYMENT', completed: false },
            { type: 'COORDINATOR', completed: true },
          ],
        }),
      ),
    ).toEqual(['PAYMENT', 'DOCUMENTS', 'TRAVELER_DATA', 'FLIGHT_INFO', 'FAQ']);
  });

  it.each(['CANCELLED', 'TO_CANCEL', 'NOT_AVAILABLE'])(
    'is empty on a departure we cancelled (tour %s): nothing to pay or prepare for it',
    (status) => {
      const due = booking({
        tour: { startingDate: '2026-12-01', status },
        nextPayment: { amount: 89_000, dueDate: '2026-11-27' },
        completeness: { ...nothing, documentsToComplete: true },
        preDepartureChecklist: [{ type: 'FLIGHT_INFO', completed: false }],
      });
      expect(types(due)).toEqual([]);
      // The same booking on a departure that runs lists all three.
      expect(types({ ...due, tour: { startingDate: '2026-12-01', status: 'CONFIRMED' } })).toEqual([
        'PAYMENT',
        'DOCUMENTS',
        'FLIGHT_INFO',
      ]);
    },
  );

  it('lists an unpaid PAYMENT checklist item without a known amount', () => {
    expect(
      getLeftToDo({
        booking: booking({ preDepartureChecklist: [{ type: 'PAYMENT', completed: false }] }),
        now,
      }),
    ).toEqual([{ type: 'PAYMENT', amount: null, dueDate: null }]);
  });

  it('is empty once the checklist is locked: departed or cancelled', () => {
    const due = { nextPayment: { amount: 100, dueDate: '2026-11-20' } };
    expect(types(booking({ ...due, tour: { startingDate: '2026-11-17' } }))).toEqual([]);
    expect(types(booking({ ...due, status: 'CANCELLED' }))).toEqual([]);
  });
});
