import { z } from 'zod';

/*
 * What a browser's WebAuthn answer looks like on the wire: the passkeys' screens and the account
 * deletion's passkey confirmation read it. Its own file so that the contract's start part, which
 * holds the deletion notice (account-deletion.ts), does not build the passkeys' schemas.
 */

/** Base64url text of at most `max` characters, as WebAuthn's JSON encodes its bytes. */
export const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');

/**
 * WebAuthn's `AuthenticationResponseJSON`: what the provider's sign-in page posts (as a form
 * field holding this JSON) after the browser signed the challenge with a passkey.
 */
export const passkeyAuthenticationResponseSchema = z
  .object({
    id: base64url(1024),
    rawId: base64url(1024),
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url(8192),
      authenticatorData: base64url(65536),
      signature: base64url(8192),
      userHandle: base64url(1024).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  })
  .meta({ id: 'PasskeyAuthenticationResponse' });
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;
