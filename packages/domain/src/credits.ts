import type { CurrencyCode } from './variants';

export interface CreditAmount {
  amount: number;
  currency: CurrencyCode;
  status: 'ACTIVE' | 'PENDING' | 'USED' | 'EXPIRED';
}

export interface CreditTotal {
  currency: CurrencyCode;
  /** What can be spent now (ACTIVE). */
  available: number;
  /** What is on its way (PENDING). */
  pending: number;
}

/**
 * The credits' totals, one per currency (amounts of different currencies are never added):
 * available (ACTIVE) and on its way (PENDING); used and expired credits count for nothing.
 * Currencies in the order they first appear; a currency with only used or expired credits is left out.
 */
export function getCreditTotals(credits: readonly CreditAmount[]): CreditTotal[] {
  const totals = new Map<CurrencyCode, CreditTotal>();
  for (const { amount, currency, status } of credits) {
    if (status !== 'ACTIVE' && status !== 'PENDING') continue;
    const total = totals.get(currency) ?? { currency, available: 0, pending: 0 };
    if (status === 'ACTIVE') total.available += amount;
    else total.pending += amount;
    totals.set(currency, total);
  }
  return [...totals.values()];
}

/** Spendable ones first (active, then pending), then used and expired; stable otherwise. */
export function sortCredits<T extends { status: CreditAmount['status'] }>(
  credits: readonly T[],
): T[] {
  const rank = { ACTIVE: 0, PENDING: 1, USED: 2, EXPIRED: 2 } as const;
  return credits
    .map((credit, index) => ({ credit, index }))
    .sort((a, b) => rank[a.credit.status] - rank[b.credit.status] || a.index - b.index)
    .map(({ credit }) => credit);
}
