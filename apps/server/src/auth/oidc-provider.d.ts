/**
 * The part of oidc-provider 8 that Wayfarer uses (the package ships no type declarations).
 * Kept deliberately small: add members here when the embedded provider starts using them.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    jti?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
    exp?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientView {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface OIDCContext {
    client?: ClientView;
    params?: Record<string, unknown>;
    session?: { accountId?: string; state?: Record<string, unknown> };
    urlFor(name: string, options?: Record<string, unknown>): string;
  }

  /** The Koa context oidc-provider hands to configuration functions. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    type: string;
    status: number;
    body: unknown;
    host: string;
    href: string;
    get(header: string): string;
    set(header: string, value: string): void;
  }

  export interface ClaimsSet {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: Record<string, unknown>,
      rejected: string[],
    ): Promise<ClaimsSet> | ClaimsSet;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface ResourceServerInfo {
    scope?: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string } };
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    [key: string]: unknown;
  }

  type TTLFunction = (ctx: KoaContextWithOIDC, token: unknown, client: unknown) => number;

  export interface Configuration {
    adapter?: (model: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: {
      keys?: string[];
      names?: Record<string, string>;
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: ClientView) => boolean;
    features?: Record<string, Record<string, unknown>>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: ClientView) => boolean };
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string>;
    };
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: unknown,
    ) => Promise<Account | undefined>;
    ttl?: Record<string, number | TTLFunction>;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean);
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void>;
    discovery?: Record<string, unknown>;
    responseTypes?: string[];
    clientDefaults?: Record<string, unknown>;
    [key: string]: unknown;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; ts?: number; amr?: string[]; acr?: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface Interaction {
    uid: string;
    jti: string;
    exp: number;
    returnTo: string;
    grantId?: string;
    params: Record<string, unknown> & { client_id?: string; scope?: string; ui_locales?: string };
    prompt: {
      name: string;
      reasons: string[];
      details: {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
        [key: string]: unknown;
      };
    };
    session?: { accountId: string; uid?: string; cookie?: string };
    lastSubmission?: InteractionResults;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantStatic {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface ClientInstance {
    clientId: string;
    clientSecret?: string;
    compareClientSecret(actual: string): boolean | Promise<boolean>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantStatic;
    readonly Client: { prototype: ClientInstance };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    use(
      middleware: (
        ctx: KoaContextWithOIDC & {
          method: string;
          path: string;
          url: string;
          req: IncomingMessage;
          query: Record<string, string | string[] | undefined>;
        },
        next: () => Promise<void>,
      ) => Promise<void>,
    ): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    InvalidRequest: new (description?: string) => Error;
  };
  export default Provider;
}
