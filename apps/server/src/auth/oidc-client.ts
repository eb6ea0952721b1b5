import * as client from 'openid-client';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

function isLoopback(url: URL) {
  const host = url.hostname;
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]'
  );
}

/**
 * The BFF's OpenID client (openid-client 6) for the issuer, embedded or external. Discovery runs on
 * first use (the embedded issuer is this very server, which must be listening by then) and is
 * retried after a failure.
 */
export class OidcClient {
  #fetch: typeof fetch | undefined;
  #configuration: Promise<client.Configuration> | undefined;

  constructor(readonly settings: OidcClientSettings) {}

  /**
   * Tests only: send the client's HTTP calls (discovery, token, revocation, JWKS) somewhere else,
   * e.g. through `app.inject`. The product always uses the global fetch.
   */
  useFetch(fetchImpl: typeof fetch | undefined) {
    if (fetchImpl === this.#fetch) return;
    this.#fetch = fetchImpl;
    this.#configuration = undefined;
  }

  get fetch(): typeof fetch {
    return this.#fetch ?? globalThis.fetch;
  }

  configuration(): Promise<client.Configuration> {
    this.#configuration ??= this.#discover().catch((error: unknown) => {
      this.#configuration = undefined;
      throw error;
    });
    return this.#configuration;
  }

  async #discover() {
    const issuer = new URL(this.settings.issuer);
    const { clientId, clientSecret } = this.settings;
    const options: client.DiscoveryRequestOptions = {
      timeout: 10,
      // Plain http only for an issuer on this machine (the embedded default, tests).
      execute:
        issuer.protocol === 'http:' && isLoopback(issuer) ? [client.allowInsecureRequests] : [],
    };
    if (this.#fetch) options[client.customFetch] = this.#fetch;
    return client.discovery(
      issuer,
      clientId,
      clientSecret ? { client_secret: clientSecret } : undefined,
      clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
      options,
    );
  }
}
