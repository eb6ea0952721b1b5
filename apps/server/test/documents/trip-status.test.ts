import { describe, expect, it } from 'vitest';
import type { DocumentType, StoredDocumentStatus } from '@wayfarer/contract';
import {
  getDocumentTripStatus,
  getTripDocumentStatuses,
} from '../../src/modules/documents/trip-status';

const now = new Date('2026-03-01T10:00:00Z');
const trip = { startingDate: '2026-06-10', endingDate: '2026-06-20' };
const doc = (type: DocumentType, status: StoredDocumentStatus, expiryDate: string) => ({
  type,
  status,
  expiryDate,
});

describe('getDocumentTripStatus (account-area §4, judged against the trip)', () => {
  it.each([
    [
      'an approved passport valid long after the trip',
      doc('PASSPORT', 'APPROVED', '2030-01-01'),
      'APPROVED',
    ],
    [
      'an approved passport expiring within 6 months after the trip',
      doc('PASSPORT', 'APPROVED', '2026-12-19'),
      'EXPIRING',
    ],
    [
      'an approved passport valid exactly 6 months after the trip',
      doc('PASSPORT', 'APPROVED', '2026-12-20'),
      'APPROVED',
    ],
    [
      'an approved passport expiring during the trip',
      doc('PASSPORT', 'APPROVED', '2026-06-15'),
      'EXPIRING',
    ],
    [
      'a passport expiring before the trip starts',
      doc('PASSPORT', 'APPROVED', '2026-06-09'),
      'EXPIRED',
    ],
    ['a passport expired already', doc('PASSPORT', 'TO_VALIDATE', '2026-02-28'), 'EXPIRED'],
    [
      'a licence valid until the last day of the trip',
      doc('DRIVING_LICENCE', 'APPROVED', '2026-06-20'),
      'APPROVED',
    ],
    [
      'a licence expiring during the trip',
      doc('DRIVING_LICENCE', 'APPROVED', '2026-06-19'),
      'EXPIRING',
    ],
    [
      'an uploaded identity card being verified',
      doc('IDENTITY_CARD', 'UPLOADED', '2030-01-01'),
      'UPLOADED',
    ],
    [
      'an identity card waiting for a person',
      doc('IDENTITY_CARD', 'TO_VALIDATE', '2026-07-01'),
      'TO_VALIDATE',
    ],
    ['a rejected document, even expired', doc('PASSPORT', 'REJECTED', '2020-01-01'), 'REJECTED'],
  ] as const)('%s: %s', (_name, document, expected) => {
    expect(getDocumentTripStatus({ document, trip, now })).toBe(expected);
  });

  it('counts six months from the last day, clamped to the end of a shorter month', () => {
    const endOfAugust = { startingDate: '2026-08-20', endingDate: '2026-08-31' };
    const passport = (expiryDate: string) => doc('PASSPORT', 'APPROVED', expiryDate);
    expect(
      getDocumentTripStatus({ document: passport('2027-02-27'), trip: endOfAugust, now }),
    ).toBe('EXPIRING');
    expect(
      getDocumentTripStatus({ document: passport('2027-02-28'), trip: endOfAugust, now }),
    ).toBe('APPROVED');
  });
});

describe('getTripDocumentStatuses', () => {
  const statuses = (documents: ReturnType<typeof doc>[]) =>
    getTripDocumentStatuses({ documents, trip, now }).map(({ type, status }) => [type, status]);

  it('asks for a travel document when there is none; a licence is never needed', () => {
    expect(statuses([])).toEqual([
      ['PASSPORT', 'MISSING'],
      ['IDENTITY_CARD', 'MISSING'],
      ['DRIVING_LICENCE', 'NOT_NEEDED'],
    ]);
  });

  it('needs one travel document: the other is not needed while it is usable', () => {
    expect(statuses([doc('IDENTITY_CARD', 'APPROVED', '2030-01-01')])).toEqual([
      ['PASSPORT', 'NOT_NEEDED'],
      ['IDENTITY_CARD', 'APPROVED'],
      ['DRIVING_LICENCE', 'NOT_NEEDED'],
    ]);
    expect(statuses([doc('PASSPORT', 'TO_VALIDATE', '2030-01-01')])[1]).toEqual([
      'IDENTITY_CARD',
      'NOT_NEEDED',
    ]);
  });

  it('asks for the other travel document when the one given is rejected or expired', () => {
    expect(statuses([doc('PASSPORT', 'REJECTED', '2030-01-01')])[1]).toEqual([
      'IDENTITY_CARD',
      'MISSING',
    ]);
    expect(statuses([doc('PASSPORT', 'APPROVED', '2026-05-01')])).toEqual([
      ['PASSPORT', 'EXPIRED'],
      ['IDENTITY_CARD', 'MISSING'],
      ['DRIVING_LICENCE', 'NOT_NEEDED'],
    ]);
  });

  it('gives each type its own document', () => {
    const licence = doc('DRIVING_LICENCE', 'APPROVED', '2030-01-01');
    const result = getTripDocumentStatuses({ documents: [licence], trip, now });
    expect(result[2]).toEqual({ type: 'DRIVING_LICENCE', status: 'APPROVED', document: licence });
    expect(result[0]!.document).toBeNull();
  });
});
