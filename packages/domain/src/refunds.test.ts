import { describe, expect, it } from 'vitest';
import { DEPOSIT_GIFT_CARD_VALIDITY_MONTHS, getRefundTiming } from './refunds';
import { languages } from './variants';

describe('getRefundTiming', () => {
  it.each([
    ['de', { kind: 'days', min: 0, max: 7, appliesTo: 'refund' }, 'within 7 days'],
    ['en', { kind: 'businessDays', min: 7, max: 10, appliesTo: 'refund' }, '7-10 business days'],
    ['it', { kind: 'businessDays', min: 7, max: 10, appliesTo: 'refund' }, 'the English rule'],
    [
      'fr',
      { kind: 'workingDays', min: 0, max: 15, appliesTo: 'fullPayment' },
      '15 working days for full payment',
    ],
    [
      'es',
      { kind: 'workingDays', min: 0, max: 15, appliesTo: 'fullPayment' },
      '15 working days for full payment',
    ],
  ] as const)('%s: %j (%s)', (language, expected, _text) => {
    expect(getRefundTiming({ language })).toEqual(expected);
  });

  it.each(languages)('%s: min never exceeds max', (language) => {
    const { min, max } = getRefundTiming({ language });
    expect(min).toBeLessThanOrEqual(max);
  });

  it('returns a copy the caller may change', () => {
    getRefundTiming({ language: 'de' }).max = 99;
    expect(getRefundTiming({ language: 'de' }).max).toBe(7);
  });

  it('keeps a refunded deposit as a gift card for one year', () => {
    expect(DEPOSIT_GIFT_CARD_VALIDITY_MONTHS).toBe(12);
  });
});
