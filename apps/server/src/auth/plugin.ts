import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfHeader, csrfHeaderValue, type StaffRole } from '@wayfarer/contract';
import { AppError } from '../lib/errors';
import { userIdForExternalSubject } from './accounts';
import { AccessTokenIssuer } from './access-token-issuer';
import { findStaffRole } from './staff';
import { BearerVerifier } from './bearer';
import { registerBffRoutes } from './bff';
import { registerDeviceRoutes } from './devices';
import { variantOrigins, webClientId } from './constants';
import { deleteExpiredOidcPayloads } from './adapter';
import { OidcClient } from './oidc-client';
import { OperatorTokenVerifier } from '../modules/operator/auth';
import { deleteExpiredRateLimits } from './rate-limit';
import { deleteExpiredChallenges } from '../modules/passkeys/repository';
import { loadOrCreateSecret, randomSecret } from './secrets';
import { clearCookie, sessionCookieName, SessionStore } from './session';
import type { Caller } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The BFF's OpenID client (tests route its HTTP calls with `oidcClient.useFetch`). */
    oidcClient: OidcClient;
  }
}

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const authCleanupQueue = 'auth-cleanup';
/** Hourly, at a minute of its own. */
const authCleanupCron = '17 * * * *';

/**
 * The token of an `Authorization: Bearer` header ('' when empty or malformed); undefined without
 * one. Other schemes are ignored (a staging proxy's Basic auth must not shadow the cookie).
 */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^Bearer(\s|$)/i.test(header)) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
}

/**
 * oidc-provider prints its notices (such as its Node.js support policy) with console.warn when its
 * module is first evaluated; they go to the app's log instead, like every other message.
 */
async function importQuietly<T>(load: () => Promise<T>, log: (message: string) => void) {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => log(args.map(String).join(' '));
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
}

/**
 * Authentication: the embedded OpenID provider (when no external issuer is configured), the BFF
 * sign-in routes, server-side sessions, Bearer tokens and the CSRF check of cookie-authenticated
 * state-changing API calls.
 */
export const authPlugin = fp(
  async (fastify) => {
    const { config, db } = fastify;
    fastify.decorateRequest('caller', null);
    fastify.decorateRequest('operator', null);

    let oidc: OidcClient;
    let bearer: BearerVerifier;
    let operatorTokens: OperatorTokenVerifier;
    if (config.oidc.issuer) {
      oidc = new OidcClient({
        issuer: config.oidc.issuer,
        clientId: config.oidc.clientId ?? webClientId,
        clientSecret: config.oidc.clientSecret,
      });
      const issuer = new AccessTokenIssuer({ kind: 'external', oidc });
      bearer = new BearerVerifier(issuer, {
        kind: 'external',
        clientId: oidc.settings.clientId,
        userIdForSubject: (subject) => userIdForExternalSubject(db, subject),
        operatorAudience: config.operator.audience,
      });
      operatorTokens = new OperatorTokenVerifier(issuer, {
        kind: 'external',
        audience: config.operator.audience,
        webClientId: oidc.settings.clientId,
      });
    } else {
      // Loaded only when embedded: an external-issuer deployment never loads oidc-provider.
      const { createEmbeddedProvider, mountEmbeddedProvider } = await importQuietly(
        () => import('./provider'),
        (message) => fastify.log.warn({ module: 'oidc-provider' }, message),
      );
      const embedded = await createEmbeddedProvider(fastify);
      await mountEmbeddedProvider(fastify, embedded);
      oidc = new OidcClient({
        issuer: embedded.issuer,
        clientId: embedded.clientId,
        clientSecret: embedded.clientSecret,
      });
      const issuer = new AccessTokenIssuer({
        kind: 'embedded',
        issuer: embedded.issuer,
        jwks: embedded.jwks,
      });
      bearer = new BearerVerifier(issuer, {
        kind: 'embedded',
        audience: embedded.apiResource,
        clientId: embedded.clientId,
      });
      operatorTokens = new OperatorTokenVerifier(issuer, {
        kind: 'embedded',
        audience: embedded.operatorResource,
        db,
      });
    }
    fastify.decorate('oidcClient', oidc);
    fastify.decorate('operatorTokens', operatorTokens);

    const sessions = new SessionStore(
      db,
      oidc,
      fastify.log.child({ module: 'auth' }),
      config.sessionCacheSeconds,
      fastify.database.channel,
    );
    fastify.addHook('onClose', () => sessions.close());
    // Trusting sessions read lately starts once the other instances' endings are heard; a start
    // does not wait long for it (until then every request reads its session).
    await Promise.race([
      sessions.listening,
      new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
    ]);
    fastify.decorate('forgetSessionsOf', (userId: string) => sessions.forgetUser(userId));
    const transactionKey = Buffer.from(
      await loadOrCreateSecret(db, 'bff.transaction-key', () => randomSecret(32)),
      'base64url',
    );

    const allowedOrigins = new Set(variantOrigins(config));

    type Resolution = { caller: Caller } | { caller: null; clearSession: boolean };

    const resolve = async (request: FastifyRequest): Promise<Resolution> => {
      const token = bearerToken(request);
      if (token !== undefined) {
        // A Bearer header decides alone: a bad token is not rescued by a cookie.
        const userId = token ? await bearer.verify(token) : null;
        return userId
          ? { caller: { userId, via: 'bearer', staffRole: await findStaffRole(db, userId) } }
          : { caller: null, clearSession: false };
      }
      const lookup = await sessions.lookup(request.cookies[sessionCookieName(request)]);
      if (lookup.status === 'valid') {
        return {
          caller: {
            userId: lookup.userId,
            via: 'session',
            staffRole: lookup.staffRole,
            sessionIdHash: lookup.idHash,
          },
        };
      }
      return { caller: null, clearSession: lookup.status === 'ended' };
    };

    fastify.decorate('resolveCaller', async (request: FastifyRequest) => {
      try {
        return (await resolve(request)).caller;
      } catch (error) {
        request.log.error({ err: error }, 'could not resolve the caller');
        return null;
      }
    });

    /**
     * Cookie-authenticated state-changing API calls must come from the SPA: the custom header
     * (a cross-site form cannot set it) and an Origin that is one of our variant origins.
     */
    const checkCsrf = (request: FastifyRequest) => {
      // Decided by the method alone, never by the URL's spelling (`/%61pi/…` and `/api/./…` reach
      // the same handler): every route that authenticates is checked.
      if (!stateChangingMethods.has(request.method)) return;
      const origin = request.headers.origin;
      if (
        request.headers[csrfHeader] !== csrfHeaderValue ||
        !origin ||
        !allowedOrigins.has(origin)
      ) {
        throw new AppError('CSRF_FAILED');
      }
    };

    const authenticated = async (request: FastifyRequest, reply: FastifyReply) => {
      const resolution = await resolve(request);
      if (!resolution.caller) {
        if (resolution.clearSession) clearCookie(request, reply, sessionCookieName(request));
        throw new AppError('UNAUTHENTICATED');
      }
      if (resolution.caller.via === 'session') checkCsrf(request);
      return resolution.caller;
    };

    fastify.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = await authenticated(request, reply);
      // A member of staff acts only through the staff API, never as a traveller.
      if (caller.staffRole) throw new AppError('USER_NOT_ALLOWED');
      request.caller = caller;
    });

    fastify.decorate(
      'authenticateStaff',
      (roles: readonly StaffRole[]) => async (request: FastifyRequest, reply: FastifyReply) => {
        const caller = await authenticated(request, reply);
        if (!caller.staffRole || !roles.includes(caller.staffRole)) {
          throw new AppError('USER_NOT_ALLOWED');
        }
        request.caller = caller;
      },
    );

    registerBffRoutes(fastify, {
      oidc,
      sessions,
      transactionKey,
      embedded: !config.oidc.issuer,
      allowedOrigins,
    });

    registerDeviceRoutes(fastify, sessions, { embedded: !config.oidc.issuer });

    // Expired rows are ignored already; this only keeps the tables small. A scheduled job: one
    // instance runs it each time, whichever takes it.
    await fastify.jobs.work(authCleanupQueue, async () => {
      await Promise.all([
        sessions.deleteExpired(),
        deleteExpiredRateLimits(db),
        config.oidc.issuer ? undefined : deleteExpiredOidcPayloads(db),
        config.oidc.issuer ? undefined : deleteExpiredChallenges(db),
      ]);
    });
    await fastify.jobs.schedule(authCleanupQueue, authCleanupCron);
  },
  { name: 'auth', dependencies: ['core', 'jobs'] },
);
