import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import { and, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import * as client from 'openid-client';
import type { Database, DatabaseHandle, DatabaseChannel } from '../db/client';
import type { StaffRole } from '@wayfarer/contract';
import { oidcPayloads, sessions } from '../db/schema';
import { staffMembers } from '../db/schema-staff';
import type { OidcClient } from './oidc-client';
import { sessionLifetimeSeconds } from './constants';

/** Plain-http localhost (and *.localhost) is the one place a cookie can be neither Secure nor __Host-. */
export function isPlainHttpLocalhost(request: FastifyRequest) {
  const host = request.hostname;
  return request.protocol === 'http' && (host === 'localhost' || host.endsWith('.localhost'));
}

export function sessionCookieName(request: FastifyRequest) {
  return isPlainHttpLocalhost(request) ? 'wayfarer_session' : '__Host-wayfarer_session';
}

export function loginCookieName(request: FastifyRequest) {
  return isPlainHttpLocalhost(request) ? 'wayfarer_login' : '__Host-wayfarer_login';
}

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: !isPlainHttpLocalhost(request),
    maxAge: maxAgeSeconds,
  };
}

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(name, value, cookieOptions(request, maxAgeSeconds));
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string) {
  const { maxAge: _maxAge, ...options } = cookieOptions(request, 0);
  reply.clearCookie(name, options);
}

export function hashSessionId(id: string) {
  return createHash('sha256').update(id).digest('hex');
}

/** 256 random bits, base64url: the only thing the browser holds. */
function newSessionId() {
  return randomBytes(32).toString('base64url');
}

const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

export interface TokenSet {
  accessToken: string;
  expiresInSeconds: number | undefined;
  refreshToken: string | undefined;
  idToken: string | undefined;
}

/** Access tokens without `expires_in` are refreshed after this long. */
const defaultAccessTokenSeconds = 5 * 60;
/** An access token this close to its expiry is refreshed already. */
const refreshSkewMs = 10_000;
/** How long one request may hold the right to refresh a session before another may try. */
const refreshLeaseMs = 30_000;

function accessTokenExpiry(expiresInSeconds: number | undefined, now = Date.now()) {
  return new Date(now + (expiresInSeconds ?? defaultAccessTokenSeconds) * 1000);
}

export type SessionLookup =
  | { status: 'valid'; userId: string; staffRole: StaffRole | null; idHash: string }
  | { status: 'missing' }
  | { status: 'ended' };

/** A stored User-Agent is cut to this length: the devices list needs no more. */
const userAgentMaxLength = 512;
/** `last_used_at` moves at most this often per session: a read is not worth a write each time. */
const lastUsedStepMs = 60_000;

/** One signed-in device of a traveller, as the devices list shows it. */
export interface DeviceSession {
  publicId: string;
  idHash: string;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** A session this instance read lately and may trust without asking the database until `until`. */
interface RecentSession {
  userId: string;
  staffRole: StaffRole | null;
  until: number;
}

/** Sessions kept in memory at most; the least recently used goes first. */
const recentSessionsMax = 10_000;

/** Where the instances sharing a PostgreSQL database tell each other of the sessions they end. */
export const sessionEndingsChannel = 'wayfarer_sessions_ended';

/**
 * A message of that channel: ended sessions by their id hash, or every session of a user. A
 * notification carries at most 8000 bytes: at most 100 hashes (64 characters each) per message.
 */
type SessionEnding = { sessions: string[] } | { user: string };
const endingsPerMessage = 100;

/** Server-side BFF sessions in the `sessions` table; tokens never leave it. */
export class SessionStore {
  /** Every API call looks its session up: a named prepared statement spares the planning. */
  private readonly selectByHash;
  /**
   * Every API call needs its session: a session read lately is trusted for `cacheSeconds`
   * (never past its expiry or its access token's refresh time), which spares a round trip on
   * nearly every request. A session ended on this instance is forgotten at once; one ended on
   * another instance sharing a PostgreSQL database as soon as its message arrives
   * (`sessionEndingsChannel`); a row deleted by hand is seen within `cacheSeconds`.
   */
  private readonly recent: LRUCache<string, RecentSession> | undefined;
  /**
   * Whether the cache may be trusted: always on PGlite (one process holds the database); on
   * PostgreSQL only while this instance listens to the other instances' endings. While it does
   * not (starting, or its connection lost), every request reads its session.
   */
  private trusted: boolean;
  /**
   * Counts the endings heard: a session read while one arrived is not kept (the message may be
   * about it, and have come before the read's answer).
   */
  private endingsHeard = 0;
  private readonly endings: DatabaseChannel | undefined;
  /** Resolves when this instance first listens to the endings (at once without a channel). */
  readonly listening: Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly oidc: OidcClient,
    private readonly log: FastifyBaseLogger,
    private readonly cacheSeconds = 0,
    channel?: DatabaseHandle['channel'],
  ) {
    this.recent = cacheSeconds > 0 ? new LRUCache({ max: recentSessionsMax }) : undefined;
    this.trusted = !channel;
    let listening = () => {};
    this.listening = new Promise((resolve) => (listening = resolve));
    if (!this.recent || !channel) listening();
    if (this.recent && channel) {
      this.endings = channel(sessionEndingsChannel, {
        onReady: () => {
          this.forgetAll();
          this.trusted = true;
          listening();
        },
        onLost: () => {
          // Said once per loss, not at every attempt to listen again.
          if (this.trusted) {
            this.log.warn('lost the session endings channel: sessions are read on every request');
          }
          this.trusted = false;
          this.forgetAll();
        },
        onMessage: (payload) => this.hear(payload),
      });
    }
    // A member of staff's role comes with their session: the API tells staff from travellers
    // without another round trip.
    this.selectByHash = db
      .select({ session: sessions, staffRole: staffMembers.role })
      .from(sessions)
      .leftJoin(staffMembers, eq(staffMembers.userId, sessions.userId))
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .limit(1)
      .prepare('wayfarer_session_by_id_hash');
  }

  async create(userId: string, tokens: TokenSet, userAgent?: string): Promise<string> {
    const id = newSessionId();
    await this.db.insert(sessions).values({
      idHash: hashSessionId(id),
      userId,
      userAgent: userAgent ? userAgent.slice(0, userAgentMaxLength) : null,
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: accessTokenExpiry(tokens.expiresInSeconds),
      refreshToken: tokens.refreshToken ?? null,
      idToken: tokens.idToken ?? null,
      expiresAt: new Date(Date.now() + sessionLifetimeSeconds * 1000),
    });
    return id;
  }

  /**
   * Forgets the cached sessions of a user whose rows were deleted (every session ended), so this
   * instance sees it at once, with or without a channel; `endUserSessions` tells the others.
   */
  forgetUser(userId: string) {
    this.forgetCachedUser(userId);
  }

  /** Stops listening to the other instances (the app closes). */
  async close() {
    await this.endings?.close();
  }

  private forgetCachedUser(userId: string) {
    if (!this.recent) return;
    const keys = [...this.recent.entries()]
      .filter(([, recent]) => recent.userId === userId)
      .map(([key]) => key);
    for (const key of keys) this.recent.delete(key);
  }

  /** Whatever was missed while not listening: every session is read again. */
  private forgetAll() {
    this.endingsHeard += 1;
    this.recent?.clear();
  }

  /** Another instance (or this one) ended sessions: they are read again. */
  private hear(payload: string) {
    this.endingsHeard += 1;
    try {
      const ending = JSON.parse(payload) as SessionEnding;
      if ('user' in ending && typeof ending.user === 'string') {
        this.forgetCachedUser(ending.user);
        return;
      }
      if ('sessions' in ending && Array.isArray(ending.sessions)) {
        for (const idHash of ending.sessions)
          if (typeof idHash === 'string') this.recent?.delete(idHash);
        return;
      }
    } catch {
      // Not ours: forgetting everything below is the safe answer.
    }
    this.forgetAll();
  }

  /** Tells the other instances of sessions ended here (best effort: they re-read within `cacheSeconds`). */
  private tell(idHashes: string[]) {
    if (!this.endings) return;
    for (let i = 0; i < idHashes.length; i += endingsPerMessage) {
      const sessions = idHashes.slice(i, i + endingsPerMessage);
      notifySessionEndings(this.db, { sessions }).catch((error: unknown) => {
        this.log.warn({ err: error }, 'could not tell the other instances of ended sessions');
      });
    }
  }

  async find(id: string) {
    if (!sessionIdPattern.test(id)) return undefined;
    const [row] = await this.selectByHash.execute({ idHash: hashSessionId(id) });
    return row?.session;
  }

  /** Deletes the session and hands back what logout still needs. */
  async remove(id: string) {
    if (!sessionIdPattern.test(id)) return undefined;
    const idHash = hashSessionId(id);
    this.recent?.delete(idHash);
    const [row] = await this.db.delete(sessions).where(eq(sessions.idHash, idHash)).returning({
      userId: sessions.userId,
      idToken: sessions.idToken,
      refreshToken: sessions.refreshToken,
    });
    // Told once the row is gone: an instance that reads it after the message finds nothing.
    if (row) this.tell([idHash]);
    return row;
  }

  /**
   * The user of a session id, refreshing its access token when it has expired. The session ends
   * (row deleted) when it is past its lifetime or the provider refuses the refresh token.
   */
  async lookup(id: string | undefined): Promise<SessionLookup> {
    if (!id) return { status: 'missing' };
    if (!sessionIdPattern.test(id)) return { status: 'ended' };
    const idHash = hashSessionId(id);
    const recent = this.trusted ? this.recent?.get(idHash) : undefined;
    if (recent && recent.until > Date.now()) {
      return { status: 'valid', userId: recent.userId, staffRole: recent.staffRole, idHash };
    }
    const heardBefore = this.endingsHeard;
    const [found] = await this.selectByHash.execute({ idHash });
    if (!found) {
      this.recent?.delete(idHash);
      return { status: 'ended' };
    }
    const { session: row, staffRole } = found;
    const now = Date.now();
    if (row.expiresAt.getTime() <= now) {
      this.recent?.delete(idHash);
      await this.db.delete(sessions).where(eq(sessions.idHash, row.idHash));
      return { status: 'ended' };
    }
    if (now - row.lastUsedAt.getTime() >= lastUsedStepMs) {
      await this.db
        .update(sessions)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(sessions.idHash, row.idHash));
    }
    const refreshAt = row.accessTokenExpiresAt.getTime() - refreshSkewMs;
    if (refreshAt > now) {
      if (this.trusted && this.endingsHeard === heardBefore)
        this.recent?.set(idHash, {
          userId: row.userId,
          staffRole,
          until: Math.min(now + this.cacheSeconds * 1000, refreshAt, row.expiresAt.getTime()),
        });
      return { status: 'valid', userId: row.userId, staffRole, idHash };
    }
    this.recent?.delete(idHash);
    return this.refresh(row, staffRole, now);
  }

  private async refresh(
    row: typeof sessions.$inferSelect,
    staffRole: StaffRole | null,
    now: number,
  ): Promise<SessionLookup> {
    if (!row.refreshToken) {
      await this.db.delete(sessions).where(eq(sessions.idHash, row.idHash));
      return { status: 'ended' };
    }
    // One refresher per session across instances: whoever moves the expiry first holds a short
    // lease; the others carry on with the session they just read (it was valid a moment ago).
    const claimed = await this.db
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(now + refreshLeaseMs) })
      .where(
        and(
          eq(sessions.idHash, row.idHash),
          eq(sessions.accessToken, row.accessToken),
          lte(sessions.accessTokenExpiresAt, new Date(now + refreshSkewMs)),
        ),
      )
      .returning({ idHash: sessions.idHash });
    if (claimed.length === 0) {
      const [still] = await this.db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(eq(sessions.idHash, row.idHash))
        .limit(1);
      return still
        ? { status: 'valid', userId: still.userId, staffRole, idHash: row.idHash }
        : { status: 'ended' };
    }
    try {
      const config = await this.oidc.configuration();
      const tokens = await client.refreshTokenGrant(config, row.refreshToken);
      await this.db
        .update(sessions)
        .set({
          accessToken: tokens.access_token,
          accessTokenExpiresAt: accessTokenExpiry(tokens.expires_in),
          refreshToken: tokens.refresh_token ?? row.refreshToken,
          idToken: tokens.id_token ?? row.idToken,
        })
        .where(eq(sessions.idHash, row.idHash));
      return { status: 'valid', userId: row.userId, staffRole, idHash: row.idHash };
    } catch (error) {
      if (error instanceof client.ResponseBodyError && error.status < 500) {
        // The provider answered: the refresh token is no longer valid (revoked, expired, ...).
        this.log.info({ error: error.error }, 'refresh refused by the provider: session ended');
        await this.db.delete(sessions).where(eq(sessions.idHash, row.idHash));
        return { status: 'ended' };
      }
      // The provider could not be reached: keep the session, another request retries after the lease.
      this.log.warn({ err: error }, 'access token refresh failed');
      return { status: 'valid', userId: row.userId, staffRole, idHash: row.idHash };
    }
  }

  /** The user's sessions that have not expired, the most recently used first. */
  async listForUser(userId: string): Promise<DeviceSession[]> {
    return this.db
      .select({
        publicId: sessions.publicId,
        idHash: sessions.idHash,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  }

  /**
   * Ends one of the user's sessions, never another user's (false when it is not theirs). This
   * instance stops trusting it at once; another instance may trust its cached copy for up to
   * `cacheSeconds` more.
   */
  async endForUser(userId: string, publicId: string): Promise<boolean> {
    const ended = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
      .returning({ idHash: sessions.idHash, refreshToken: sessions.refreshToken });
    await this.forget(ended);
    return ended.length > 0;
  }

  /** Ends every session of the user but the one given; how many ended. */
  async endOthersForUser(userId: string, keepIdHash: string): Promise<number> {
    const ended = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
      .returning({ idHash: sessions.idHash, refreshToken: sessions.refreshToken });
    await this.forget(ended);
    return ended.length;
  }

  /** Drops ended sessions from the cache and revokes their refresh tokens (best effort). */
  private async forget(ended: { idHash: string; refreshToken: string | null }[]) {
    for (const { idHash } of ended) this.recent?.delete(idHash);
    this.tell(ended.map(({ idHash }) => idHash));
    const refreshTokens = ended.flatMap(({ refreshToken }) => (refreshToken ? [refreshToken] : []));
    if (refreshTokens.length === 0) return;
    try {
      const config = await this.oidc.configuration();
      if (!config.serverMetadata().revocation_endpoint) return;
      await Promise.all(
        refreshTokens.map((token) =>
          client.tokenRevocation(config, token, { token_type_hint: 'refresh_token' }),
        ),
      );
    } catch (error) {
      this.log.warn({ err: error }, 'refresh token revocation failed');
    }
  }

  async deleteExpired() {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}

/**
 * The sign-in transaction (state, nonce, PKCE verifier, return path) between /login and its
 * callback, kept in a short-lived httpOnly cookie encrypted with AES-256-GCM.
 */
export interface LoginTransaction {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  redirectUri: string;
  createdAt: number;
}

export const loginTransactionSeconds = 10 * 60;

export function sealTransaction(key: Buffer, transaction: LoginTransaction): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final()]);
  return [iv, data, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

export function openTransaction(key: Buffer, sealed: string | undefined): LoginTransaction | null {
  if (!sealed) return null;
  const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !data || !tag || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    const json = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    const transaction = JSON.parse(json) as LoginTransaction;
    if (Date.now() - transaction.createdAt > loginTransactionSeconds * 1000) return null;
    return transaction;
  } catch {
    return null;
  }
}

/**
 * Ends a user's sessions after a password change: the app's sessions (all, or all but
 * `keepSessionId`), and at the embedded provider its sign-in sessions and the tokens it issued
 * (but the kept session's refresh token).
 */
export async function endUserSessions(
  db: Pick<Database, 'delete' | 'select' | 'execute'>,
  userId: string,
  keepSessionId?: string,
) {
  await deleteUserSessions(db, userId, keepSessionId);
  // Every instance listening forgets the sessions it read of this user, once the rows are gone
  // (in a transaction, the notification leaves with its commit), whichever process ended them: a
  // request, a job, the staff command line.
  await notifySessionEndings(db, { user: userId });
}

/** One message of the session endings' channel; in a transaction, it leaves with the commit. */
async function notifySessionEndings(db: Pick<Database, 'execute'>, ending: SessionEnding) {
  await db.execute(sql`select pg_notify(${sessionEndingsChannel}, ${JSON.stringify(ending)})`);
}

async function deleteUserSessions(
  db: Pick<Database, 'delete' | 'select'>,
  userId: string,
  keepSessionId?: string,
) {
  const keepHash = keepSessionId ? hashSessionId(keepSessionId) : undefined;
  const [kept] = keepHash
    ? await db
        .select({ refreshToken: sessions.refreshToken })
        .from(sessions)
        .where(eq(sessions.idHash, keepHash))
        .limit(1)
    : [];
  await db
    .delete(sessions)
    .where(
      keepHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepHash))
        : eq(sessions.userId, userId),
    );
  const ofUser = and(
    inArray(oidcPayloads.model, ['Session', 'AccessToken', 'RefreshToken', 'AuthorizationCode']),
    sql`${oidcPayloads.payload}->>'accountId' = ${userId}`,
  );
  if (!kept?.refreshToken) {
    await db.delete(oidcPayloads).where(ofUser);
    return;
  }
  // A refresh token bound to a provider session stops working without it: that one stays too.
  const [token] = await db
    .select({ sessionUid: sql<string | null>`${oidcPayloads.payload}->>'sessionUid'` })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'RefreshToken'), eq(oidcPayloads.id, kept.refreshToken)))
    .limit(1);
  const keptProviderSession = token?.sessionUid
    ? sql`(${oidcPayloads.model} = 'Session' and ${oidcPayloads.payload}->>'uid' = ${token.sessionUid})`
    : sql`false`;
  await db
    .delete(oidcPayloads)
    .where(and(ofUser, ne(oidcPayloads.id, kept.refreshToken), sql`not ${keptProviderSession}`));
}
