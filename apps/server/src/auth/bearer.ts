import type { JWTPayload } from 'jose';
import type { AccessTokenIssuer } from './access-token-issuer';

export type BearerVerifierOptions =
  | {
      kind: 'embedded';
      /** The API's resource indicator: the `aud` of the embedded provider's access tokens. */
      audience: string;
      /** The first-party client: only its tokens act for a traveller (never an operator client's). */
      clientId: string;
    }
  | {
      kind: 'external';
      clientId: string;
      /** `sub` at the external issuer -> users.id. */
      userIdForSubject(subject: string): Promise<string | null>;
      /** `aud` of operator tokens: such a token never acts for a traveller. */
      operatorAudience: string;
    };

type TravellerClaims = JWTPayload & { azp?: unknown; client_id?: unknown };

/**
 * `Authorization: Bearer` access tokens for non-browser clients acting for a traveller. The
 * embedded provider's tokens last 10 minutes, since a revoked one stays usable until it expires.
 */
export class BearerVerifier {
  constructor(
    private readonly issuer: AccessTokenIssuer,
    private readonly options: BearerVerifierOptions,
  ) {}

  /** The user id of a valid token, or null. */
  async verify(token: string): Promise<string | null> {
    try {
      const { options } = this;
      if (options.kind === 'embedded') {
        const payload = await this.issuer.verify<TravellerClaims>(token, {
          audience: options.audience,
          requiredClaims: ['sub', 'exp', 'client_id'],
        });
        // Client-credentials tokens carry the client as `sub`: only the first party's name a user.
        if (payload.client_id !== options.clientId) return null;
        return payload.sub ?? null;
      }
      const payload = await this.issuer.verify<TravellerClaims>(token, {
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
function issuedToClient(payload: TravellerClaims, clientId: string) {
  const audiences = audiencesOf(payload);
  return payload.azp === clientId || payload.client_id === clientId || audiences.includes(clientId);
}

function audiencesOf(payload: JWTPayload) {
  return Array.isArray(payload.aud) ? payload.aud : [payload.aud];
}
