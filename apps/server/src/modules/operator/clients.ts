import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isOperatorScope, type OperatorScope } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { operatorClients } from '../../db/schema-operator';

/** Operator client ids carry this prefix, so the provider tells them from its first-party client. */
export const operatorClientPrefix = 'op_';

export interface OperatorClient {
  id: string;
  name: string;
  scopes: OperatorScope[];
  createdAt: Date;
  revokedAt: Date | null;
}

export class OperatorClientError extends Error {}

/**
 * The secret is 256 random bits: a slow password hash adds nothing against guessing, a plain
 * SHA-256 keeps the token endpoint fast and a stolen table useless.
 */
export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

export function clientSecretMatches(secret: string, storedHash: string): boolean {
  const actual = Buffer.from(hashClientSecret(secret));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function parseScopes(list: string): OperatorScope[] {
  const scopes = [...new Set(list.split(/[\s,]+/).filter(Boolean))];
  const unknown = scopes.filter((scope) => !isOperatorScope(scope));
  if (unknown.length > 0) throw new OperatorClientError(`unknown scope: ${unknown.join(', ')}`);
  if (scopes.length === 0) throw new OperatorClientError('at least one scope is needed');
  return scopes as OperatorScope[];
}

/** Registers a client; its secret is returned here only, never stored in clear. */
export async function createOperatorClient(
  db: Database,
  input: { name: string; scopes: OperatorScope[] },
): Promise<{ client: OperatorClient; secret: string }> {
  const name = input.name.trim();
  if (!name || name.length > 200 || /[\p{Cc}]/u.test(name)) {
    throw new OperatorClientError('the name must be one line of 1 to 200 characters');
  }
  const id = `${operatorClientPrefix}${randomBytes(12).toString('base64url')}`;
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(operatorClients)
    .values({ id, name, secretHash: hashClientSecret(secret), scopes: input.scopes })
    .returning();
  return { client: toClient(row!), secret };
}

/** An active (not revoked) client with its secret hash, for the token endpoint. */
export async function findActiveOperatorClient(db: Database, id: string) {
  if (!id.startsWith(operatorClientPrefix)) return undefined;
  const [row] = await db
    .select()
    .from(operatorClients)
    .where(and(eq(operatorClients.id, id), isNull(operatorClients.revokedAt)))
    .limit(1);
  return row ? { ...toClient(row), secretHash: row.secretHash } : undefined;
}

export async function listOperatorClients(db: Database): Promise<OperatorClient[]> {
  const rows = await db.select().from(operatorClients).orderBy(asc(operatorClients.createdAt));
  return rows.map(toClient);
}

/** Stops the client getting new tokens; tokens it holds are refused from the next request. */
export async function revokeOperatorClient(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(operatorClients)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorClients.id, id), isNull(operatorClients.revokedAt)))
    .returning({ id: operatorClients.id });
  return rows.length > 0;
}

function toClient(row: typeof operatorClients.$inferSelect): OperatorClient {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes.filter(isOperatorScope),
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
  };
}
