import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { OidcClient } from './oidc-client';

export type BearerVerifierOptions =
  | {
      kind: 'embedded';
      issuer: string;
      /** The API's resource indicator: the `aud` of the embedded provider's access tokens. */
      audience: string;
      /** The first-party client: only its tokens act for a traveller (never an operator client's). */
      clientId: string;
      jwks: { keys: JWK[] };
    }
  | {
      kind: 'external';
      oidc: OidcClient;
      clientId: string;
      /** `sub` at the external issuer -> users.id. */
      userIdForSubject(subject: string): Promise<string | null>;
      /** `aud` of operator tokens: such a token never acts for a traveller. */
      operatorAudience: string;
    };

/**
 * `Authorization: Bearer` access tokens for non-browser clients. They are JWTs verified against the
 * issuer's JWKS with jose: no network round trip per request (the embedded provider's keys are
 * local; an external issuer's JWKS is fetched once and cached by jose), at the price that a revoked
 * token stays usable until it expires — which is why the embedded provider's last 10 minutes.
 */
export class BearerVerifier {
  #remoteKeys: JWTVerifyGetKey | undefined;
  readonly #localKeys: JWTVerifyGetKey | undefined;

  constructor(private readonly options: BearerVerifierOptions) {
    if (options.kind === 'embedded') this.#localKeys = createLocalJWKSet(options.jwks);
  }

  /** The user id of a valid token, or null. */
  async verify(token: string): Promise<string | null> {
    try {
      const { options } = this;
      if (options.kind === 'embedded') {
        const { payload } = await jwtVerify(token, this.#localKeys!, {
          issuer: options.issuer,
          audience: options.audience,
          typ: 'at+jwt',
          requiredClaims: ['sub', 'exp', 'client_id'],
        });
        // Client-credentials tokens carry the client as `sub`: only the first party's name a user.
        if (payload.client_id !== options.clientId) return null;
        return payload.sub ?? null;
      }
      const config = await options.oidc.configuration();
      const metadata = config.serverMetadata();
      if (!metadata.jwks_uri) return null;
      this.#remoteKeys ??= createRemoteJWKSet(new URL(metadata.jwks_uri), {
        [customFetch]: (url, init) => options.oidc.fetch(url, init),
      });
      const { payload } = await jwtVerify(token, this.#remoteKeys, {
        issuer: metadata.issuer,
        requiredClaims: ['sub', 'exp'],
      });
      if (!issuedToClient(payload, options.clientId) || !payload.sub) return null;
      if (audiencesOf(payload).includes(options.operatorAudience)) return null;
      return options.userIdForSubject(payload.sub);
    } catch {
      return null;
    }
  }
}

/** An external issuer's token counts only when it was issued to (or for) our client. */
function issuedToClient(
  payload: JWTPayload & { azp?: unknown; client_id?: unknown },
  clientId: string,
) {
  const audiences = audiencesOf(payload);
  return payload.azp === clientId || payload.client_id === clientId || audiences.includes(clientId);
}

function audiencesOf(payload: JWTPayload) {
  return Array.isArray(payload.aud) ? payload.aud : [payload.aud];
}
