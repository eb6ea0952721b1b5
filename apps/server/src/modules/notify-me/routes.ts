import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csrfHeader,
  csrfHeaderValue,
  errorBodySchema,
  notifyMeAlertsResponseSchema,
  notifyMeApiPaths,
  notifyMeTargetParamsSchema,
  notifyMeTokenAlertsResponseSchema,
  notifyMeTokenParamsSchema,
  notifyMeTokenTargetParamsSchema,
  type NotifyMeAlertType,
} from '@wayfarer/contract';
import { variantOrigins } from '../../auth/constants';
import { AppError } from '../../lib/errors';
import { contentLanguageOf } from '../../lib/content-language';
import { listAlerts, listAlertsByToken, removeAlert, removeAlertByToken } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/**
 * Trip alerts (account-area §3, §7): with the session, and through the signed link of an alert
 * email without one (the token opens that traveller's alerts only).
 */
export const notifyMeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const allowedOrigins = new Set(variantOrigins(fastify.config));

  /**
   * The token removals carry no cookie, so no cross-site request can ride on a session; they
   * still take the SPA's CSRF header and one of our origins, like every other change.
   */
  const checkCsrf = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (request.headers[csrfHeader] !== csrfHeaderValue || !origin || !allowedOrigins.has(origin)) {
      throw new AppError('CSRF_FAILED');
    }
  };

  fastify.get(
    notifyMeApiPaths.list,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['notify me'],
        summary: "The caller's trip alerts, most recent first (their number is the menu badge)",
        response: { 200: notifyMeAlertsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listAlerts(fastify.db, request.caller!.userId, contentLanguageOf(request)),
    }),
  );

  const removeRoute = (path: string, type: NotifyMeAlertType) =>
    fastify.delete(
      path,
      {
        onRequest: fastify.authenticate,
        schema: {
          tags: ['notify me'],
          summary: `Remove the caller's alert on this ${type}; answers the alerts left`,
          description: `404 NOT_FOUND when the caller has no alert on this ${type}.`,
          params: notifyMeTargetParamsSchema,
          response: { 200: notifyMeAlertsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await removeAlert(fastify.db, {
          userId: request.caller!.userId,
          type,
          id: request.params.id,
          language: contentLanguageOf(request),
        }),
      }),
    );
  removeRoute(notifyMeApiPaths.tour, 'tour');
  removeRoute(notifyMeApiPaths.travel, 'travel');

  fastify.get(
    notifyMeApiPaths.token,
    {
      schema: {
        tags: ['notify me'],
        summary: 'The alerts a notify-me link opens (no sign-in)',
        description:
          '401 NOTIFY_ME_TOKEN_INVALID for a malformed or tampered token, ' +
          '401 NOTIFY_ME_TOKEN_EXPIRED for an expired one.',
        security: [],
        params: notifyMeTokenParamsSchema,
        response: { 200: notifyMeTokenAlertsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listAlertsByToken(fastify.db, {
        token: request.params.token,
        language: contentLanguageOf(request),
      }),
    }),
  );

  const removeByTokenRoute = (path: string, type: NotifyMeAlertType) =>
    fastify.delete(
      path,
      {
        onRequest: checkCsrf,
        schema: {
          tags: ['notify me'],
          summary: `Remove an alert on a ${type} through a notify-me link (no sign-in)`,
          description:
            `Only an alert of the link's traveller: 404 NOT_FOUND otherwise. ` +
            '401 NOTIFY_ME_TOKEN_INVALID or NOTIFY_ME_TOKEN_EXPIRED for a bad or expired token.',
          security: [],
          params: notifyMeTokenTargetParamsSchema,
          response: { 200: notifyMeTokenAlertsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await removeAlertByToken(fastify.db, {
          token: request.params.token,
          type,
          id: request.params.id,
          language: contentLanguageOf(request),
        }),
      }),
    );
  removeByTokenRoute(notifyMeApiPaths.tokenTour, 'tour');
  removeByTokenRoute(notifyMeApiPaths.tokenTravel, 'travel');
};
