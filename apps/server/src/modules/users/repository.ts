import { eq } from 'drizzle-orm';
import type { User } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

function phone(country: string | null, number: string | null) {
  return country && number ? { country, number } : null;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    lastname: row.lastname,
    fullName: [row.name, row.lastname].filter(Boolean).join(' '),
    gender: row.gender ?? null,
    pictureImage: row.pictureImage,
    birthday: row.birthday,
    citizenship: row.citizenship,
    taxCode: row.taxCode,
    birthCity: row.birthCity,
    mobilePhone: phone(row.mobilePhoneCountry, row.mobilePhoneNumber),
    emergencyContact: {
      name: row.emergencyContactName,
      relation: row.emergencyContactRelation,
      phone: phone(row.emergencyContactPhoneCountry, row.emergencyContactPhoneNumber),
    },
    specialNeeds: row.specialNeeds,
    consents: {
      privacyPolicy: row.consentPrivacyPolicy,
      termsAndConditions: row.consentTermsAndConditions,
      marketing: row.consentMarketing,
      newsletter: row.consentNewsletter,
    },
  };
}

export async function findUserById(db: Database, id: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toUser(row) : null;
}
