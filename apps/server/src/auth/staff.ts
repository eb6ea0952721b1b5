import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { StaffRole } from '@wayfarer/contract';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { staffMembers } from '../db/schema-staff';

export async function findStaffRole(db: Database, userId: string): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId))
    .limit(1);
  return row?.role ?? null;
}

export async function findStaffMember(db: Database, userId: string) {
  const [row] = await db
    .select({
      userId: staffMembers.userId,
      role: staffMembers.role,
      totpSecret: staffMembers.totpSecret,
      totpLastStep: staffMembers.totpLastStep,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffMembers.userId, userId))
    .limit(1);
  return row;
}

export const totpIssuer = 'Wayfarer staff';
/** One period either side: an authenticator's clock a little off still works. */
const totpTolerance = 30;

export function newTotpSecret() {
  return generateSecret();
}

/** The otpauth:// address and its QR code (an SVG) for an authenticator app. */
export async function totpEnrolment(email: string, secret: string) {
  const uri = generateURI({ issuer: totpIssuer, label: email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, width: 200 });
  return { uri, qrSvg };
}

/**
 * Checks a code against `secret` and, when it is right, records its time step (and, at the set-up,
 * the secret itself): the same code is never accepted twice.
 */
export async function acceptTotpCode(
  db: Database,
  member: { userId: string; totpLastStep: number | null },
  secret: string,
  code: string,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: totpTolerance,
    ...(member.totpLastStep !== null ? { afterTimeStep: member.totpLastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  // TOTP results carry their time step (HOTP ones, not asked for here, do not).
  if (!result.valid || !('timeStep' in result)) return false;
  const updated = await db
    .update(staffMembers)
    .set({ totpSecret: secret, totpLastStep: result.timeStep })
    .where(eq(staffMembers.userId, member.userId))
    .returning({ userId: staffMembers.userId });
  return updated.length === 1;
}

/**
 * The proof, carried by the second-factor form, that the password of `userId` was right in this
 * sign-in interaction; with the secret being set up, so it cannot be swapped on the way.
 */
export interface PasswordProof {
  uid: string;
  userId: string;
  setupSecret: string | null;
  expiresAt: number;
}

const proofTtlMs = 10 * 60 * 1000;

export function signPasswordProof(
  key: Buffer,
  proof: Omit<PasswordProof, 'expiresAt'>,
  now = Date.now(),
) {
  const body = Buffer.from(JSON.stringify({ ...proof, expiresAt: now + proofTtlMs })).toString(
    'base64url',
  );
  const mac = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function openPasswordProof(
  key: Buffer,
  token: unknown,
  uid: string,
  now = Date.now(),
): PasswordProof | null {
  if (typeof token !== 'string') return null;
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const proof = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PasswordProof;
    if (proof.uid !== uid || proof.expiresAt <= now) return null;
    return proof;
  } catch {
    return null;
  }
}
