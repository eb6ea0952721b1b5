import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { getVariant } from '@wayfarer/domain';
import { newPasswordProblem } from '../../auth/breached-passwords';
import { variantOrigins } from '../../auth/constants';
import {
  isPageLanguage,
  pageMessages,
  tooManyAttemptsText,
  type PageLanguage,
} from '../../auth/messages';
import { messagePage } from '../../auth/pages';
import { hashPassword } from '../../auth/password';
import { fill } from '../../mail/messages';
import {
  invitationMessages,
  resetLinkMessages,
  resetMessages,
  type InvitationMessages,
} from './messages';
import { forgotPasswordPage, setPasswordPage } from './pages';
import {
  forgotPasswordPath,
  requestPasswordReset,
  resetPasswordPath,
  resetRequestWaitSeconds,
  variantSpeaking,
} from './password-reset';
import {
  acceptInvitation,
  findInvitation,
  invitationPath,
  type InvitationState,
  type LinkPurpose,
} from './service';
import { invitationWaitSeconds, recordInvitationFailure } from './throttle';

type Query = { token?: unknown; lang?: unknown };
type Body = Record<string, unknown> | undefined;

/** As the BFF's sign-out: our Origin, or the browser's own word that the form is same-origin. */
const fromOurPages = (allowedOrigins: Set<string>) => (request: FastifyRequest) => {
  const origin = request.headers.origin;
  if (origin && allowedOrigins.has(origin)) return true;
  return (!origin || origin === 'null') && request.headers['sec-fetch-site'] === 'same-origin';
};

const send = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);

/** `text` with `{wait}`: the time left, in the page's language. */
const tooManyPage = (reply: FastifyReply, lang: PageLanguage, waitSeconds: number, text: string) =>
  send(
    reply.header('retry-after', String(waitSeconds)),
    429,
    messagePage({
      lang,
      title: pageMessages[lang].errorTitle,
      text: tooManyAttemptsText(lang, waitSeconds, text),
    }),
  );

/** A forgotten-password answer takes at least this long, found address or not. */
const forgotAnswerMs = 400;

/**
 * The set-password pages of invitation and reset links, and the forgotten-password form, on the
 * provider's pages (embedded provider only).
 */
export async function invitationRoutes(fastify: FastifyInstance) {
  await fastify.register(setPasswordLinkRoutes, {
    path: invitationPath,
    purpose: 'invitation',
    messages: invitationMessages,
  });
  await fastify.register(setPasswordLinkRoutes, {
    path: resetPasswordPath,
    purpose: 'reset',
    messages: resetLinkMessages,
  });
  await fastify.register(forgotPasswordRoutes);
}

async function setPasswordLinkRoutes(
  fastify: FastifyInstance,
  {
    path,
    purpose,
    messages,
  }: { path: string; purpose: LinkPurpose; messages: Record<PageLanguage, InvitationMessages> },
) {
  const { db, config } = fastify;
  const allowedOrigins = new Set(variantOrigins(config));

  const isFromOurPages = fromOurPages(allowedOrigins);

  const languageOf = (request: FastifyRequest, chosen: unknown, state?: InvitationState) => {
    if (typeof chosen === 'string' && isPageLanguage(chosen)) return chosen;
    const invited = state && 'variant' in state ? getVariant(state.variant)?.language : undefined;
    return invited ?? (isPageLanguage(request.variant.language) ? request.variant.language : 'en');
  };

  const signInLink = (lang: PageLanguage) => ({
    href: '/login',
    label: messages[lang].signIn,
  });

  const tooMany = (reply: FastifyReply, lang: PageLanguage, waitSeconds: number) =>
    tooManyPage(reply, lang, waitSeconds, messages[lang].tooManyAttempts);

  /** A link that leads nowhere: a clear page, and one more failure for this address. */
  const dead = async (
    request: FastifyRequest,
    reply: FastifyReply,
    lang: PageLanguage,
    state: Exclude<InvitationState, { status: 'valid' }>,
  ) => {
    await recordInvitationFailure(db, request.ip);
    const t = messages[lang];
    const page = {
      unknown: { status: 404, title: t.unknownTitle, text: t.unknownText },
      expired: { status: 410, title: t.expiredTitle, text: t.expiredText },
      used: { status: 410, title: t.usedTitle, text: t.usedText },
    }[state.status];
    return send(
      reply,
      page.status,
      messagePage({ lang, title: page.title, text: page.text, link: signInLink(lang) }),
    );
  };

  const tokenOf = (query: Query) => (typeof query.token === 'string' ? query.token : '');

  fastify.get<{ Querystring: Query }>(path, { schema: { hide: true } }, async (request, reply) => {
    const waitSeconds = await invitationWaitSeconds(db, request.ip);
    if (waitSeconds > 0)
      return tooMany(reply, languageOf(request, request.query.lang), waitSeconds);
    const token = tokenOf(request.query);
    const state = await findInvitation(db, token, new Date(), purpose);
    const lang = languageOf(request, request.query.lang, state);
    if (state.status !== 'valid') return dead(request, reply, lang, state);
    return send(
      reply,
      200,
      setPasswordPage({ lang, action: path, token, email: state.email, messages }),
    );
  });

  fastify.post<{ Querystring: Query; Body: Body }>(
    path,
    { schema: { hide: true }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const chosen = body.lang;
      if (!isFromOurPages(request)) {
        request.log.warn({ origin: request.headers.origin }, 'invitation form not from our pages');
        await recordInvitationFailure(db, request.ip);
        const lang = languageOf(request, chosen);
        const t = messages[lang];
        return send(
          reply,
          403,
          messagePage({ lang, title: t.forbiddenTitle, text: t.forbiddenText }),
        );
      }
      const waitSeconds = await invitationWaitSeconds(db, request.ip);
      if (waitSeconds > 0) return tooMany(reply, languageOf(request, chosen), waitSeconds);
      const token = tokenOf(request.query);
      const state = await findInvitation(db, token, new Date(), purpose);
      const lang = languageOf(request, chosen, state);
      if (state.status !== 'valid') return dead(request, reply, lang, state);

      const password = typeof body.password === 'string' ? body.password : '';
      const confirmation = typeof body.confirmation === 'string' ? body.confirmation : '';
      const again = (error: Parameters<typeof setPasswordPage>[0]['error']) =>
        send(
          reply,
          400,
          setPasswordPage({ lang, action: path, token, email: state.email, error, messages }),
        );
      if (!password || !confirmation) return again('missing');
      const problem = newPasswordProblem(password);
      if (problem) return again(problem);
      if (password !== confirmation) return again('mismatch');

      const accepted = await acceptInvitation(db, {
        token,
        passwordHash: await hashPassword(password),
        purpose,
      });
      if (accepted.status !== 'valid') return dead(request, reply, lang, accepted);
      fastify.forgetSessionsOf(accepted.userId);
      request.log.info({ userId: accepted.userId, purpose }, 'password set from a link');
      const t = messages[lang];
      return send(
        reply,
        200,
        messagePage({ lang, title: t.doneTitle, text: t.doneText, link: signInLink(lang) }),
      );
    },
  );
}

/**
 * The forgotten-password form: the same answer, after about the same time, whether or not the
 * address has an account; rate-limited per address typed and per client address.
 */
async function forgotPasswordRoutes(fastify: FastifyInstance) {
  const { db, config } = fastify;
  const isFromOurPages = fromOurPages(new Set(variantOrigins(config)));
  const languageOf = (request: FastifyRequest, chosen: unknown): PageLanguage =>
    typeof chosen === 'string' && isPageLanguage(chosen)
      ? chosen
      : isPageLanguage(request.variant.language)
        ? request.variant.language
        : 'en';

  fastify.get<{ Querystring: { lang?: unknown } }>(
    forgotPasswordPath,
    { schema: { hide: true } },
    async (request, reply) =>
      send(
        reply,
        200,
        forgotPasswordPage({
          lang: languageOf(request, request.query.lang),
          action: forgotPasswordPath,
        }),
      ),
  );

  fastify.post<{ Body: Record<string, unknown> | undefined }>(
    forgotPasswordPath,
    { schema: { hide: true }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const startedAt = Date.now();
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const lang = languageOf(request, body.lang);
      const t = resetMessages[lang];
      if (!isFromOurPages(request)) {
        request.log.warn({ origin: request.headers.origin }, 'forgot form not from our pages');
        return send(
          reply,
          403,
          messagePage({
            lang,
            title: pageMessages[lang].errorTitle,
            text: pageMessages[lang].errorText,
          }),
        );
      }
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (!email || email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
        return send(
          reply,
          400,
          forgotPasswordPage({ lang, action: forgotPasswordPath, email, error: t.missingEmail }),
        );
      }
      const waitSeconds = await resetRequestWaitSeconds(db, { ip: request.ip, email });
      if (waitSeconds > 0) {
        request.log.warn({ ip: request.ip, waitSeconds }, 'password reset request throttled');
        return tooManyPage(reply, lang, waitSeconds, t.tooManyRequests);
      }
      await requestPasswordReset(db, {
        email,
        variant: variantSpeaking(lang, request.variant),
        origin: request.variantOrigin,
      });
      fastify.mail.deliverSoon();
      await sleep(Math.max(0, forgotAnswerMs - (Date.now() - startedAt)));
      return send(
        reply,
        200,
        messagePage({ lang, title: t.sentTitle, text: fill(t.sentText, { email }) }),
      );
    },
  );
}
