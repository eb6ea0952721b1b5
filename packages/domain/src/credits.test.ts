import { describe, expect, it } from 'vitest';
import { getCreditTotals, sortCredits } from './credits';

describe('getCreditTotals', () => {
  it('adds active and pending credits per currency, never used or expired ones', () => {
    expect(
      getCreditTotals([
        { amount: 20_000, currency: 'GBP', status: 'ACTIVE' },
        { amount: 5_000, currency: 'EUR', status: 'ACTIVE' },
        { amount: 7_500, currency: 'EUR', status: 'ACTIVE' },
        { amount: 3_000, currency: 'EUR', status: 'PENDING' },
        { amount: 9_900, currency: 'EUR', status: 'USED' },
        { amount: 4_000, currency: 'EUR', status: 'EXPIRED' },
        { amount: 1_000, currency: 'USD', status: 'EXPIRED' },
      ]),
    ).toEqual([
      { currency: 'GBP', available: 20_000, pending: 0 },
      { currency: 'EUR', available: 12_500, pending: 3_000 },
    ]);
  });

  it('is empty without credits to spend', () => {
    expect(getCreditTotals([{ amount: 100, currency: 'EUR', status: 'USED' }])).toEqual([]);
  });
});

describe('sortCredits', () => {
  it('puts spendable credits first, keeping the order otherwise', () => {
    const ids = sortCredits([
      { id: 'used', status: 'USED' as const },
      { id: 'active-1', status: 'ACTIVE' as const },
      { id: 'expired', status: 'EXPIRED' as const },
      { id: 'pending', status: 'PENDING' as const },
      { id: 'active-2', status: 'ACTIVE' as const },
    ]).map(({ id }) => id);
    expect(ids).toEqual(['active-1', 'active-2', 'pending', 'used', 'expired']);
  });
});
