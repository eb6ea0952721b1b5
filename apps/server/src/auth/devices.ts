import Bowser from 'bowser';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deviceSessionParamsSchema,
  deviceSessionsResponseSchema,
  devicesApiPaths,
  endOtherSessionsResponseSchema,
  errorBodySchema,
  type DeviceSession,
} from '@wayfarer/contract';
import { AppError } from '../lib/errors';
import { endProviderSessions } from './adapter';
import type { SessionStore } from './session';

const platformTypes = new Set(['desktop', 'mobile', 'tablet', 'tv'] as const);
type PlatformType = DeviceSession['platform'];

/** Browser, system and kind of device a User-Agent names, as the devices list shows them. */
export function describeUserAgent(
  userAgent: string | null,
): Pick<DeviceSession, 'browser' | 'system' | 'platform'> {
  if (!userAgent) return { browser: null, system: null, platform: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const osVersion = os.versionName ?? os.version;
  const type = platform.type as NonNullable<PlatformType> | undefined;
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    system: os.name ? [os.name, osVersion].filter(Boolean).join(' ') : null,
    platform: type && platformTypes.has(type) ? type : null,
  };
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The traveller's signed-in devices: their own sessions only; another's answers 404. */
export function registerDeviceRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  { embedded }: { embedded: boolean },
) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  /**
   * A browser whose session ended would come straight back through the embedded provider's own
   * sign-in session, without a password: those end too (on every browser, as they are not tied
   * to one of ours), so the next sign-in anywhere asks for the password.
   */
  const endSignInSessions = async (userId: string) => {
    if (embedded) await endProviderSessions(fastify.db, userId);
  };

  fastify.get(
    devicesApiPaths.list,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: "The traveller's signed-in devices",
        description:
          'Each unexpired session: the one of this request first (marked `current`; none with a ' +
          'Bearer token), then the most recently used first.',
        response: { 200: deviceSessionsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const caller = request.caller!;
      const rows = await sessions.listForUser(caller.userId);
      // Last use is kept to the minute: this device may tie with another, yet comes first.
      const isCurrent = (row: { idHash: string }) => row.idHash === caller.sessionIdHash;
      rows.sort((a, b) => Number(isCurrent(b)) - Number(isCurrent(a)));
      return {
        data: rows.map((row) => ({
          id: row.publicId,
          ...describeUserAgent(row.userAgent),
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: isCurrent(row),
        })),
      };
    },
  );

  // Declared before `:id` for the reader; the router prefers the static segment anyway.
  fastify.delete(
    devicesApiPaths.others,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Sign out every other device',
        description:
          'Ends every session of the traveller but the one of this request (all of them with a ' +
          'Bearer token). Every instance refuses them at once.',
        response: { 200: endOtherSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = request.caller!;
      const ended = await sessions.endOthersForUser(caller.userId, caller.sessionIdHash ?? '');
      await endSignInSessions(caller.userId);
      return { data: { ended } };
    },
  );

  fastify.delete(
    devicesApiPaths.one,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Sign out one device',
        description: "404 when the session is not one of the traveller's (or has ended already).",
        params: deviceSessionParamsSchema,
        response: { 204: z.null(), ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.caller!;
      if (!(await sessions.endForUser(userId, request.params.id))) throw new AppError('NOT_FOUND');
      await endSignInSessions(userId);
      return reply.status(204).send(null);
    },
  );
}
