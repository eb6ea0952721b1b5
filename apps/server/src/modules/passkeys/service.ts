import { eq } from 'drizzle-orm';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import {
  passkeyAuthenticationResponseSchema,
  passkeyConfirmationOptionsSchema,
  passkeyRegistrationOptionsSchema,
  type Passkey,
  type PasskeyRegistrationOptions,
  type PasskeyAuthenticationResponse,
  type PasskeyConfirmationOptions,
  type PasskeyCreateBody,
} from '@wayfarer/contract';
import { getDefaultPasskeyName, getPasskeyRelyingParty } from '@wayfarer/domain';
import type { Config } from '../../config';
import { variantOrigins } from '../../auth/constants';
import { describeUserAgent } from '../../auth/devices';
import { verifyPassword } from '../../auth/password';
import {
  clearSignInFailures,
  recordSignInFailure,
  signInWaitSeconds,
  upsertCounter,
} from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import { rateLimits, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  deleteConfirmationChallenges,
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  markPasskeyUsed,
  renamePasskey,
  saveChallenge,
  takeChallenge,
  type ChallengeOwner,
  type PasskeyRow,
} from './repository';

/**
 * Passkeys of the embedded provider's accounts. The RP ID is the public URL's host, where the
 * provider's sign-in page is; every variant origin may run a ceremony (see
 * `getPasskeyRelyingParty`). Challenges live in the database for five minutes, each used once,
 * so any instance finishes a ceremony another started. A passkey signs in with user verification
 * (the device's PIN or biometrics): it stands for the password, never for the staff's TOTP.
 */
export interface PasskeySettings {
  rpId: string;
  rpName: string;
  origins: string[];
  relatedOrigins: string[];
}

export const challengeSeconds = 5 * 60;

export function passkeySettings(config: Config): PasskeySettings {
  return {
    ...getPasskeyRelyingParty({
      publicUrl: config.publicUrl.origin,
      variantOrigins: variantOrigins(config),
    }),
    rpName: 'Wayfarer',
  };
}

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.deviceType === 'multiDevice',
  };
}

const transports = new Set<string>(['ble', 'hybrid', 'internal', 'nfc', 'usb']);
const isTransport = (value: string): value is AuthenticatorTransport => transports.has(value);

/** The WebAuthn user handle of a traveller: the 16 bytes of their id (nothing personal). */
const userHandle = (userId: string) => Buffer.from(userId.replaceAll('-', ''), 'hex');

/** The WebAuthn library, on first use: its certificate parsing is a tenth of a second at start. */
const webauthn = () => import('@simplewebauthn/server');

const expiry = (now: Date) => new Date(now.getTime() + challengeSeconds * 1000);

/** The challenge a browser's answer signed, or undefined when its client data is unreadable. */
async function signedChallenge(clientDataJSON: string): Promise<string | undefined> {
  const { decodeClientDataJSON } = await import('@simplewebauthn/server/helpers');
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === 'string' && challenge ? challenge : undefined;
  } catch {
    return undefined;
  }
}

const refused = () =>
  new AppError('VALIDATION_FAILED', 'The passkey could not be verified.', {
    fields: { response: 'validation.passkeyRefused' },
  });

export async function listTravellerPasskeys(db: Database, userId: string): Promise<Passkey[]> {
  return (await listPasskeys(db, userId)).map(toPasskey);
}

/**
 * Options to add a passkey, once the current password is confirmed (a wrong one counts as a wrong
 * sign-in of this account from this address). `waitSeconds` when that address must wait first.
 */
export async function startPasskeyRegistration(
  db: Database,
  settings: PasskeySettings,
  { userId, ip, currentPassword }: { userId: string; ip: string; currentPassword: string },
  now = new Date(),
): Promise<{ options: PasskeyRegistrationOptions } | { waitSeconds: number }> {
  const [user] = await db
    .select({
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const attempt = { ip, email: user.email };
  const waitSeconds = await signInWaitSeconds(db, attempt, now);
  if (waitSeconds > 0) return { waitSeconds };
  if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) {
    await recordSignInFailure(db, attempt, now);
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { currentPassword: 'validation.wrongPassword' },
    });
  }
  await clearSignInFailures(db, attempt);
  const existing = await listPasskeys(db, userId);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: settings.rpName,
    rpID: settings.rpId,
    userID: userHandle(userId),
    userName: user.email,
    userDisplayName: [user.name, user.lastname].filter(Boolean).join(' ') || user.email,
    attestationType: 'none',
    timeout: challengeSeconds * 1000,
    // A passkey: kept on the authenticator (discoverable), unlocked by the traveller.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports.filter(isTransport),
    })),
  });
  await saveChallenge(db, options.challenge, { purpose: 'registration', userId }, expiry(now));
  return { options: passkeyRegistrationOptionsSchema.parse(options) };
}

/** Verifies the browser's answer to the options and keeps the new passkey. */
export async function finishPasskeyRegistration(
  db: Database,
  settings: PasskeySettings,
  {
    userId,
    body,
    userAgent,
    fallbackName,
  }: { userId: string; body: PasskeyCreateBody; userAgent: string | null; fallbackName: string },
  now = new Date(),
): Promise<Passkey> {
  const owner: ChallengeOwner = { purpose: 'registration', userId };
  const challenge = await signedChallenge(body.response.response.clientDataJSON);
  // Taken before anything else is checked: an answer is tried once, whatever goes wrong later.
  if (!challenge || !(await takeChallenge(db, challenge, owner, now))) throw refused();
  let verification;
  try {
    const { verifyRegistrationResponse } = await webauthn();
    verification = await verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: challenge,
      expectedOrigin: settings.origins,
      expectedRPID: settings.rpId,
      requireUserVerification: true,
    });
  } catch {
    throw refused();
  }
  if (!verification.verified) throw refused();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const taken = (await listPasskeys(db, userId)).map((row) => row.name);
  const name =
    body.name ??
    getDefaultPasskeyName({ ...describeUserAgent(userAgent), fallback: fallbackName, taken });
  const row = await insertPasskey(db, {
    userId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).slice(0, 16),
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name,
    createdAt: now,
  });
  // The authenticator was asked to exclude the traveller's own; another account's is refused.
  if (!row) throw new AppError('CONFLICT', 'This passkey is already registered.');
  return toPasskey(row);
}

export async function renameTravellerPasskey(
  db: Database,
  { userId, id, name }: { userId: string; id: string; name: string },
): Promise<Passkey> {
  const row = await renamePasskey(db, userId, id, name);
  if (!row) throw new AppError('NOT_FOUND');
  return toPasskey(row);
}

export async function removeTravellerPasskey(
  db: Database,
  { userId, id }: { userId: string; id: string },
) {
  if (!(await deletePasskey(db, userId, id))) throw new AppError('NOT_FOUND');
}

// ---------------------------------------------------------------------------------------------
// Sign-in on the provider's page

/** Sign-in ceremonies one address may start in a window, and failed ones it may send. */
export const passkeySignInLimits = { starts: 600, failures: 10, windowMs: 15 * 60_000 } as const;
const startsKey = (ip: string) => `passkey:starts:${ip}`;
const failuresKey = (ip: string) => `passkey:failures:${ip}`;

async function counterWaitSeconds(db: Database, key: string, limit: number, now: Date) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.resetAt <= now || row.count < limit) return 0;
  return Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000);
}

/** Seconds this address must wait before it may use a passkey to sign in (0: go ahead). */
export async function passkeySignInWaitSeconds(db: Database, ip: string, now = new Date()) {
  return Math.max(
    await counterWaitSeconds(db, startsKey(ip), passkeySignInLimits.starts, now),
    await counterWaitSeconds(db, failuresKey(ip), passkeySignInLimits.failures, now),
  );
}

const window = { windowMs: passkeySignInLimits.windowMs, sliding: false };

/**
 * Options of a sign-in with a discoverable passkey (no e-mail asked: the browser offers the
 * passkeys it has for the RP ID), tied to the provider's interaction. `waitSeconds` when the
 * address must wait.
 */
export async function startPasskeySignIn(
  db: Database,
  settings: PasskeySettings,
  { interactionUid, ip }: { interactionUid: string; ip: string },
  now = new Date(),
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON } | { waitSeconds: number }> {
  const waitSeconds = await passkeySignInWaitSeconds(db, ip, now);
  if (waitSeconds > 0) return { waitSeconds };
  await upsertCounter(db, startsKey(ip), now, window);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: settings.rpId,
    userVerification: 'required',
    timeout: challengeSeconds * 1000,
    allowCredentials: [],
  });
  await saveChallenge(
    db,
    options.challenge,
    { purpose: 'authentication', interactionUid },
    expiry(now),
  );
  return { options };
}

/**
 * The traveller a sign-in answer proves, or undefined (a failure, counted for the address):
 * a challenge of this interaction used once within five minutes, a passkey we know, a valid
 * signature with user verification, and the same user handle when the browser sends one.
 */
export async function finishPasskeySignIn(
  db: Database,
  settings: PasskeySettings,
  { interactionUid, ip, answer }: { interactionUid: string; ip: string; answer: unknown },
  now = new Date(),
): Promise<string | undefined> {
  const userId = await verifySignIn(db, settings, interactionUid, answer, now);
  if (!userId) await upsertCounter(db, failuresKey(ip), now, window);
  return userId;
}

async function verifySignIn(
  db: Database,
  settings: PasskeySettings,
  interactionUid: string,
  answer: unknown,
  now: Date,
) {
  let json: unknown;
  try {
    json = typeof answer === 'string' ? JSON.parse(answer) : undefined;
  } catch {
    return undefined;
  }
  const parsed = passkeyAuthenticationResponseSchema.safeParse(json);
  if (!parsed.success) return undefined;
  return verifyAssertion(db, settings, {
    response: parsed.data as AuthenticationResponseJSON,
    owner: { purpose: 'authentication', interactionUid },
    now,
  });
}

/**
 * The one check of a passkey's signature (sign-in and confirmation alike): the challenge it
 * signed, issued to `owner` and taken for its one use within five minutes; a passkey we know (of
 * `userId` when given); the same user handle when the browser sends one; a valid signature with
 * user verification. The traveller it proves, or undefined.
 */
async function verifyAssertion(
  db: Database,
  settings: PasskeySettings,
  {
    response,
    owner,
    userId,
    now,
  }: { response: AuthenticationResponseJSON; owner: ChallengeOwner; userId?: string; now: Date },
) {
  const challenge = await signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, challenge, owner, now))) return undefined;
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey || (userId !== undefined && passkey.userId !== userId)) return undefined;
  const handle = response.response.userHandle;
  if (handle && handle !== userHandle(passkey.userId).toString('base64url')) return undefined;
  try {
    const { verifyAuthenticationResponse } = await webauthn();
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: settings.origins,
      expectedRPID: settings.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports.filter(isTransport),
      },
      requireUserVerification: true,
    });
    if (!verified) return undefined;
    await markPasskeyUsed(db, passkey.id, {
      counter: authenticationInfo.newCounter,
      backedUp: authenticationInfo.credentialBackedUp,
      at: now,
    });
    return passkey.userId;
  } catch {
    // A bad signature, origin, RP ID, flags, or a counter that went backwards (a cloned key).
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Confirmation by a signed-in traveller (e.g. before deleting the account)

/**
 * Options for a signed-in traveller to prove it is them with one of their passkeys: a challenge of
 * theirs (purpose `confirmation`, never usable to sign in), their passkeys only, user verification
 * required; it replaces any earlier one of theirs still pending. 404 when they have none.
 */
export async function startPasskeyConfirmation(
  db: Database,
  settings: PasskeySettings,
  userId: string,
  now = new Date(),
): Promise<PasskeyConfirmationOptions> {
  const existing = await listPasskeys(db, userId);
  if (existing.length === 0) throw new AppError('NOT_FOUND', 'No passkey to confirm with.');
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: settings.rpId,
    userVerification: 'required',
    timeout: challengeSeconds * 1000,
    allowCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports.filter(isTransport),
    })),
  });
  // One pending confirmation per traveller (the newest): asking again and again keeps one row.
  await deleteConfirmationChallenges(db, userId);
  await saveChallenge(db, options.challenge, { purpose: 'confirmation', userId }, expiry(now));
  return passkeyConfirmationOptionsSchema.parse(options);
}

/**
 * Whether the browser's answer to `startPasskeyConfirmation`'s options proves this traveller: a
 * confirmation challenge of theirs (used once, five minutes) signed by one of their own passkeys.
 */
export async function verifyPasskeyConfirmation(
  db: Database,
  settings: PasskeySettings,
  { userId, response }: { userId: string; response: PasskeyAuthenticationResponse },
  now = new Date(),
): Promise<boolean> {
  const proven = await verifyAssertion(db, settings, {
    response: response as AuthenticationResponseJSON,
    owner: { purpose: 'confirmation', userId },
    userId,
    now,
  });
  return proven === userId;
}
