import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcPayloads } from '../db/schema';
import { findActiveOperatorClient } from '../modules/operator/clients';

/** Models whose records belong to a grant (revoked together by `revokeByGrantId`). */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/**
 * oidc-provider's persistence in the `oidc_payloads` table, so sessions, grants, codes and tokens
 * survive a restart and are shared by every instance. One adapter instance per model.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  private notExpired() {
    return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined) {
    const expiresAt =
      typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const { consumed: _consumed, ...stored } = payload;
    const values = {
      payload: stored,
      grantId: grantable.has(this.model) && payload.grantId ? payload.grantId : null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...values })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
  }

  private async findOne(where: SQL) {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), where, this.notExpired()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }

  find(id: string) {
    return this.findOne(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string) {
    return this.findOne(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findOne(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string) {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string) {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string) {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
  }
}

/**
 * The provider's `Client` model: the operator clients registered with `npm run operator`. Read
 * only (no dynamic registration); a revoked client is not found, so it gets no new token.
 */
export class OperatorClientAdapter implements Adapter {
  constructor(private readonly db: Database) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    const client = await findActiveOperatorClient(this.db, id);
    if (!client) return undefined;
    return {
      client_id: client.id,
      client_name: client.name,
      // The SHA-256 of the secret; the provider's secret comparison is patched to hash first.
      client_secret: client.secretHash,
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_basic',
    };
  }

  async findByUid() {
    return undefined;
  }

  async findByUserCode() {
    return undefined;
  }

  async upsert() {
    throw new Error('operator clients are registered with `npm run operator`');
  }

  async consume() {}

  async destroy() {}

  async revokeByGrantId() {}
}

/** Removes records past their expiry (the provider ignores them already; this only frees space). */
export async function deleteExpiredOidcPayloads(db: Database) {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}

/**
 * Ends every sign-in session the embedded provider holds for an account (on any browser): the
 * next /login asks for the password, whether or not the end-session confirmation was posted.
 */
export async function endProviderSessions(db: Database, accountId: string) {
  await db
    .delete(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, 'Session'),
        sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`,
      ),
    );
}
