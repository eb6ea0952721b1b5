import type { ResidenceAddress } from '@wayfarer/domain';
import { hashPassword } from '../../auth/password';
import type { Database } from '../client';
import { users } from '../schema';
import { userAddresses } from '../schema-addresses';

export const demoPassword = 'wayfarer-demo';

interface DemoTraveller {
  id: string;
  email: string;
  name: string;
  lastname: string;
  gender?: 'F' | 'M';
  birthday?: string;
  citizenship?: string;
  birthCity?: string;
  mobilePhoneCountry?: string;
  mobilePhoneNumber?: string;
  /** Privacy policy and terms and conditions. */
  consents: boolean;
  /** Marketing and newsletter. */
  communications?: boolean;
  residence?: Omit<ResidenceAddress, 'addressType'>;
}

export const demoTravellers = {
  /**
   * The main demo traveller: bookings of every kind, a partly filled registry (no tax code, no
   * emergency contact yet) with a residence address, every consent given.
   */
  demo: {
    id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a01',
    email: 'demo@wayfarer.test',
    name: 'Giulia',
    lastname: 'Rossi',
    gender: 'F',
    birthday: '1992-04-18',
    citizenship: 'IT',
    birthCity: 'Bologna',
    mobilePhoneCountry: 'IT',
    mobilePhoneNumber: '3471234567',
    consents: true,
    communications: true,
    residence: {
      country: 'IT',
      address: "Via dell'Indipendenza",
      houseNumber: '12',
      notes: null,
      zipCode: '40121',
      city: 'Bologna',
      state: 'BO',
    },
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
  /**
   * The personal-data end-to-end test's own traveller (it fills the registry in): partly filled,
   * no residence, no billing data.
   */
  registry: {
    id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a04',
    email: 'registry@wayfarer.test',
    name: 'Marco',
    lastname: 'Bianchi',
    gender: 'M',
    birthday: '1985-12-10',
    citizenship: 'IT',
    mobilePhoneCountry: 'IT',
    mobilePhoneNumber: '3351234567',
    consents: true,
  },
  /**
   * Another traveller who has not accepted the privacy policy, for the end-to-end test that
   * accepts it (the privacy traveller above stays as it is for the other tests).
   */
  consents: {
    id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a05',
    email: 'consents@wayfarer.test',
    name: 'Chiara',
    lastname: 'Neri',
    consents: false,
  },
} as const satisfies Record<string, DemoTraveller>;

export async function seedUsers(db: Database) {
  const passwordHash = await hashPassword(demoPassword);
  for (const traveller of Object.values(demoTravellers) as DemoTraveller[]) {
    const { consents, communications = false, residence, ...fields } = traveller;
    const inserted = await db
      .insert(users)
      .values({
        ...fields,
        passwordHash,
        consentPrivacyPolicy: consents,
        consentTermsAndConditions: consents,
        consentMarketing: communications,
        consentNewsletter: communications,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Addresses only with a new user: a traveller's own changes survive a restart.
    if (residence && inserted.length > 0) {
      await db
        .insert(userAddresses)
        .values({ userId: traveller.id, addressType: 'RESIDENCE', position: 0, ...residence })
        .onConflictDoNothing();
    }
  }
}
