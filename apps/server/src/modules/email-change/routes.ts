import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailChangeBodySchema,
  emailChangeResponseSchema,
  errorBodySchema,
  userIdParamsSchema,
  usersApiPaths,
} from '@wayfarer/contract';
import { getVariant } from '@wayfarer/domain';
import { variantOrigins } from '../../auth/constants';
import { isPageLanguage, pageMessages, type PageLanguage } from '../../auth/messages';
import { escapeHtml, layout, messagePage } from '../../auth/pages';
import { fill } from '../../mail/messages';
import { invitationMessages } from '../invitations/messages';
import { invitationWaitSeconds, recordInvitationFailure } from '../invitations/throttle';
import { emailChangeMessages } from './messages';
import {
  confirmEmailChange,
  confirmPath,
  findEmailChange,
  requestEmailChange,
  undoEmailChange,
  undoPath,
  type EmailChangeState,
  type LinkKind,
} from './service';

/** POST users/{id}/email-change: the traveller asks for a new address. */
export const emailChangeApiRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    usersApiPaths.emailChange,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Ask to change the e-mail address',
        description:
          'Checks the current password (400 VALIDATION_FAILED `currentPassword: validation.wrongPassword`) ' +
          'and sends a single-use link to the new address; sign-in keeps the old address until ' +
          'it is opened. The same 202 whether or not another account uses the address. 429 ' +
          'RATE_LIMITED past 5 requests an hour.',
        params: userIdParamsSchema,
        body: emailChangeBodySchema,
        response: {
          202: emailChangeResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const data = await requestEmailChange(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        variant: request.variant.id,
        body: request.body,
      });
      return reply.status(202).send({ data });
    },
  );
};

type Query = { token?: unknown; lang?: unknown };
type Body = Record<string, unknown> | undefined;

/**
 * The pages the e-mailed links open (embedded provider only): a GET shows one button, so mail
 * scanners that fetch links change nothing; its POST confirms or undoes. Dead links count
 * towards the invitation links' per-address throttle, the same guessing of the same tokens.
 */
export async function emailChangePageRoutes(fastify: FastifyInstance) {
  const { db, config } = fastify;
  const allowedOrigins = new Set(variantOrigins(config));
  const isFromOurPages = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigins.has(origin)) return true;
    return (!origin || origin === 'null') && request.headers['sec-fetch-site'] === 'same-origin';
  };
  const languageOf = (request: FastifyRequest, chosen: unknown, state?: EmailChangeState) => {
    if (typeof chosen === 'string' && isPageLanguage(chosen)) return chosen;
    const asked = state && 'variant' in state ? getVariant(state.variant)?.language : undefined;
    return asked ?? (isPageLanguage(request.variant.language) ? request.variant.language : 'en');
  };
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  const signIn = (lang: PageLanguage) => ({
    href: '/login',
    label: emailChangeMessages[lang].signIn,
  });

  const dead = async (
    request: FastifyRequest,
    reply: FastifyReply,
    lang: PageLanguage,
    state: Exclude<EmailChangeState, { status: 'valid' }>,
  ) => {
    const t = emailChangeMessages[lang];
    if (state.status !== 'taken') await recordInvitationFailure(db, request.ip);
    const page = {
      unknown: { status: 404, title: t.unknownTitle, text: t.unknownText },
      expired: { status: 410, title: t.expiredTitle, text: t.expiredText },
      used: { status: 410, title: t.usedTitle, text: t.usedText },
      taken: { status: 409, title: t.takenTitle, text: t.takenText },
    }[state.status];
    return send(
      reply,
      page.status,
      messagePage({ lang, title: page.title, text: page.text, link: signIn(lang) }),
    );
  };

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

  const tokenOf = (query: Query) => (typeof query.token === 'string' ? query.token : '');

  const register = (kind: LinkKind, path: string) => {
    const act = kind === 'confirm' ? confirmEmailChange : undoEmailChange;
    fastify.get<{ Querystring: Query }>(
      path,
      { schema: { hide: true } },
      async (request, reply) => {
        const waitSeconds = await invitationWaitSeconds(db, request.ip);
        if (waitSeconds > 0)
          return tooMany(reply, languageOf(request, request.query.lang), waitSeconds);
        const token = tokenOf(request.query);
        const state = await findEmailChange(db, kind, token);
        const lang = languageOf(request, request.query.lang, state);
        if (state.status !== 'valid') return dead(request, reply, lang, state);
        const t = emailChangeMessages[lang];
        const [title, text, button] =
          kind === 'confirm'
            ? [t.confirmTitle, fill(t.confirmText, { email: state.newEmail }), t.confirmButton]
            : [t.undoTitle, fill(t.undoText, { email: state.oldEmail }), t.undoButton];
        return send(
          reply,
          200,
          layout(
            lang,
            title,
            `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<form method="post" action="${escapeHtml(`${path}?${new URLSearchParams({ token })}`)}">
<input type="hidden" name="lang" value="${lang}">
<button type="submit" class="submit">${escapeHtml(button)}</button>
</form>`,
          ),
        );
      },
    );

    fastify.post<{ Querystring: Query; Body: Body }>(
      path,
      { schema: { hide: true }, bodyLimit: 16 * 1024 },
      async (request, reply) => {
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        if (!isFromOurPages(request)) {
          await recordInvitationFailure(db, request.ip);
          const lang = languageOf(request, body.lang);
          const t = emailChangeMessages[lang];
          return send(
            reply,
            403,
            messagePage({ lang, title: t.forbiddenTitle, text: t.forbiddenText }),
          );
        }
        const waitSeconds = await invitationWaitSeconds(db, request.ip);
        if (waitSeconds > 0) return tooMany(reply, languageOf(request, body.lang), waitSeconds);
        const state = await act(db, tokenOf(request.query));
        const lang = languageOf(request, body.lang, state);
        if (state.status !== 'valid') return dead(request, reply, lang, state);
        request.log.info({ userId: state.userId, kind }, 'e-mail change');
        if (kind === 'undo') fastify.forgetSessionsOf(state.userId);
        const t = emailChangeMessages[lang];
        const [title, text] =
          kind === 'confirm'
            ? [t.confirmedTitle, fill(t.confirmedText, { email: state.newEmail })]
            : [t.undoneTitle, fill(t.undoneText, { email: state.oldEmail })];
        return send(reply, 200, messagePage({ lang, title, text, link: signIn(lang) }));
      },
    );
  };
  register('confirm', confirmPath);
  register('undo', undoPath);
}
