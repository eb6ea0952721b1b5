import { describe, expect, it } from 'vitest';
import {
  getAbsentDocumentStatus,
  getBookingCompleteness,
  type DocumentStatus,
} from './booking-completeness';

describe('getBookingCompleteness', () => {
  it.each([
    // errors,                                 documents,              traveller, payment, documents
    [[], [], false, false, false],
    [null, undefined, false, false, false],
    [['PAYMENT'], [], false, true, false],
    [['TRAVELER_DATA'], [], true, false, false],
    [['DOCUMENTS'], [], false, false, true],
    [['PAYMENT', 'TRAVELER_DATA'], ['APPROVED'], true, true, false],
    [['SOMETHING_ELSE'], [], false, false, false],
    [[], ['MISSING'], false, false, true],
    [[], ['REJECTED'], false, false, true],
    [[], ['EXPIRED'], false, false, true],
    [[], ['APPROVED', 'EXPIRING', 'UPLOADED', 'TO_VALIDATE', 'NOT_NEEDED'], false, false, false],
    [[], ['APPROVED', 'MISSING'], false, false, true],
  ] as const)(
    'errors %j, documents %j: traveller data %s, payment %s, documents %s',
    (errors, documentStatuses, travelerDataToComplete, paymentToComplete, documentsToComplete) => {
      const statuses = documentStatuses as readonly DocumentStatus[] | undefined;
      expect(getBookingCompleteness({ errors, documentStatuses: statuses })).toEqual({
        complete: !travelerDataToComplete && !paymentToComplete && !documentsToComplete,
        travelerDataToComplete,
        paymentToComplete,
        documentsToComplete,
      });
    },
  );
});

describe('getAbsentDocumentStatus', () => {
  it('requires nothing without a trip ahead', () => {
    for (const type of ['PASSPORT', 'IDENTITY_CARD', 'DRIVING_LICENCE'] as const) {
      expect(getAbsentDocumentStatus({ type, hasTripAhead: false })).toBe('NOT_NEEDED');
    }
  });

  it('asks for a travel document before a trip, never for a driving licence', () => {
    expect(getAbsentDocumentStatus({ type: 'PASSPORT', hasTripAhead: true })).toBe('MISSING');
    expect(getAbsentDocumentStatus({ type: 'DRIVING_LICENCE', hasTripAhead: true })).toBe(
      'NOT_NEEDED',
    );
  });

  it('is satisfied by the other travel document when it is usable', () => {
    const passport = (other: 'APPROVED' | 'REJECTED' | 'TO_VALIDATE') =>
      getAbsentDocumentStatus({
        type: 'PASSPORT',
        hasTripAhead: true,
        otherTravelDocumentStatus: other,
      });
    expect(passport('APPROVED')).toBe('NOT_NEEDED');
    expect(passport('TO_VALIDATE')).toBe('NOT_NEEDED');
    expect(passport('REJECTED')).toBe('MISSING');
  });
});
