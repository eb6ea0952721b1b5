import { describe, expect, it } from 'vitest';
import { holdsReviewClaim, rejectionFindings } from './document-review';

describe('rejectionFindings', () => {
  it('turns a photo reason into an image problem', () => {
    expect(rejectionFindings('BLURRED')).toEqual({ fields: [], image: ['BLURRED'] });
  });

  it('turns a field reason into the field and its problem', () => {
    expect(rejectionFindings('EXPIRY_DATE_MISMATCH')).toEqual({
      fields: [{ field: 'expiryDate', problem: 'MISMATCH' }],
      image: [],
    });
    expect(rejectionFindings('FIRST_NAME_NOT_READABLE')).toEqual({
      fields: [{ field: 'firstName', problem: 'NOT_READABLE' }],
      image: [],
    });
  });

  it('refuses a reason the spec does not have', () => {
    expect(() => rejectionFindings('UGLY')).toThrow(RangeError);
    expect(() => rejectionFindings('NICKNAME_MISMATCH')).toThrow(RangeError);
  });
});

describe('holdsReviewClaim', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const later = new Date('2026-05-01T10:10:00Z');

  it('holds while the lease runs, for its owner only', () => {
    expect(holdsReviewClaim({ claimedBy: 'a', claimedUntil: later }, 'a', now)).toBe(true);
    expect(holdsReviewClaim({ claimedBy: 'a', claimedUntil: later }, 'b', now)).toBe(false);
  });

  it('lapses with the lease or without a claim', () => {
    expect(holdsReviewClaim({ claimedBy: 'a', claimedUntil: now }, 'a', later)).toBe(false);
    expect(holdsReviewClaim({ claimedBy: null, claimedUntil: null }, 'a', now)).toBe(false);
  });
});
