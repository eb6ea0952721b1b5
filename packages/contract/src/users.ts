import { z } from 'zod';

export const genderSchema = z.enum(['F', 'M']);

export const consentsSchema = z.object({
  privacyPolicy: z.boolean(),
  termsAndConditions: z.boolean(),
  marketing: z.boolean(),
  newsletter: z.boolean(),
});

export const phoneSchema = z.object({
  /** ISO 3166-1 alpha-2 country whose calling code prefixes the number. */
  country: z.string().length(2),
  number: z.string(),
});

export const emergencyContactSchema = z.object({
  name: z.string().nullable(),
  relation: z.string().nullable(),
  phone: phoneSchema.nullable(),
});

export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.email(),
    name: z.string(),
    lastname: z.string(),
    fullName: z.string(),
    gender: genderSchema.nullable(),
    pictureImage: z.string().nullable(),
    birthday: z.iso.date().nullable(),
    citizenship: z.string().nullable(),
    taxCode: z.string().nullable(),
    birthCity: z.string().nullable(),
    mobilePhone: phoneSchema.nullable(),
    emergencyContact: emergencyContactSchema,
    specialNeeds: z.string().nullable(),
    consents: consentsSchema,
  })
  .meta({ id: 'User' });

export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ data: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });
