import type { CurrencyCode, Variant } from './variants';

const symbols: Record<CurrencyCode, string> = { EUR: '€', GBP: '£', USD: '$' };

/** Where a currency's symbol goes when it is not the variant's own (app-shell §9). */
const foreignPatterns: Record<CurrencyCode, string> = { EUR: '%v %s', GBP: '%s%v', USD: '%s%v' };

/**
 * Intl does the rounding and the digit grouping; the variant's currency settings
 * give the separators, the symbol and where it goes. A fixed numbering locale keeps
 * the parts predictable (Intl's own locale data would give '1234,50 €' in Spain and a
 * narrow no-break space in France, which the spec does not want).
 */
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
  signDisplay: 'negative',
});

/**
 * Formats an amount with the variant's currency (app-shell §9, account-area §9).
 *
 * - 2 decimals when the amount, rounded to the cent, has a fraction; otherwise none.
 * - `inCents` amounts are divided by 100 first.
 * - A negative amount keeps its sign before the symbol: '-£1,234.50', '-1.234,50 €'.
 * - `currency` names the amount's own currency when it may differ from the variant's (a GBP
 *   booking seen on the Italian site): its symbol and symbol position, the variant's separators.
 *
 * Throws a RangeError for NaN and infinite amounts, which have no sensible display.
 */
export function formatMoney({
  amount,
  variant,
  inCents = false,
  currency = variant.currency.code,
}: {
  amount: number;
  variant: Variant;
  inCents?: boolean;
  currency?: CurrencyCode;
}): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatMoney: not a finite amount: ${amount}`);
  const value = inCents ? amount / 100 : amount;
  const { decimalSeparator, thousandSeparator } = variant.currency;
  const own = currency === variant.currency.code;
  const symbol = own ? variant.currency.symbol : symbols[currency];
  const pattern = own ? variant.currency.pattern : foreignPatterns[currency];

  let sign = '';
  let integer = '';
  let fraction = '';
  for (const part of twoDecimals.formatToParts(value)) {
    if (part.type === 'minusSign') sign = '-';
    else if (part.type === 'integer') integer += part.value;
    else if (part.type === 'group') integer += thousandSeparator;
    else if (part.type === 'fraction') fraction = part.value;
  }
  const digits = fraction === '00' ? integer : `${integer}${decimalSeparator}${fraction}`;
  return sign + pattern.replace('%s', symbol).replace('%v', digits);
}
