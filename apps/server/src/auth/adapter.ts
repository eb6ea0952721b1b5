import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcPayloads } from '../db/schema';

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
