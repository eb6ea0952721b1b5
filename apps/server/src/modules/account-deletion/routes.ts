import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletionApiPaths,
  accountDeletionRequestSchema,
  accountDeletionScheduledSchema,
  accountDeletionStatusSchema,
  errorBodySchema,
} from '@wayfarer/contract';
import { clearCookie, sessionCookieName } from '../../auth/session';
import { AppError } from '../../lib/errors';
import { passkeySettings } from '../passkeys/service';
import { eraseDueAccounts } from './erase';
import { getAccountDeletionStatus, markCancellationSeen, requestAccountDeletion } from './service';

export const accountDeletionSweepQueue = 'account-deletion-sweep';
/** Every hour at minute 41 (UTC): an account is erased within the hour after its grace period. */
const sweepCron = '41 * * * *';
/** In demo mode only: the sweep "as of" a given time, so a demo (or an e2e test) moves the clock. */
export const sweepDevPath = '/dev/account-deletions/sweep';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** Delete my account (issue 22): the traveller's own account only (`me`), never another's. */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, config } = fastify;
  const { graceDays } = config.accountDeletion;
  const passkeys = passkeySettings(config);

  fastify.get(
    accountDeletionApiPaths.deletion,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'May the account be deleted',
        description:
          'Whether the traveller may delete their account now (not while a trip of theirs is ' +
          'upcoming or under way, nor while a payment is owed: `blockers` name the bookings), ' +
          'the grace period, how to confirm, and a deletion that signing in cancelled (until ' +
          'its notice is dismissed).',
        response: { 200: accountDeletionStatusSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getAccountDeletionStatus(db, { userId: request.caller!.userId, graceDays }),
    }),
  );

  fastify.post(
    accountDeletionApiPaths.deletion,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Delete my account',
        description:
          'Confirmed with the current password (400 VALIDATION_FAILED `currentPassword: ' +
          "validation.wrongPassword`) or with one of the traveller's passkeys, `{ method: " +
          "'passkey', response }` answering `POST /api/users/me/passkeys/confirmation-options` " +
          '(400 VALIDATION_FAILED `response: validation.passkeyRefused`); a refused one counts ' +
          'as a wrong sign-in, 429 RATE_LIMITED. ' +
          '409 ACCOUNT_DELETION_BLOCKED (with `extra.blockers`) while a booking blocks it. ' +
          'Otherwise the account is erased after ACCOUNT_DELETION_GRACE_DAYS unless the ' +
          'traveller signs in before; a mail says so, and every session ends, this one too.',
        body: accountDeletionRequestSchema,
        response: {
          202: accountDeletionScheduledSchema,
          400: errorBodySchema,
          ...errors,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.caller!.userId;
      const result = await requestAccountDeletion(db, {
        userId,
        variant: request.variant.id,
        confirmation: request.body,
        passkeys,
        graceDays,
        ip: request.ip,
      });
      if ('retryAfter' in result) {
        reply.header('retry-after', String(result.retryAfter));
        throw new AppError('RATE_LIMITED');
      }
      fastify.forgetSessionsOf(userId);
      fastify.mail.deliverSoon();
      clearCookie(request, reply, sessionCookieName(request));
      request.log.info({ userId, eraseAfter: result.eraseAfter }, 'account deletion scheduled');
      return reply.status(202).send({ data: result });
    },
  );

  fastify.delete(
    accountDeletionApiPaths.cancellationNotice,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Dismiss the notice of a cancelled deletion',
        description: 'The notice that signing in cancelled the deletion is not shown again.',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markCancellationSeen(db, request.caller!.userId);
      return reply.status(204).send(null);
    },
  );

  // A scheduled job: one instance runs it each time, whichever takes it.
  await fastify.jobs.work(accountDeletionSweepQueue, async () => {
    const erased = await eraseDueAccounts(db, fastify.fileStorage);
    if (erased > 0) fastify.log.info({ erased }, 'accounts erased after their grace period');
  });
  await fastify.jobs.schedule(accountDeletionSweepQueue, sweepCron);

  if (config.demoMode) {
    fastify.post(
      sweepDevPath,
      {
        schema: {
          hide: true,
          body: z.object({ asOf: z.iso.datetime() }),
          response: { 200: z.object({ erased: z.number().int() }), 400: errorBodySchema },
        },
      },
      async (request) => ({
        erased: await eraseDueAccounts(db, fastify.fileStorage, new Date(request.body.asOf)),
      }),
    );
  }
};
