import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { variantIds, variants, type VariantId } from './variants';

describe('formatMoney', () => {
  it.each([
    // variant,        amount,      expected
    ['italy', 1234, '1.234 €'],
    ['italy', 1234.5, '1.234,50 €'],
    ['italy', 0, '0 €'],
    ['italy', 0.5, '0,50 €'],
    ['italy', 999, '999 €'],
    ['italy', 1234567.89, '1.234.567,89 €'],
    ['spain', 1234.5, '1.234,50 €'],
    ['france', 1234.5, '1.234,50 €'],
    ['germany', 1234.5, '1.234,50 €'],
    ['international', 1234, '£1,234'],
    ['international', 1234.5, '£1,234.50'],
    ['english', 1234, '€1,234'],
    ['english', 1234.5, '€1,234.50'],
    ['global', 1234.5, '$1,234.50'],
    ['global', 1000000, '$1,000,000'],
  ] as const)('%s: %d -> %s', (id, amount, expected) => {
    expect(formatMoney({ amount, variant: variants[id] })).toBe(expected);
  });

  it.each([
    ['italy', -1234.5, '-1.234,50 €'],
    ['italy', -50, '-50 €'],
    ['international', -1234.5, '-£1,234.50'],
    ['english', -0.5, '-€0.50'],
  ] as const)(
    'keeps the sign of a negative amount before the symbol: %s %d -> %s',
    (id, amount, expected) => {
      expect(formatMoney({ amount, variant: variants[id] })).toBe(expected);
    },
  );

  it.each([
    ['italy', 123450, '1.234,50 €'],
    ['italy', 123400, '1.234 €'],
    ['italy', 1, '0,01 €'],
    ['international', 99, '£0.99'],
    ['international', -250, '-£2.50'],
  ] as const)('divides amounts in cents by 100: %s %d -> %s', (id, amount, expected) => {
    expect(formatMoney({ amount, variant: variants[id], inCents: true })).toBe(expected);
  });

  it('rounds to the cent, and drops decimals that round to zero', () => {
    const variant = variants.international;
    expect(formatMoney({ amount: 10.004, variant })).toBe('£10');
    expect(formatMoney({ amount: 10.006, variant })).toBe('£10.01');
    expect(formatMoney({ amount: 9.999, variant })).toBe('£10');
    expect(formatMoney({ amount: 0.1 + 0.2, variant })).toBe('£0.30');
  });

  it('shows no minus sign for an amount that rounds to zero', () => {
    expect(formatMoney({ amount: -0.001, variant: variants.italy })).toBe('0 €');
    expect(formatMoney({ amount: -0, variant: variants.italy })).toBe('0 €');
  });

  it.each([NaN, Infinity, -Infinity])('refuses %d', (amount) => {
    expect(() => formatMoney({ amount, variant: variants.italy })).toThrow(RangeError);
  });

  const variantArb = fc.constantFrom<VariantId>(...variantIds);

  it('property: cents and whole amounts give the same text', () => {
    fc.assert(
      fc.property(variantArb, fc.integer({ min: -1e12, max: 1e12 }), (id, cents) => {
        const variant = variants[id];
        expect(formatMoney({ amount: cents, variant, inCents: true })).toBe(
          formatMoney({ amount: cents / 100, variant }),
        );
      }),
    );
  });

  it('property: the text reads back as the amount, with 0 or 2 decimals', () => {
    fc.assert(
      fc.property(variantArb, fc.integer({ min: -1e12, max: 1e12 }), (id, cents) => {
        const variant = variants[id];
        const { symbol, thousandSeparator, decimalSeparator } = variant.currency;
        const text = formatMoney({ amount: cents, variant, inCents: true });
        expect(text.split(symbol)).toHaveLength(2);
        const digits = text.replace(symbol, '').trim().replaceAll(thousandSeparator, '');
        const [whole = '', fraction] = digits.split(decimalSeparator);
        expect(fraction === undefined || fraction.length === 2).toBe(true);
        expect(fraction === undefined).toBe(cents % 100 === 0);
        expect(Number(`${whole}${fraction ?? '00'}`)).toBe(cents);
      }),
    );
  });

  it('property: a negative amount is its opposite with a leading minus', () => {
    fc.assert(
      fc.property(variantArb, fc.integer({ min: 1, max: 1e12 }), (id, cents) => {
        const variant = variants[id];
        expect(formatMoney({ amount: -cents, variant, inCents: true })).toBe(
          `-${formatMoney({ amount: cents, variant, inCents: true })}`,
        );
      }),
    );
  });

  describe("an amount in another currency than the variant's", () => {
    it.each([
      ['italy', 'GBP', 123450, '£1.234,50'],
      ['italy', 'EUR', 123450, '1.234,50 €'],
      ['international', 'EUR', 123450, '1,234.50 €'],
      ['international', 'GBP', 123450, '£1,234.50'],
      ['germany', 'USD', 99900, '$999'],
      ['english', 'GBP', 5000, '£50'],
    ] as const)('%s shows %s %i cents as %s', (variant, currency, amount, expected) => {
      expect(formatMoney({ amount, variant: variants[variant], inCents: true, currency })).toBe(
        expected,
      );
    });
  });
});
