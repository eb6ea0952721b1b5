import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  passkeyConfirmationOptionsResponseSchema,
  passkeyCreateBodySchema,
  passkeyParamsSchema,
  passkeyRegistrationOptionsBodySchema,
  passkeyRegistrationOptionsResponseSchema,
  passkeyRenameBodySchema,
  passkeyResponseSchema,
  passkeysApiPaths,
  passkeysResponseSchema,
} from '@wayfarer/contract';
import { pageMessages, pickLanguage } from '../../auth/messages';
import { AppError } from '../../lib/errors';
import {
  finishPasskeyRegistration,
  listTravellerPasskeys,
  passkeySettings,
  removeTravellerPasskey,
  renameTravellerPasskey,
  startPasskeyConfirmation,
  startPasskeyRegistration,
} from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/**
 * The traveller's passkeys (embedded provider only): list, add (confirmed with the current
 * password), rename, remove. Another traveller's passkey answers 404.
 */
export const passkeysRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, config } = fastify;
  const settings = passkeySettings(config);

  fastify.get(
    passkeysApiPaths.list,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: "The traveller's passkeys",
        description: 'Oldest first; `lastUsedAt` is null until the passkey has signed in.',
        response: { 200: passkeysResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ data: await listTravellerPasskeys(db, request.caller!.userId) }),
  );

  fastify.post(
    passkeysApiPaths.registrationOptions,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Start adding a passkey',
        description:
          'Checks the current password (400 VALIDATION_FAILED `currentPassword: ' +
          'validation.wrongPassword`, counted as a wrong sign-in; 429 RATE_LIMITED with ' +
          'Retry-After past the sign-in throttle) and answers WebAuthn creation options for ' +
          '`navigator.credentials.create`. Their challenge works once, for five minutes.',
        body: passkeyRegistrationOptionsBodySchema,
        response: {
          200: passkeyRegistrationOptionsResponseSchema,
          ...errors,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await startPasskeyRegistration(db, settings, {
        userId: request.caller!.userId,
        ip: request.ip,
        currentPassword: request.body.currentPassword,
      });
      if ('waitSeconds' in result) {
        reply.header('retry-after', String(result.waitSeconds));
        throw new AppError('RATE_LIMITED');
      }
      return { data: result.options };
    },
  );

  fastify.post(
    passkeysApiPaths.list,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Add a passkey',
        description:
          "The browser's answer to the creation options, and an optional name (else the " +
          'browser and system it was added with). 400 VALIDATION_FAILED `response: ' +
          "validation.passkeyRefused` when it does not verify (the options' challenge is " +
          'spent either way); 409 CONFLICT when the passkey is registered already.',
        body: passkeyCreateBodySchema,
        response: { 201: passkeyResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const lang = pickLanguage(undefined, request.variant.language);
      const data = await finishPasskeyRegistration(db, settings, {
        userId: request.caller!.userId,
        body: request.body,
        userAgent: request.headers['user-agent'] ?? null,
        fallbackName: pageMessages[lang].passkey,
      });
      request.log.info({ userId: request.caller!.userId }, 'passkey added');
      return reply.status(201).send({ data });
    },
  );

  fastify.post(
    passkeysApiPaths.confirmationOptions,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Start confirming with a passkey',
        description:
          'WebAuthn request options for `navigator.credentials.get`, limited to the ' +
          "traveller's own passkeys, user verification required, to confirm it is them (the " +
          'answer goes with the request it confirms, e.g. `POST /api/users/me/deletion` ' +
          "`{ method: 'passkey', response }`). Their challenge works once, for five minutes, " +
          'and never signs in. 404 NOT_FOUND when the traveller has no passkey.',
        response: { 200: passkeyConfirmationOptionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await startPasskeyConfirmation(db, settings, request.caller!.userId),
    }),
  );

  fastify.patch(
    passkeysApiPaths.one,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Rename a passkey',
        description: "404 when the passkey is not one of the traveller's.",
        params: passkeyParamsSchema,
        body: passkeyRenameBodySchema,
        response: { 200: passkeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await renameTravellerPasskey(db, {
        userId: request.caller!.userId,
        id: request.params.id,
        name: request.body.name,
      }),
    }),
  );

  fastify.delete(
    passkeysApiPaths.one,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Remove a passkey',
        description:
          "404 when the passkey is not one of the traveller's. The last one may go: the " +
          'password still signs in.',
        params: passkeyParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeTravellerPasskey(db, { userId: request.caller!.userId, id: request.params.id });
      request.log.info({ userId: request.caller!.userId }, 'passkey removed');
      return reply.status(204).send(null);
    },
  );
};
