import { meResponseSchema } from '@wayfarer/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../src/lib/response-serializer';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const user = {
  id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a01',
  email: 'demo@wayfarer.test',
  name: 'Giulia',
  lastname: 'Rossi',
  fullName: 'Giulia Rossi',
  gender: 'F',
  pictureImage: null,
  birthday: '1992-04-18',
  citizenship: 'IT',
  taxCode: null,
  birthCity: null,
  mobilePhone: { country: 'IT', number: '3471234567' },
  emergencyContact: { name: null, relation: null, phone: null },
  specialNeeds: null,
  consents: { privacyPolicy: true, termsAndConditions: true, marketing: false, newsletter: true },
};

describe('the response serializer', () => {
  it('writes what zod would, and nothing the contract does not name', () => {
    const serialize = serializerFor(meResponseSchema);
    const written = serialize({ data: { ...user, passwordHash: 'scrypt$secret', internal: 1 } });
    expect(written).not.toContain('secret');
    expect(written).not.toContain('internal');
    expect(JSON.parse(written)).toEqual(z.encode(meResponseSchema, { data: user } as never));
  });

  it('fails the response when a required property is missing', () => {
    const serialize = serializerFor(meResponseSchema);
    const { email: _email, ...withoutEmail } = user;
    expect(() => serialize({ data: withoutEmail })).toThrow(/email/);
  });

  it('writes nullable fields and objects, null or not, and nothing unnamed inside them', () => {
    const person = z
      .object({ name: z.string(), city: z.string().nullable() })
      .meta({ id: 'Person' });
    const schema = z.object({
      at: z.iso.datetime().nullable(),
      coordinator: person.nullable(),
      backup: person.nullable(),
      seats: z.number().int().nullable(),
      tags: z.array(z.string().nullable()),
    });
    const serialize = serializerFor(schema);
    const value = {
      at: '2026-11-22T10:00:00.000Z',
      coordinator: { name: 'Ada', city: null, passwordHash: 'secret' },
      backup: null,
      seats: null,
      tags: ['a', null],
    };
    const written = serialize(value);
    expect(written).not.toContain('secret');
    expect(JSON.parse(written)).toEqual(z.encode(schema, value as never));
    expect(JSON.parse(serialize({ ...value, at: null, seats: 3 }))).toMatchObject({
      at: null,
      seats: 3,
    });
  });

  it("keeps zod's encoder for what JSON Schema cannot say, such as dates", () => {
    const schema = z.object({ at: z.date() });
    const serialize = serializerFor(schema);
    expect(serialize({ at: new Date('2026-11-22T10:00:00Z') })).toBe(
      '{"at":"2026-11-22T10:00:00.000Z"}',
    );
    expect(() => serialize({ at: 'not a date' })).toThrow();
  });
});
