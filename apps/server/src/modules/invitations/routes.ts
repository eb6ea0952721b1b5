import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getVariant, passwordProblem } from '@wayfarer/domain';
import { variantOrigins } from '../../auth/constants';
import { isPageLanguage, pageMessages, type PageLanguage } from '../../auth/messages';
import { messagePage } from '../../auth/pages';
import { hashPassword } from '../../auth/password';
import { fill } from '../../mail/messages';
import { invitationMessages } from './messages';
import { setPasswordPage } from './pages';
import { acceptInvitation, findInvitation, invitationPath, type InvitationState } from './service';
import { invitationWaitSeconds, recordInvitationFailure } from './throttle';

type Query = { token?: unknown; lang?: unknown };
type Body = Record<string, unknown> | undefined;

/** The invitation's set-password page on the provider's pages (embedded provider only). */
export async function invitationRoutes(fastify: FastifyInstance) {
  const { db, config } = fastify;
  const allowedOrigins = new Set(variantOrigins(config));

  /** As the BFF's sign-out: our Origin, or the browser's own word that the form is same-origin. */
  const isFromOurPages = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigins.has(origin)) return true;
    return (!origin || origin === 'null') && request.headers['sec-fetch-site'] === 'same-origin';
  };

  const languageOf = (request: FastifyRequest, chosen: unknown, state?: InvitationState) => {
    if (typeof chosen === 'string' && isPageLanguage(chosen)) return chosen;
    const invited = state && 'variant' in state ? getVariant(state.variant)?.language : undefined;
    return invited ?? (isPageLanguage(request.variant.language) ? request.variant.language : 'en');
  };

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  const signInLink = (lang: PageLanguage) => ({
    href: '/login',
    label: invitationMessages[lang].signIn,
  });

  const tooMany = (reply: FastifyReply, lang: PageLanguage, waitSeconds: number) => {
    const minutes = waitSeconds >= 60;
    const wait = new Intl.NumberFormat(lang, {
      style: 'unit',
      unit: minutes ? 'minute' : 'second',
      unitDisplay: 'long',
    }).format(minutes ? Math.ceil(waitSeconds / 60) : Math.max(1, waitSeconds));
    return send(
      reply.header('retry-after', String(waitSeconds)),
      429,
      messagePage({
        lang,
        title: pageMessages[lang].errorTitle,
        text: fill(invitationMessages[lang].tooManyAttempts, { wait }),
      }),
    );
  };

  /** A link that leads nowhere: a clear page, and one more failure for this address. */
  const dead = async (
    request: FastifyRequest,
    reply: FastifyReply,
    lang: PageLanguage,
    state: Exclude<InvitationState, { status: 'valid' }>,
  ) => {
    await recordInvitationFailure(db, request.ip);
    const t = invitationMessages[lang];
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

  fastify.get<{ Querystring: Query }>(
    invitationPath,
    { schema: { hide: true } },
    async (request, reply) => {
      const waitSeconds = await invitationWaitSeconds(db, request.ip);
      if (waitSeconds > 0)
        return tooMany(reply, languageOf(request, request.query.lang), waitSeconds);
      const token = tokenOf(request.query);
      const state = await findInvitation(db, token);
      const lang = languageOf(request, request.query.lang, state);
      if (state.status !== 'valid') return dead(request, reply, lang, state);
      return send(
        reply,
        200,
        setPasswordPage({ lang, action: invitationPath, token, email: state.email }),
      );
    },
  );

  fastify.post<{ Querystring: Query; Body: Body }>(
    invitationPath,
    { schema: { hide: true }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const chosen = body.lang;
      if (!isFromOurPages(request)) {
        request.log.warn({ origin: request.headers.origin }, 'invitation form not from our pages');
        await recordInvitationFailure(db, request.ip);
        const lang = languageOf(request, chosen);
        const t = invitationMessages[lang];
        return send(
          reply,
          403,
          messagePage({ lang, title: t.forbiddenTitle, text: t.forbiddenText }),
        );
      }
      const waitSeconds = await invitationWaitSeconds(db, request.ip);
      if (waitSeconds > 0) return tooMany(reply, languageOf(request, chosen), waitSeconds);
      const token = tokenOf(request.query);
      const state = await findInvitation(db, token);
      const lang = languageOf(request, chosen, state);
      if (state.status !== 'valid') return dead(request, reply, lang, state);

      const password = typeof body.password === 'string' ? body.password : '';
      const confirmation = typeof body.confirmation === 'string' ? body.confirmation : '';
      const again = (error: Parameters<typeof setPasswordPage>[0]['error']) =>
        send(
          reply,
          400,
          setPasswordPage({ lang, action: invitationPath, token, email: state.email, error }),
        );
      if (!password || !confirmation) return again('missing');
      const problem = passwordProblem(password);
      if (problem) return again(problem);
      if (password !== confirmation) return again('mismatch');

      const accepted = await acceptInvitation(db, {
        token,
        passwordHash: await hashPassword(password),
      });
      if (accepted.status !== 'valid') return dead(request, reply, lang, accepted);
      request.log.info({ userId: accepted.userId }, 'invitation accepted');
      const t = invitationMessages[lang];
      return send(
        reply,
        200,
        messagePage({ lang, title: t.doneTitle, text: t.doneText, link: signInLink(lang) }),
      );
    },
  );
}
