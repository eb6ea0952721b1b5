import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { JWTPayload } from 'jose';
import { isOperatorScope, type OperatorScope } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import type { AccessTokenIssuer } from '../../auth/access-token-issuer';
import { AppError } from '../../lib/errors';
import { findActiveOperatorClient } from './clients';

/** Who is calling the operator API: set by `requireOperatorScope`. */
export interface OperatorCaller {
  clientId: string;
  scopes: OperatorScope[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies operator access tokens (embedded provider or external issuer). */
    operatorTokens: OperatorTokenVerifier;
  }
  interface FastifyRequest {
    operator: OperatorCaller | null;
  }
}

export type OperatorTokenVerifierOptions =
  | {
      kind: 'embedded';
      /** The operator resource: the `aud` of operator tokens. */
      audience: string;
      db: Database;
    }
  | {
      kind: 'external';
      /** The `aud` the external issuer puts in tokens for the operator API. */
      audience: string;
      /** The first-party (traveller sign-in) client: its tokens are never operator tokens. */
      webClientId: string;
    };

type OperatorClaims = JWTPayload & {
  client_id?: unknown;
  azp?: unknown;
  scope?: unknown;
  scp?: unknown;
};

function scopesOf(payload: OperatorClaims): OperatorScope[] {
  const listed =
    typeof payload.scope === 'string'
      ? payload.scope.split(' ')
      : Array.isArray(payload.scp)
        ? payload.scp.filter((scope): scope is string => typeof scope === 'string')
        : [];
  return [...new Set(listed.filter(isOperatorScope))];
}

/**
 * Operator access tokens: JWTs for the operator audience, verified against the issuer's keys.
 * Traveller tokens (other audience) never pass; with the embedded provider the client must still
 * be registered and not revoked, and a scope taken away since the token was issued is gone.
 */
export class OperatorTokenVerifier {
  constructor(
    private readonly issuer: AccessTokenIssuer,
    private readonly options: OperatorTokenVerifierOptions,
  ) {}

  async verify(token: string): Promise<OperatorCaller | null> {
    try {
      const { options } = this;
      if (options.kind === 'embedded') {
        const payload = await this.issuer.verify<OperatorClaims>(token, {
          audience: options.audience,
          requiredClaims: ['exp', 'client_id'],
        });
        if (typeof payload.client_id !== 'string') return null;
        const client = await findActiveOperatorClient(options.db, payload.client_id);
        if (!client) return null;
        const allowed = new Set(client.scopes);
        return {
          clientId: client.id,
          scopes: scopesOf(payload).filter((scope) => allowed.has(scope)),
        };
      }
      const payload = await this.issuer.verify<OperatorClaims>(token, {
        audience: options.audience,
        requiredClaims: ['exp'],
      });
      const clientId = [payload.client_id, payload.azp, payload.sub].find(
        (value): value is string => typeof value === 'string' && value !== '',
      );
      if (!clientId || clientId === options.webClientId) return null;
      return { clientId, scopes: scopesOf(payload) };
    } catch {
      return null;
    }
  }
}

/** The token of an `Authorization: Bearer` header; '' when malformed, undefined without one. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^Bearer(\s|$)/i.test(header)) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
}

/**
 * The onRequest hook of an operator route (before its body is read or checked): 401 without a valid operator access token (a traveller's
 * cookie or Bearer token is no operator token), 403 when the token lacks `scope` (with a list:
 * lacks every one of them; the handler checks which it needs).
 */
export function requireOperatorScope(
  scope: OperatorScope | readonly OperatorScope[],
): onRequestAsyncHookHandler {
  const accepted: readonly OperatorScope[] = typeof scope === 'string' ? [scope] : scope;
  return async function operatorScopeCheck(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 'An operator access token is required.');
    }
    const operator = await request.server.operatorTokens.verify(token);
    if (!operator) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new AppError('UNAUTHENTICATED', 'The access token is not valid for the operator API.');
    }
    if (!accepted.some((needed) => operator.scopes.includes(needed))) {
      const named = accepted.join(' ');
      reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${named}"`);
      throw new AppError('INSUFFICIENT_SCOPE', `The access token lacks the scope ${named}.`);
    }
    request.operator = operator;
  };
}
