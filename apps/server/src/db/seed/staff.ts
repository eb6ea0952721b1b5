import type { StaffRole } from '@wayfarer/contract';
import { hashPassword } from '../../auth/password';
import type { Database } from '../client';
import { users } from '../schema';
import { staffMembers } from '../schema-staff';
import { demoPassword } from './users';

interface DemoStaff {
  id: string;
  email: string;
  name: string;
  lastname: string;
  role: StaffRole;
  /** Base32, listed in the README to add to an authenticator app; null: set up at first sign-in. */
  totpSecret: string | null;
}

/** The demo's care team (README "Staff console"); the same password as the travellers. */
export const demoStaff = {
  care: {
    id: '5eaf0000-0000-4000-8000-000000000001',
    email: 'care@wayfarer.test',
    name: 'Carla',
    lastname: 'Conti',
    role: 'care',
    totpSecret: 'VHW77UEMIVI2QBTD362PR5JBNW6XMBQ4',
  },
  reviewer: {
    id: '5eaf0000-0000-4000-8000-000000000002',
    email: 'reviewer@wayfarer.test',
    name: 'Rita',
    lastname: 'Ricci',
    role: 'reviewer',
    totpSecret: '7L4P5YXZWD6FB7O4KYH55F6FEMKEMKU6',
  },
  reviewer2: {
    id: '5eaf0000-0000-4000-8000-000000000003',
    email: 'reviewer2@wayfarer.test',
    name: 'Bruno',
    lastname: 'Bassi',
    role: 'reviewer',
    totpSecret: 'OXRSWULSFV5MTBAACMX5ZLAG7UXUBGMR',
  },
  admin: {
    id: '5eaf0000-0000-4000-8000-000000000004',
    email: 'admin@wayfarer.test',
    name: 'Alba',
    lastname: 'Amato',
    role: 'admin',
    totpSecret: '5QE3X35E663HIRWPLSGZWZDVLB674H3L',
  },
  newcomer: {
    id: '5eaf0000-0000-4000-8000-000000000005',
    email: 'newstaff@wayfarer.test',
    name: 'Nico',
    lastname: 'Neri',
    role: 'reviewer',
    totpSecret: null,
  },
} as const satisfies Record<string, DemoStaff>;

/**
 * A traveller with no name in the profile: the reader cannot compare a document with it, so what
 * they upload goes to a person (the staff end-to-end test's traveller).
 */
export const unnamedTraveller = {
  id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a30',
  email: 'unnamed@wayfarer.test',
} as const;

export async function seedStaff(db: Database) {
  const passwordHash = await hashPassword(demoPassword);
  for (const member of Object.values(demoStaff) as DemoStaff[]) {
    const { role, totpSecret, ...account } = member;
    await db
      .insert(users)
      .values({
        ...account,
        passwordHash,
        consentPrivacyPolicy: true,
        consentTermsAndConditions: true,
      })
      .onConflictDoNothing();
    await db
      .insert(staffMembers)
      .values({ userId: member.id, role, totpSecret })
      .onConflictDoNothing();
  }
  await db
    .insert(users)
    .values({
      ...unnamedTraveller,
      passwordHash,
      consentPrivacyPolicy: true,
      consentTermsAndConditions: true,
    })
    .onConflictDoNothing();
}
