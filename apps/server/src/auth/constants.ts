import type { Config } from '../config';

export const oidcPrefix = '/oidc';
/** The first-party client: the BFF of this very server. */
export const webClientId = 'wayfarer-web';
export const signInScopes = 'openid profile email offline_access';

const minute = 60;
const day = 24 * 60 * minute;
/** How long a signed-in traveller stays signed in (cookie, BFF session, refresh token, grant). */
export const sessionLifetimeSeconds = 30 * day;

/**
 * TTLs (seconds) of the embedded provider. Refresh tokens, grants and the provider's own session
 * last the same 30 days as the BFF session; access tokens are short, the BFF refreshes them.
 */
export const providerTtl = {
  AccessToken: 10 * minute,
  AuthorizationCode: minute,
  IdToken: 60 * minute,
  Interaction: 60 * minute,
  RefreshToken: sessionLifetimeSeconds,
  Grant: sessionLifetimeSeconds,
  Session: sessionLifetimeSeconds,
  ClientCredentials: 10 * minute,
  DeviceCode: 10 * minute,
  BackchannelAuthenticationRequest: 10 * minute,
  PreAuthorizedCode: 10 * minute,
} as const;

/** Every origin a traveller may use: the public one and one per configured variant host. */
export function variantOrigins(config: Config): string[] {
  const origins = new Set([config.publicUrl.origin]);
  for (const host of config.variantHosts.keys()) {
    origins.add(`${config.publicUrl.protocol}//${host}`);
  }
  return [...origins];
}
