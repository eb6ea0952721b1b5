import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  errorBodySchema,
  passwordChangeSchema,
  usersApiPaths,
  validationMessage,
} from '@wayfarer/contract';
import { maxPasswordLength, minPasswordLength } from '@wayfarer/domain';
import { newPasswordProblem, type NewPasswordProblem } from '../../auth/breached-passwords';
import { hashPassword, verifyPassword } from '../../auth/password';
import { clearSignInFailures, recordSignInFailure, signInWaitSeconds } from '../../auth/rate-limit';
import { endUserSessions, sessionCookieName } from '../../auth/session';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';

const newPasswordMessage: Record<NewPasswordProblem, string> = {
  tooShort: validationMessage('validation.minLength', { min: minPasswordLength }),
  tooLong: validationMessage('validation.maxLength', { max: maxPasswordLength }),
  controlCharacters: 'validation.invalid',
  breached: 'validation.breachedPassword',
};

/**
 * Change password from the profile (embedded provider only). A wrong current password counts as a
 * wrong sign-in of this account from this address, so the form cannot be used to guess it faster.
 * Every other session of the traveller ends; the one that asked stays signed in.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    usersApiPaths.password,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change the password',
        description:
          'Checks the current password, then sets the new one and ends every other session. ' +
          '400 VALIDATION_FAILED names `currentPassword` or `newPassword` with a message key; ' +
          '429 RATE_LIMITED after too many wrong current passwords.',
        body: passwordChangeSchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.caller!.userId;
      const [user] = await db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const attempt = { ip: request.ip, email: user.email };
      const waitSeconds = await signInWaitSeconds(db, attempt);
      if (waitSeconds > 0) {
        reply.header('retry-after', String(waitSeconds));
        throw new AppError('RATE_LIMITED');
      }
      const { currentPassword, newPassword } = request.body;
      if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) {
        await recordSignInFailure(db, attempt);
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { currentPassword: 'validation.wrongPassword' },
        });
      }
      await clearSignInFailures(db, attempt);
      const problem = newPasswordProblem(newPassword);
      if (problem) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { newPassword: newPasswordMessage[problem] },
        });
      }
      const passwordHash = await hashPassword(newPassword);
      const keep =
        request.caller!.via === 'session' ? request.cookies[sessionCookieName(request)] : undefined;
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await endUserSessions(tx, userId, keep);
      });
      // The other devices' sessions may be cached here: read them afresh (they are gone).
      fastify.forgetSessionsOf(userId);
      request.log.info({ userId }, 'password changed');
      return reply.status(204).send(null);
    },
  );
};
