import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, {
  errors,
  type Account,
  type ClientView,
  type Configuration,
  type Interaction,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { JWK } from 'jose';
import { oneLineOfText } from '@wayfarer/contract';
import { users } from '../db/schema';
import { databaseErrorReason, isDatabaseUnavailable } from '../db/unavailable';
import { errorBody } from '../lib/errors';
import { databaseRetryAfterSeconds } from '../plugins/errors';
import { uuidPattern } from './accounts';
import {
  clientSecretMatches,
  findActiveOperatorClient,
  operatorClientPrefix,
} from '../modules/operator/clients';
import { DatabaseAdapter, OperatorClientAdapter } from './adapter';
import { oidcPrefix, providerTtl, variantOrigins, webClientId } from './constants';
import { isPageLanguage, pageMessages, pickLanguage, type PageLanguage } from './messages';
import {
  autoSubmitScript,
  autoSubmitScriptPath,
  signInScript,
  signInScriptPath,
  messagePage,
  secondFactorPage,
  signInPage,
  signOutPage,
} from './pages';
import { forgotPasswordPath } from '../modules/invitations/password-reset';
import {
  finishPasskeySignIn,
  passkeySettings,
  passkeySignInWaitSeconds,
  startPasskeySignIn,
} from '../modules/passkeys/service';
import { resetMessages } from '../modules/invitations/messages';
import { hashPassword, verifyPassword } from './password';
import { clearSignInFailures, recordSignInFailure, signInWaitSeconds } from './rate-limit';
import { loadOrCreateSecret, loadProviderSecrets, publicJwks, randomSecret } from './secrets';
import {
  acceptTotpCode,
  findStaffMember,
  newTotpSecret,
  openPasswordProof,
  signPasswordProof,
  totpEnrolment,
} from './staff';

export interface EmbeddedProvider {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Resource indicator (and `aud`) of the JWT access tokens the provider issues for the API. */
  apiResource: string;
  /** Resource indicator (and `aud`) of operator clients' client-credentials access tokens. */
  operatorResource: string;
  /** Public signing keys, to verify access tokens without an HTTP round trip. */
  jwks: { keys: JWK[] };
}

const isOperatorClient = (clientId: string) => clientId.startsWith(operatorClientPrefix);

/** Language of a provider page: `ui_locales`, else the variant of the request that reached us. */
const requestLanguages = new WeakMap<IncomingMessage, string>();
function languageOf(ctx: KoaContextWithOIDC & { req?: IncomingMessage }): PageLanguage {
  const variantLanguage = ctx.req ? requestLanguages.get(ctx.req) : undefined;
  return pickLanguage(ctx.oidc?.params?.ui_locales, variantLanguage);
}

export async function createEmbeddedProvider(fastify: FastifyInstance): Promise<EmbeddedProvider> {
  const { config, db } = fastify;
  const secrets = await loadProviderSecrets(db);
  const issuer = `${config.publicUrl.origin}${oidcPrefix}`;
  const apiResource = `${config.publicUrl.origin}/api`;
  const operatorResource = operatorResourceOf(config.publicUrl);
  const origins = variantOrigins(config);
  const appHome = `${config.publicUrl.origin}/`;

  const findAccount = async (
    _ctx: KoaContextWithOIDC,
    sub: string,
  ): Promise<Account | undefined> => {
    if (!uuidPattern.test(sub)) return undefined;
    const [row] = await db
      .select({ id: users.id, email: users.email, name: users.name, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, sub))
      .limit(1);
    if (!row) return undefined;
    return {
      accountId: row.id,
      claims: () => ({
        sub: row.id,
        email: row.email,
        // Addresses are confirmed before an account exists here (seeded or confirmed by email).
        email_verified: true,
        name: [row.name, row.lastname].filter(Boolean).join(' '),
        given_name: row.name,
        family_name: row.lastname,
      }),
    };
  };

  const configuration: Configuration = {
    // Clients other than the first-party one are the operator clients of the database.
    adapter: (model: string) =>
      model === 'Client' ? new OperatorClientAdapter(db) : new DatabaseAdapter(db, model),
    clients: [
      {
        client_id: webClientId,
        client_secret: secrets.webClientSecret,
        client_name: 'Wayfarer',
        redirect_uris: origins.map((origin) => `${origin}/login/redirect`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // Generated once and kept in app_secrets: never the library's development keys.
    jwks: secrets.jwks as { keys: Record<string, unknown>[] },
    cookies: {
      keys: secrets.cookieKeys,
      // Our own names: the library's `_session` is too generic on a shared localhost.
      names: {
        session: 'wayfarer_idp_session',
        interaction: 'wayfarer_idp_interaction',
        resume: 'wayfarer_idp_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // Only our own pages talk to the provider; no cross-origin browser calls.
    clientBasedCORS: () => false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (
          _ctx: KoaContextWithOIDC,
          client: ClientView,
          token: { clientId?: string },
        ) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      // Operator integrations: OAuth 2.0 client credentials, for the operator resource only.
      clientCredentials: { enabled: true },
      // Access tokens for the API are JWTs (audience `apiResource`), so a Bearer token can be
      // verified locally against the provider's keys instead of an introspection round trip.
      // Each client gets tokens for its own resource only: the first-party client for the
      // traveller API, an operator client for the operator API (and the scopes it was given).
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx: KoaContextWithOIDC, client?: ClientView) =>
          client && isOperatorClient(client.clientId) ? operatorResource : apiResource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (
          _ctx: KoaContextWithOIDC,
          resource: string,
          client: ClientView,
        ) => {
          if (resource === operatorResource && isOperatorClient(client.clientId)) {
            const operatorClient = await findActiveOperatorClient(db, client.clientId);
            if (!operatorClient) throw new errors.InvalidTarget();
            return {
              scope: operatorClient.scopes.join(' '),
              audience: operatorResource,
              accessTokenTTL: providerTtl.ClientCredentials,
              accessTokenFormat: 'jwt',
              jwt: { sign: { alg: 'RS256' } },
            };
          }
          if (resource !== apiResource || client.clientId !== webClientId) {
            throw new errors.InvalidTarget();
          }
          return {
            // No API scopes of its own: what a token may do is decided by the API per user.
            scope: '',
            audience: apiResource,
            accessTokenTTL: providerTtl.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // The confirmation posts itself (same-origin script, no inline script for the CSP).
        logoutSource: async (ctx: KoaContextWithOIDC) => {
          const secret = ctx.oidc.session?.state?.secret;
          ctx.type = 'html';
          ctx.body = signOutPage({
            lang: languageOf(ctx),
            action: ctx.oidc.urlFor('end_session_confirm'),
            fields: { xsrf: typeof secret === 'string' ? secret : '', logout: 'yes' },
            autoSubmit: true,
          });
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          const t = pageMessages[languageOf(ctx)];
          ctx.type = 'html';
          ctx.body = messagePage({
            lang: languageOf(ctx),
            title: t.signedOutTitle,
            text: t.signedOutText,
            link: { href: appHome, label: t.backToApp },
          });
        },
      },
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: Interaction) =>
        `${oidcPrefix}/interaction/${interaction.uid}`,
    },
    findAccount,
    ttl: providerTtl,
    // The refresh token never leaves this server and only works with the client secret, so it is
    // not rotated: rotation would make two instances refreshing at once revoke the whole grant.
    rotateRefreshToken: false,
    renderError: async (ctx, out) => {
      const lang = languageOf(ctx);
      const t = pageMessages[lang];
      ctx.type = 'html';
      ctx.body = messagePage({
        lang,
        title: t.errorTitle,
        text: t.errorText,
        details: [out.error, out.error_description ?? ''],
        link: { href: appHome, label: t.backToApp },
      });
    },
    discovery: { ui_locales_supported: ['en', 'it', 'es', 'fr', 'de'] },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy;
  // Operator clients' secrets are kept hashed: the adapter hands the hash over as the secret.
  const clientPrototype = provider.Client.prototype;
  const compareClientSecret = clientPrototype.compareClientSecret;
  clientPrototype.compareClientSecret = function (this: typeof clientPrototype, actual: string) {
    if (!isOperatorClient(this.clientId)) return compareClientSecret.call(this, actual);
    return typeof actual === 'string' && clientSecretMatches(actual, this.clientSecret ?? '');
  };
  /*
   * While the database is unreachable the provider's own routes answer as the rest of the app:
   * 503 with Retry-After, the error body for API-like requests or the branded page for a browser's
   * page, never the library's server_error page, a redirect carrying it, or a stack.
   */
  const databaseDown = new WeakSet<object>();
  provider.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log.warn({ reason: databaseErrorReason(error) }, 'database unavailable');
      databaseDown.add(ctx);
    }
    if (!databaseDown.has(ctx)) return;
    ctx.status = 503;
    (ctx as unknown as { remove(field: string): void }).remove('location');
    ctx.set('retry-after', String(databaseRetryAfterSeconds));
    ctx.set('cache-control', 'no-store');
    const { accepts } = ctx as unknown as { accepts(...types: string[]): string | false };
    if (accepts.call(ctx, 'json', 'html') === 'html') {
      const lang = languageOf(ctx);
      const t = pageMessages[lang];
      ctx.type = 'html';
      ctx.body = messagePage({
        lang,
        title: t.errorTitle,
        text: t.errorText,
        link: { href: appHome, label: t.backToApp },
      });
    } else {
      ctx.body = errorBody('SERVICE_UNAVAILABLE');
    }
  });
  // OpenID Connect lets a provider ignore offline_access without prompt=consent, and oidc-provider
  // does. Our first-party client is always allowed offline access (its grant is given in the
  // interaction, no consent screen), so its authorization requests count as consented. The BFF
  // itself sends plain requests, which external issuers answer with a refresh token as they are.
  provider.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === '/auth') {
      const query = ctx.query;
      const scope = typeof query.scope === 'string' ? query.scope.split(' ') : [];
      if (
        query.client_id === webClientId &&
        query.prompt === undefined &&
        scope.includes('offline_access')
      ) {
        ctx.query = { ...query, prompt: 'consent' };
        // oidc-provider finds its mount path by locating the url inside the original one.
        (ctx.req as IncomingMessage & { originalUrl?: string }).originalUrl =
          `${oidcPrefix}${ctx.url}`;
      }
    }
    await next();
  });
  const log = fastify.log.child({ module: 'oidc-provider' });
  provider.on('server_error', (ctx, error) => {
    if (isDatabaseUnavailable(error)) {
      databaseDown.add(ctx as object);
      // The message only: a query's text and parameters (personal data) stay out of the log.
      log.warn({ reason: databaseErrorReason(error) }, 'database unavailable');
    } else {
      log.error({ err: error }, 'provider error');
    }
  });
  provider.on('error', (error) => log.warn({ err: error }, 'provider error'));

  return {
    provider,
    issuer,
    clientId: webClientId,
    clientSecret: secrets.webClientSecret,
    apiResource,
    operatorResource,
    jwks: publicJwks(secrets.jwks),
  };
}

/** The operator API's resource indicator: the `aud` of operator access tokens. */
export function operatorResourceOf(publicUrl: URL) {
  return `${publicUrl.origin}/api/operator`;
}

/** Mounts the provider under /oidc and serves its sign-in interaction. */
const forgotLink = (lang: PageLanguage) => ({
  href: `${forgotPasswordPath}?${new URLSearchParams({ lang })}`,
  label: resetMessages[lang].forgotLink,
});

export async function mountEmbeddedProvider(fastify: FastifyInstance, embedded: EmbeddedProvider) {
  const { provider } = embedded;
  const { db, config } = fastify;
  const callback = provider.callback();
  const proofKey = Buffer.from(
    await loadOrCreateSecret(db, 'staff.second-factor-key', () => randomSecret(32)),
    'base64url',
  );

  // The provider parses its own bodies: in this scope nothing reads the request stream first.
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      const originalUrl = req.url ?? '/';
      const rest = originalUrl.slice(oidcPrefix.length);
      requestLanguages.set(req, request.variant.language);
      req.originalUrl = originalUrl;
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      try {
        await callback(req, reply.raw);
      } finally {
        req.url = originalUrl;
      }
    };
    scope.all(oidcPrefix, { schema: { hide: true } }, handler);
    scope.all(`${oidcPrefix}/*`, { schema: { hide: true } }, handler);
  });

  fastify.get(autoSubmitScriptPath, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(autoSubmitScript),
  );
  fastify.get(signInScriptPath, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(signInScript),
  );

  /** The language the traveller chose with the sign-in page's switch, else the request's. */
  const chosenLanguage = (chosen: unknown, interaction: Interaction, variantLanguage: string) =>
    typeof chosen === 'string' && isPageLanguage(chosen)
      ? chosen
      : pickLanguage(interaction.params.ui_locales, variantLanguage);

  let dummyHash: Promise<string> | undefined;
  const homeLink = (lang: PageLanguage) => ({
    href: `${config.publicUrl.origin}/login`,
    label: pageMessages[lang].startAgain,
  });

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  const expired = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLanguage(undefined, request.variant.language);
    const t = pageMessages[lang];
    return sendHtml(
      reply,
      400,
      messagePage({ lang, title: t.expiredTitle, text: t.expiredText, link: homeLink(lang) }),
    );
  };

  const loadInteraction = async (
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ) => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      // The database down is no expired sign-in: the error handler answers 503.
      if (isDatabaseUnavailable(error)) throw error;
      return undefined;
    }
  };

  /**
   * The sign-in page while the database is unreachable: a browser's page request gets the branded
   * page with 503 and Retry-After; anything else goes on to the app's error handler (the error body).
   */
  const withUnavailablePage =
    <R extends FastifyRequest>(handler: (request: R, reply: FastifyReply) => Promise<unknown>) =>
    async (request: R, reply: FastifyReply) => {
      try {
        return await handler(request, reply);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || !request.headers.accept?.includes('text/html')) {
          throw error;
        }
        request.log.warn({ reason: databaseErrorReason(error) }, 'database unavailable');
        const lang = pickLanguage(undefined, request.variant.language);
        const t = pageMessages[lang];
        return sendHtml(
          reply.header('retry-after', String(databaseRetryAfterSeconds)),
          503,
          messagePage({ lang, title: t.errorTitle, text: t.errorText, link: homeLink(lang) }),
        );
      }
    };

  /**
   * The first-party client is trusted: the traveller is not asked to consent, the grant covers
   * every scope it asked for (offline_access included, so refresh tokens are issued).
   */
  const grantFor = async (interaction: Interaction, accountId: string) => {
    const clientId = String(interaction.params.client_id ?? '');
    let grant = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    if (!grant || grant.accountId !== accountId || grant.clientId !== clientId) {
      grant = new provider.Grant({ accountId, clientId });
    }
    const scope = String(interaction.params.scope ?? '').trim();
    if (scope) grant.addOIDCScope(scope);
    const { details } = interaction.prompt;
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    return grant.save();
  };

  const isFirstParty = (interaction: Interaction) =>
    interaction.params.client_id === embedded.clientId;

  const passkeys = passkeySettings(config);

  /**
   * Related origins (WebAuthn level 3): the variant origins outside the RP ID's domain may use
   * its passkeys too (browsers that support it read this file from the RP ID's origin).
   */
  fastify.get('/.well-known/webauthn', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send({ origins: passkeys.origins }),
  );

  /** The sign-in page's passkey button: options with a challenge tied to this sign-in. */
  fastify.post<{ Params: { uid: string } }>(
    `${oidcPrefix}/interaction/:uid/passkey`,
    { schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const interaction = await loadInteraction(request, reply);
      if (!interaction || interaction.prompt.name !== 'login') {
        return reply.status(404).send(errorBody('NOT_FOUND'));
      }
      const result = await startPasskeySignIn(db, passkeys, {
        interactionUid: interaction.uid,
        ip: request.ip,
      });
      if ('waitSeconds' in result) {
        return reply
          .status(429)
          .header('retry-after', String(result.waitSeconds))
          .send(errorBody('RATE_LIMITED'));
      }
      return { publicKey: result.options };
    },
  );

  fastify.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(
    `${oidcPrefix}/interaction/:uid`,
    { schema: { hide: true } },
    withUnavailablePage(
      async (
        request: FastifyRequest<{ Params: { uid: string }; Querystring: { lang?: string } }>,
        reply,
      ) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return expired(request, reply);
        const lang = chosenLanguage(request.query.lang, interaction, request.variant.language);
        const action = `${oidcPrefix}/interaction/${interaction.uid}`;
        if (interaction.prompt.name === 'login') {
          return sendHtml(reply, 200, signInPage({ lang, action, forgot: forgotLink(lang) }));
        }
        let result;
        if (
          interaction.prompt.name === 'consent' &&
          isFirstParty(interaction) &&
          interaction.session
        ) {
          result = {
            consent: { grantId: await grantFor(interaction, interaction.session.accountId) },
          };
        } else {
          result = { error: 'access_denied', error_description: 'This client is not allowed.' };
        }
        const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: true,
        });
        return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
      },
    ),
  );

  fastify.post<{ Params: { uid: string }; Body: Record<string, unknown> | undefined }>(
    `${oidcPrefix}/interaction/:uid`,
    { schema: { hide: true } },
    withUnavailablePage(
      async (
        request: FastifyRequest<{
          Params: { uid: string };
          Body: Record<string, unknown> | undefined;
        }>,
        reply,
      ) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return expired(request, reply);
        const action = `${oidcPrefix}/interaction/${interaction.uid}`;
        if (interaction.prompt.name !== 'login') return reply.redirect(action, 303);
        const body = request.body ?? {};
        const lang = chosenLanguage(body.lang, interaction, request.variant.language);
        const finish = async (accountId: string) => {
          const login = { accountId, remember: true };
          const result = isFirstParty(interaction)
            ? { login, consent: { grantId: await grantFor(interaction, accountId) } }
            : { login };
          const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
            mergeWithLastSubmission: false,
          });
          return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
        };

        /**
         * The password or a passkey is right. Staff need their second factor (set up at their
         * first sign-in) either way: a passkey stands for the password, not for the TOTP code.
         */
        const firstFactorPassed = async (userId: string) => {
          const member = await findStaffMember(db, userId);
          if (!member) return finish(userId);
          const setupSecret = member.totpSecret ? null : newTotpSecret();
          const proof = signPasswordProof(proofKey, { uid: interaction.uid, userId, setupSecret });
          const setup = setupSecret
            ? {
                secret: setupSecret,
                qrSvg: (await totpEnrolment(member.email, setupSecret)).qrSvg,
              }
            : undefined;
          return sendHtml(reply, 200, secondFactorPage({ lang, action, proof, setup }));
        };

        if (body.passkey !== undefined) {
          const page = (status: number, error: 'passkeyFailed' | { waitSeconds: number }) =>
            sendHtml(reply, status, signInPage({ lang, action, forgot: forgotLink(lang), error }));
          const waitSeconds = await passkeySignInWaitSeconds(db, request.ip);
          if (waitSeconds > 0) {
            reply.header('retry-after', String(waitSeconds));
            return page(429, { waitSeconds });
          }
          const userId = await finishPasskeySignIn(db, passkeys, {
            interactionUid: interaction.uid,
            ip: request.ip,
            answer: body.passkey,
          });
          if (!userId) return page(401, 'passkeyFailed');
          return firstFactorPassed(userId);
        }

        if (body.proof !== undefined) {
          // The staff's second step: the password was right, now the TOTP code.
          const proof = openPasswordProof(proofKey, body.proof, interaction.uid);
          const member = proof ? await findStaffMember(db, proof.userId) : undefined;
          const secret = proof?.setupSecret ?? member?.totpSecret;
          // A set-up proof is spent once a secret is kept (set up in another tab meanwhile).
          if (!proof || !member || !secret || (proof.setupSecret && member.totpSecret)) {
            return expired(request, reply);
          }
          const page = async (status: number, error: 'wrongCode' | { waitSeconds: number }) =>
            sendHtml(
              reply,
              status,
              secondFactorPage({
                lang,
                action,
                proof: String(body.proof),
                error,
                setup: proof.setupSecret
                  ? {
                      secret: proof.setupSecret,
                      qrSvg: (await totpEnrolment(member.email, proof.setupSecret)).qrSvg,
                    }
                  : undefined,
              }),
            );
          const attempt = { ip: request.ip, email: member.email };
          const waitSeconds = await signInWaitSeconds(db, attempt);
          if (waitSeconds > 0) {
            reply.header('retry-after', String(waitSeconds));
            return page(429, { waitSeconds });
          }
          const code = typeof body.code === 'string' ? body.code.replace(/\s+/g, '') : '';
          if (!(await acceptTotpCode(db, member, secret, code))) {
            await recordSignInFailure(db, attempt);
            return page(401, 'wrongCode');
          }
          await clearSignInFailures(db, attempt);
          return finish(member.userId);
        }

        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        const password = typeof body.password === 'string' ? body.password : '';
        if (!email || !password) {
          return sendHtml(
            reply,
            400,
            signInPage({
              lang,
              action,
              forgot: forgotLink(lang),
              email,
              error: 'missingCredentials',
            }),
          );
        }
        if (!oneLineOfText.test(email)) {
          return sendHtml(
            reply,
            400,
            signInPage({ lang, action, forgot: forgotLink(lang), error: 'wrongCredentials' }),
          );
        }
        const attempt = { ip: request.ip, email };
        const waitSeconds = await signInWaitSeconds(db, attempt);
        if (waitSeconds > 0) {
          request.log.warn({ ip: request.ip, waitSeconds }, 'sign-in throttled');
          return sendHtml(
            reply.header('retry-after', String(waitSeconds)),
            429,
            signInPage({ lang, action, forgot: forgotLink(lang), email, error: { waitSeconds } }),
          );
        }
        const [user] = await db
          .select({ id: users.id, passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.email, email))
          .limit(1);
        let valid = false;
        if (user?.passwordHash) {
          valid = await verifyPassword(password, user.passwordHash);
        } else {
          // Same work for an unknown address, so timing does not tell which addresses exist.
          dummyHash ??= hashPassword('wayfarer-unknown-account');
          await verifyPassword(password, await dummyHash);
        }
        if (!user || !valid) {
          await recordSignInFailure(db, attempt);
          return sendHtml(
            reply,
            401,
            signInPage({
              lang,
              action,
              forgot: forgotLink(lang),
              email,
              error: 'wrongCredentials',
            }),
          );
        }
        await clearSignInFailures(db, attempt);
        return firstFactorPassed(user.id);
      },
    ),
  );
}
