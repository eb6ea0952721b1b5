import type { Database } from '../client';
import { identityDocuments } from '../schema-documents';
import { demoTravellers } from './users';
import { dayMs } from './seed-helpers';

const day = (offset: number, now = new Date()) =>
  new Date(now.getTime() + offset * dayMs).toISOString().slice(0, 10);

/*
 * The demo traveller's documents, recorded without an image (as customer care would): an identity
 * card checked and approved, which expires about seven months from the first start, so that it
 * shows as expiring on the trips that end less than six months before that; and a driving
 * licence waiting for a person. No passport: the traveller page asks for none while the card is
 * usable, and the upload wizard adds one. Inserted once: what the traveller uploads replaces them.
 */
export async function seedDocuments(db: Database, now = new Date()) {
  const { demo } = demoTravellers;
  const verifiedAt = now.toISOString();
  await db
    .insert(identityDocuments)
    .values([
      {
        userId: demo.id,
        type: 'IDENTITY_CARD',
        number: 'CA48215KR',
        issuingCountry: 'IT',
        issueDate: day(-3400, now),
        expiryDate: day(210, now),
        status: 'APPROVED',
        verification: {
          outcome: 'APPROVED',
          fields: [],
          image: [],
          reviewReason: null,
          verifiedAt,
        },
      },
      {
        userId: demo.id,
        type: 'DRIVING_LICENCE',
        number: 'BO5123456K',
        issuingCountry: 'IT',
        issueDate: day(-560, now),
        expiryDate: day(3100, now),
        status: 'TO_VALIDATE',
        verification: {
          outcome: 'TO_VALIDATE',
          fields: [],
          image: [],
          reviewReason: 'PRINTED_FIELDS_UNREADABLE',
          verifiedAt,
        },
      },
    ])
    .onConflictDoNothing();
}
