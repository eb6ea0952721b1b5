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

export type AccessTokenIssuerOptions =
  | { kind: 'embedded'; issuer: string; jwks: { keys: JWK[] } }
  | { kind: 'external'; oidc: OidcClient };

/**
 * The issuer of the access tokens the API accepts (travellers' Bearer tokens and operators'),
 * verified with jose against its keys: the embedded provider's are local; an external issuer's
 * JWKS is found by discovery, fetched once and cached by jose. No network round trip per request,
 * at the price that a revoked token stays usable until it expires.
 */
export class AccessTokenIssuer {
  #remoteKeys: JWTVerifyGetKey | undefined;
  readonly #localKeys: JWTVerifyGetKey | undefined;

  constructor(private readonly options: AccessTokenIssuerOptions) {
    if (options.kind === 'embedded') this.#localKeys = createLocalJWKSet(options.jwks);
  }

  get kind() {
    return this.options.kind;
  }

  /** The claims of a token signed by the issuer and not expired; throws otherwise. */
  async verify<Claims extends JWTPayload>(
    token: string,
    { audience, requiredClaims }: { audience?: string; requiredClaims: string[] },
  ): Promise<Claims> {
    const { options } = this;
    if (options.kind === 'embedded') {
      const { payload } = await jwtVerify<Claims>(token, this.#localKeys!, {
        issuer: options.issuer,
        audience,
        typ: 'at+jwt',
        requiredClaims,
      });
      return payload;
    }
    const metadata = (await options.oidc.configuration()).serverMetadata();
    if (!metadata.jwks_uri) throw new Error('The issuer publishes no jwks_uri.');
    this.#remoteKeys ??= createRemoteJWKSet(new URL(metadata.jwks_uri), {
      [customFetch]: (url, init) => options.oidc.fetch(url, init),
    });
    const { payload } = await jwtVerify<Claims>(token, this.#remoteKeys, {
      issuer: metadata.issuer,
      audience,
      requiredClaims,
    });
    return payload;
  }
}
