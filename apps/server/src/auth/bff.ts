import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { AccountLinkError, upsertExternalUser, userExists, type IdentityClaims } from './accounts';
import { sessionLifetimeSeconds, signInScopes } from './constants';
import { pageMessages, pickLanguage } from './messages';
import type { OidcClient } from './oidc-client';
import { messagePage, signOutPage } from './pages';
import { endProviderSessions } from './adapter';
import { safeReturnTo } from './return-to';
import { cancelAccountDeletionOnSignIn } from '../modules/account-deletion/service';
import {
  clearCookie,
  loginCookieName,
  loginTransactionSeconds,
  openTransaction,
  sealTransaction,
  sessionCookieName,
  setCookie,
  type SessionStore,
} from './session';

export const loginPath = '/login';
export const callbackPath = '/login/redirect';
export const logoutPath = '/logout';

export interface BffOptions {
  oidc: OidcClient;
  sessions: SessionStore;
  transactionKey: Buffer;
  /** Embedded issuer: its `sub` is users.id. External: users are linked by subject or email. */
  embedded: boolean;
  /** The variant origins a sign-out may come from. */
  allowedOrigins: ReadonlySet<string>;
}

/** `/login`, `/login/redirect`, `/logout`: the browser's side of OpenID Connect. */
export function registerBffRoutes(fastify: FastifyInstance, options: BffOptions) {
  const { oidc, sessions, transactionKey, embedded, allowedOrigins } = options;
  const { config, db } = fastify;

  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    kind: 'state' | 'error' | 'unavailable',
    details: string[] = [],
  ) => {
    const lang = pickLanguage(undefined, request.variant.language);
    const t = pageMessages[lang];
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        messagePage({
          lang,
          title: kind === 'unavailable' ? t.errorTitle : t.callbackTitle,
          text:
            kind === 'state'
              ? t.callbackStateText
              : kind === 'error'
                ? t.callbackErrorText
                : t.errorText,
          details,
          link: { href: loginPath, label: t.startAgain },
        }),
      );
  };

  fastify.get(loginPath, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const returnTo = safeReturnTo(query.returnTo, request.variantOrigin);
    // The callback must come back to the host that holds the transaction cookie: a configured one.
    if (!config.variantHosts.has(request.host)) {
      return reply.redirect(
        `${config.publicUrl.origin}${loginPath}?returnTo=${encodeURIComponent(returnTo)}`,
      );
    }

    let configuration: client.Configuration;
    try {
      configuration = await oidc.configuration();
    } catch (error) {
      request.log.error({ err: error }, 'Error oauth2 configuration');
      return page(request, reply, 503, 'unavailable');
    }
    const verifier = client.randomPKCECodeVerifier();
    const transaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier,
      returnTo,
      redirectUri: `${request.variantOrigin}${callbackPath}`,
      createdAt: Date.now(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: transaction.redirectUri,
      scope: signInScopes,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
      ui_locales: request.variant.language,
    });
    setCookie(
      request,
      reply,
      loginCookieName(request),
      sealTransaction(transactionKey, transaction),
      loginTransactionSeconds,
    );
    return reply.header('cache-control', 'no-store').redirect(url.href);
  });

  fastify.get(callbackPath, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const cookieName = loginCookieName(request);
    const transaction = openTransaction(transactionKey, request.cookies[cookieName]);
    clearCookie(request, reply, cookieName);
    const state = typeof query.state === 'string' ? query.state : undefined;
    if (!transaction || !state || state !== transaction.state) {
      request.log.warn('sign-in callback with a missing or wrong state');
      return page(request, reply, 400, 'state');
    }
    if (typeof query.error === 'string') {
      const description =
        typeof query.error_description === 'string' ? query.error_description : '';
      return page(request, reply, 400, 'error', [query.error, description]);
    }

    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      const configuration = await oidc.configuration();
      const currentUrl = new URL(transaction.redirectUri);
      currentUrl.search = request.url.includes('?')
        ? request.url.slice(request.url.indexOf('?'))
        : '';
      tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'authorization code exchange failed');
      return page(request, reply, 400, 'error');
    }

    const claims = tokens.claims() as IdentityClaims | undefined;
    if (!claims?.sub) return page(request, reply, 400, 'error');
    let userId: string;
    if (embedded) {
      if (!(await userExists(db, claims.sub))) return page(request, reply, 400, 'error');
      userId = claims.sub;
    } else {
      try {
        userId = await upsertExternalUser(
          db,
          await withUserInfo(oidc, claims, tokens.access_token),
        );
      } catch (error) {
        if (!(error instanceof AccountLinkError)) throw error;
        request.log.warn({ err: error }, 'external account could not be linked');
        return page(request, reply, 400, 'error', [error.message]);
      }
    }

    // Signing in during a deletion's grace period cancels it (the traveller gets a mail and, on
    // the dashboard, a notice).
    if (await cancelAccountDeletionOnSignIn(db, userId)) {
      request.log.info({ userId }, 'account deletion cancelled by signing in');
      fastify.mail.deliverSoon();
    }

    // A new session id at every sign-in; the one this browser had before ends now.
    const sessionName = sessionCookieName(request);
    const previous = request.cookies[sessionName];
    if (previous) await sessions.remove(previous);
    const id = await sessions.create(
      userId,
      {
        accessToken: tokens.access_token,
        expiresInSeconds: tokens.expires_in,
        refreshToken: tokens.refresh_token,
        idToken: tokens.id_token,
      },
      request.headers['user-agent'],
    );
    setCookie(request, reply, sessionName, id, sessionLifetimeSeconds);
    return reply.header('cache-control', 'no-store').redirect(transaction.returnTo, 303);
  });

  // A link, a prefetch or another site's image must not sign anyone out: GET only offers the button.
  fastify.get(logoutPath, { schema: { hide: true } }, async (request, reply) => {
    const lang = pickLanguage(undefined, request.variant.language);
    return reply
      .status(405)
      .header('allow', 'POST')
      .type('text/html; charset=utf-8')
      .send(signOutPage({ lang, action: logoutPath }));
  });

  /**
   * A POST from one of our pages: its Origin is a variant origin, or — our pages send no referrer,
   * so browsers post their forms with `Origin: null` — the browser itself says it is same-origin
   * (`Sec-Fetch-Site`, which no page can set). A form cannot carry the CSRF header.
   */
  const isFromOurPages = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigins.has(origin)) return true;
    return (!origin || origin === 'null') && request.headers['sec-fetch-site'] === 'same-origin';
  };

  /**
   * Sign-out: a POST from our pages (the SPA posts a form). The session ends here, its refresh
   * token at the provider, and with the embedded provider its sign-in sessions too, whatever the
   * browser does with the end-session redirect.
   */
  fastify.post(logoutPath, { schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin;
    if (!isFromOurPages(request)) {
      request.log.warn({ origin }, 'logout refused: not from a variant origin');
      return page(request, reply, 403, 'unavailable');
    }
    const sessionName = sessionCookieName(request);
    const id = request.cookies[sessionName];
    const removed = id ? await sessions.remove(id) : undefined;
    clearCookie(request, reply, sessionName);
    if (removed && embedded) await endProviderSessions(db, removed.userId);

    let configuration: client.Configuration;
    try {
      configuration = await oidc.configuration();
    } catch (error) {
      request.log.error({ err: error }, 'Error oauth2 configuration');
      return reply.redirect('/', 303);
    }
    const metadata = configuration.serverMetadata();
    if (removed?.refreshToken && metadata.revocation_endpoint) {
      // Offline tokens may outlive the provider's session: revoke ours explicitly.
      await client
        .tokenRevocation(configuration, removed.refreshToken, { token_type_hint: 'refresh_token' })
        .catch((error: unknown) => request.log.warn({ err: error }, 'token revocation failed'));
    }
    if (!metadata.end_session_endpoint) return reply.redirect('/', 303);
    const parameters: Record<string, string> = {
      client_id: oidc.settings.clientId,
      post_logout_redirect_uri: `${request.variantOrigin}/`,
      ui_locales: request.variant.language,
    };
    if (removed?.idToken) parameters.id_token_hint = removed.idToken;
    return reply.redirect(client.buildEndSessionUrl(configuration, parameters).href, 303);
  });
}

/** Some issuers put the profile only in userinfo; the ID token's claims win when present. */
async function withUserInfo(
  oidc: OidcClient,
  claims: IdentityClaims,
  accessToken: string,
): Promise<IdentityClaims> {
  if (typeof claims.email === 'string' && claims.email) return claims;
  try {
    const configuration = await oidc.configuration();
    const info = await client.fetchUserInfo(configuration, accessToken, claims.sub);
    return { ...info, ...claims } as IdentityClaims;
  } catch {
    return claims;
  }
}
