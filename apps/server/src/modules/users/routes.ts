import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressesResponseSchema,
  apiPaths,
  consentsResponseSchema,
  consentsUpdateSchema,
  errorBodySchema,
  meResponseSchema,
  pictureFieldName,
  pictureMaxBytes,
  userIdParamsSchema,
  userResponseSchema,
  usersApiPaths,
  userUpdateBodySchema,
} from '@wayfarer/contract';
import { addressesUpdateSchema } from '@wayfarer/contract/personal-data-forms';
import { AppError } from '../../lib/errors';
import { readSingleFileForm } from '../../lib/multipart-form';
import {
  getAddresses,
  getConsents,
  getMe,
  getPicture,
  updateAddresses,
  updateConsents,
  updateUser,
  uploadPicture,
} from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** The traveller's own data: profile, registry, addresses, consents and picture. */
export const usersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Scoped to these routes; the per-request limits below decide the size.
  if (!fastify.hasPlugin('@fastify/multipart')) await fastify.register(multipart);

  fastify.get(
    apiPaths.me,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in traveller',
        description:
          '403 USER_PRIVACY_POLICY_ERROR with `extra.userId` while the privacy policy is not ' +
          'accepted; the other calls keep working (PATCH users/consents accepts it).',
        response: { 200: meResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ data: await getMe(fastify.db, { callerId: request.caller!.userId }) }),
  );

  fastify.get(
    usersApiPaths.consents,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: "The traveller's communications consents",
        response: { 200: consentsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      data: await getConsents(fastify.db, { callerId: request.caller!.userId }),
    }),
  );

  fastify.patch(
    usersApiPaths.consents,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Give or change communications consents',
        description:
          'Privacy policy and terms and conditions can only be given (`true`); marketing and ' +
          'newsletter both ways. Answers the traveller.',
        body: consentsUpdateSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateConsents(fastify.db, {
        callerId: request.caller!.userId,
        body: request.body,
      }),
    }),
  );

  fastify.put(
    usersApiPaths.user,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Update the profile and registry fields the body carries',
        description:
          'Fields left out keep their value. Mandatory when present: name, last name, gender, ' +
          'birthday (of legal age), citizenship, mobile phone; the tax code on the Italy and ' +
          'Spain variants. 400 VALIDATION_FAILED names each field with a message key.',
        params: userIdParamsSchema,
        body: userUpdateBodySchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateUser(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        variant: request.variant.id,
        body: request.body,
      }),
    }),
  );

  fastify.get(
    usersApiPaths.addresses,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary:
          "The traveller's residence and billing addresses, and whether billing may change now",
        params: userIdParamsSchema,
        response: { 200: addressesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { addresses, billing } = await getAddresses(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
      });
      return { data: addresses, billing };
    },
  );

  fastify.put(
    usersApiPaths.addresses,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Save the residence and/or the billing address',
        description:
          'Residence first, billing second; an address left out stays as saved. Once a billing ' +
          'address is saved, a different one answers 409 BILLING_ADDRESS_LOCKED, unless customer ' +
          'care has unlocked it for one change (`billing.changeable` in the answer of GET).',
        params: userIdParamsSchema,
        body: addressesUpdateSchema,
        response: { 200: addressesResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { addresses, billing } = await updateAddresses(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        body: request.body,
      });
      return { data: addresses, billing };
    },
  );

  fastify.post(
    usersApiPaths.picture,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Upload the profile picture',
        description:
          `multipart/form-data with one file in \`${pictureFieldName}\`: JPEG or PNG (by its ` +
          'bytes), at most 5 MB; stored re-encoded as a 512 px square JPEG.',
        consumes: ['multipart/form-data'],
        params: userIdParamsSchema,
        response: {
          200: userResponseSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { file: content } = await readSingleFileForm(request, pictureFieldName, {
        fileSize: pictureMaxBytes,
        fields: 0,
      });
      if (!content) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { [pictureFieldName]: 'validation.required' },
        });
      }
      const userId = request.params.id;
      return {
        data: await uploadPicture(fastify.db, {
          callerId: request.caller!.userId,
          userId,
          content,
          pictureUrl: (version) => `${usersApiPaths.picture.replace(':id', userId)}?v=${version}`,
        }),
      };
    },
  );

  fastify.get(
    usersApiPaths.picture,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: "The traveller's profile picture (JPEG), to its owner only",
        params: userIdParamsSchema,
        response: {
          200: z.instanceof(Buffer).meta({ description: 'The picture (image/jpeg)' }),
          304: z.undefined().meta({ description: 'Not modified (ETag)' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const picture = await getPicture(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
      });
      const etag = `"${picture.updatedAt.getTime()}"`;
      reply.header('cache-control', 'private, no-store').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(picture.contentType).send(picture.content);
    },
  );
};
