import type { Language } from './variants';

export interface RefundTiming {
  /** 'days' are calendar days; 'businessDays' and 'workingDays' skip weekends and holidays, as each text says. */
  kind: 'days' | 'businessDays' | 'workingDays';
  /** 0 means "within `max`". */
  min: number;
  max: number;
  /** What the timing is promised for: any refund, or the refund of a full payment. */
  appliesTo: 'refund' | 'fullPayment';
}

/**
 * Refund timings as each language's text gives them (account-area §9). The Italian text
 * gives none: it uses the English rule.
 */
const refundTimings: Record<Language, RefundTiming> = {
  de: { kind: 'days', min: 0, max: 7, appliesTo: 'refund' },
  en: { kind: 'businessDays', min: 7, max: 10, appliesTo: 'refund' },
  it: { kind: 'businessDays', min: 7, max: 10, appliesTo: 'refund' },
  fr: { kind: 'workingDays', min: 0, max: 15, appliesTo: 'fullPayment' },
  es: { kind: 'workingDays', min: 0, max: 15, appliesTo: 'fullPayment' },
};

/** How long a refund takes, as data for the language's text. */
export function getRefundTiming({ language }: { language: Language }): RefundTiming {
  return { ...refundTimings[language] };
}

/** A cancelled booking's deposit may be refunded as a gift card valid one year (account-area §4, §9). */
export const DEPOSIT_GIFT_CARD_VALIDITY_MONTHS = 12;
