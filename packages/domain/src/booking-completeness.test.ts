import { describe, expect, it } from 'vitest';
import { getBookingCompleteness, type DocumentStatus } from './booking-completeness';

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
