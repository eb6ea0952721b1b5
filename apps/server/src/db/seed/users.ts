import { hashPassword } from '../../auth/password';
import type { Database } from '../client';
import { users } from '../schema';

export const demoPassword = 'wayfarer-demo';

export const demoTravellers = {
  /** The main demo traveller: bookings of every kind, a partly filled registry. */
  demo: {
    id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a01',
    email: 'demo@wayfarer.test',
    name: 'Giulia',
    lastname: 'Rossi',
    gender: 'F' as const,
    birthday: '1992-04-18',
    citizenship: 'IT',
    birthCity: 'Bologna',
    mobilePhoneCountry: 'IT',
    mobilePhoneNumber: '3471234567',
    consents: true,
  },
  /** A traveller with no bookings yet (the empty states). */
  newcomer: {
    id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a02',
    email: 'new@wayfarer.test',
    name: 'Sam',
    lastname: 'Taylor',
    consents: true,
  },
  /** A traveller who has not accepted the current privacy policy. */
  privacy: {
    id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a03',
    email: 'privacy@wayfarer.test',
    name: 'Lena',
    lastname: 'Weber',
    consents: false,
  },
} as const;

export async function seedUsers(db: Database) {
  const passwordHash = await hashPassword(demoPassword);
  for (const traveller of Object.values(demoTravellers)) {
    const { consents, ...fields } = traveller;
    await db
      .insert(users)
      .values({
        ...fields,
        passwordHash,
        consentPrivacyPolicy: consents,
        consentTermsAndConditions: consents,
      })
      .onConflictDoNothing();
  }
}
