import { z } from 'zod';
import { singleLineText } from './text';
import { base64url } from './webauthn';

/*
 * Passkeys (issue 22): a traveller's WebAuthn credentials, added on the account page and used to
 * sign in on the embedded provider's page. The ceremonies' options and answers are WebAuthn's own
 * JSON forms (base64url for every binary value).
 */

export const passkeysApiPaths = {
  list: '/api/users/me/passkeys',
  registrationOptions: '/api/users/me/passkeys/registration-options',
  one: '/api/users/me/passkeys/:id',
  /** POST: options to confirm it is the traveller (e.g. before deleting the account). */
  confirmationOptions: '/api/users/me/passkeys/confirmation-options',
} as const;

/** Longest passkey name, in characters. */
export const maxPasskeyNameLength = 64;

export const passkeyNameSchema = singleLineText()
  .trim()
  .min(1, 'validation.required')
  .max(maxPasskeyNameLength);

export const passkeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    /** When it last signed the traveller in; null until it has. */
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Synced between the traveller's devices (a password manager, a platform account). */
    synced: z.boolean(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z
  .object({ data: z.array(passkeySchema) })
  .meta({ id: 'PasskeysResponse' });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

export const passkeyResponseSchema = z
  .object({ data: passkeySchema })
  .meta({ id: 'PasskeyResponse' });

export const passkeyParamsSchema = z.object({ id: z.uuid() });

/** `POST …/registration-options`: adding a passkey is confirmed with the current password. */
export const passkeyRegistrationOptionsBodySchema = z
  .object({ currentPassword: z.string().min(1).max(1024) })
  .meta({ id: 'PasskeyRegistrationOptionsBody' });

const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(transportSchema).optional(),
});

/** WebAuthn's `PublicKeyCredentialCreationOptionsJSON`, to hand to the browser as it is. */
export const passkeyRegistrationOptionsSchema = z
  .object({
    challenge: z.string(),
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
      })
      .optional(),
    hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
    extensions: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'PasskeyRegistrationOptions' });
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

export const passkeyRegistrationOptionsResponseSchema = z
  .object({ data: passkeyRegistrationOptionsSchema })
  .meta({ id: 'PasskeyRegistrationOptionsResponse' });

/** WebAuthn's `RegistrationResponseJSON`, as the browser answers the options. */
export const passkeyRegistrationResponseSchema = z
  .object({
    id: base64url(1024),
    rawId: base64url(1024),
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url(8192),
      attestationObject: base64url(65536),
      authenticatorData: base64url(65536).optional(),
      transports: z.array(z.string().max(32)).max(16).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(8192).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  })
  .meta({ id: 'PasskeyRegistrationResponse' });

export {
  passkeyAuthenticationResponseSchema,
  type PasskeyAuthenticationResponse,
} from './webauthn';

/** `POST /api/users/me/passkeys`: the browser's answer, and a name (else one from the browser). */
export const passkeyCreateBodySchema = z
  .object({
    name: passkeyNameSchema.optional(),
    response: passkeyRegistrationResponseSchema,
  })
  .meta({ id: 'PasskeyCreateBody' });
export type PasskeyCreateBody = z.infer<typeof passkeyCreateBodySchema>;

export const passkeyRenameBodySchema = z
  .object({ name: passkeyNameSchema })
  .meta({ id: 'PasskeyRename' });
export type PasskeyRename = z.infer<typeof passkeyRenameBodySchema>;

/** `DELETE /api/users/me/passkeys/{id}` answers 204 with no body. */
export const deletePasskeyResponseSchema = z.undefined();

/**
 * `POST …/confirmation-options`: WebAuthn's `PublicKeyCredentialRequestOptionsJSON` for
 * `navigator.credentials.get`, limited to the traveller's own passkeys, user verification required.
 */
export const passkeyConfirmationOptionsSchema = z
  .object({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
    extensions: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'PasskeyConfirmationOptions' });
export type PasskeyConfirmationOptions = z.infer<typeof passkeyConfirmationOptionsSchema>;

export const passkeyConfirmationOptionsResponseSchema = z
  .object({ data: passkeyConfirmationOptionsSchema })
  .meta({ id: 'PasskeyConfirmationOptionsResponse' });
