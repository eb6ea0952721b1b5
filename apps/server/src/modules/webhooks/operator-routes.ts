import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointCreateSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretSchema,
  webhookIdParamsSchema,
} from '@wayfarer/contract';
import { AppError } from '../../lib/errors';
import {
  createEndpoint,
  deleteEndpoint,
  getDelivery,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  markForReplay,
  updateEndpoint,
} from './endpoints';
import { checkEndpointUrl, DestinationRefused } from './destination';
import { webhookDeliveryQueue } from './plugin';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export interface WebhookOperatorRoutesOptions {
  /**
   * The operator's authentication and scope check: `requireOperatorScope('webhooks:manage')`
   * from the operator module. Required: these routes are never registered open.
   */
  authorize: onRequestHookHandler;
}

/**
 * The operator's webhook management, registered under `/api/operator/v1`: endpoints (the secret is
 * shown on creation and rotation only), deliveries with their state, replay of one delivery.
 */
export const webhookOperatorRoutes: FastifyPluginAsyncZod<WebhookOperatorRoutesOptions> = async (
  fastify,
  opts,
) => {
  if (typeof opts.authorize !== 'function') {
    throw new Error('webhookOperatorRoutes needs the operator authorization hook');
  }
  fastify.addHook('onRequest', opts.authorize);
  const tags = ['operator: webhooks'];
  const notFound = () => new AppError('NOT_FOUND', 'No such webhook endpoint.');
  /** A receiver on a private network or behind plain http is refused (unless configured). */
  const checkUrl = async (url: string) => {
    try {
      await checkEndpointUrl(url, fastify.config.webhooks.destinations);
    } catch (error) {
      if (!(error instanceof DestinationRefused)) throw error;
      throw new AppError('VALIDATION_FAILED', `The webhook URL is refused: ${error.message}.`, {
        fields: { url: error.message },
      });
    }
  };

  fastify.post(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        summary: 'Registers a receiver; its signing secret is answered this once',
        body: webhookEndpointCreateSchema,
        response: { 201: webhookEndpointWithSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      await checkUrl(request.body.url);
      return reply.status(201).send(await createEndpoint(fastify.db, request.body));
    },
  );

  fastify.get(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        summary: 'The registered receivers',
        response: { 200: webhookEndpointListSchema, ...errors },
      },
    },
    async () => ({ endpoints: await listEndpoints(fastify.db) }),
  );

  fastify.get(
    '/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        summary: 'One receiver',
        params: webhookIdParamsSchema,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    async (request) => {
      const endpoint = await getEndpoint(fastify.db, request.params.id);
      if (!endpoint) throw notFound();
      return endpoint;
    },
  );

  fastify.patch(
    '/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        summary:
          'Changes a receiver (url, event types, enabled); `rotateSecret` answers a new secret',
        params: webhookIdParamsSchema,
        body: webhookEndpointUpdateSchema,
        response: {
          200: z.union([webhookEndpointWithSecretSchema, webhookEndpointSchema]),
          ...errors,
        },
      },
    },
    async (request) => {
      if (request.body.url !== undefined) await checkUrl(request.body.url);
      const endpoint = await updateEndpoint(fastify.db, request.params.id, request.body);
      if (!endpoint) throw notFound();
      return endpoint;
    },
  );

  fastify.delete(
    '/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        summary: 'Removes a receiver and its deliveries',
        params: webhookIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteEndpoint(fastify.db, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  fastify.get(
    '/webhooks/deliveries',
    {
      schema: {
        tags,
        summary: 'Deliveries, newest first, by status and receiver',
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    },
    async (request) => {
      const page = await listDeliveries(fastify.db, request.query);
      if (!page) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { cursor: 'Unknown cursor' },
        });
      }
      return page;
    },
  );

  fastify.get(
    '/webhooks/deliveries/:id',
    {
      schema: {
        tags,
        summary: 'One delivery with its payload and last answer',
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliverySchema, ...errors },
      },
    },
    async (request) => {
      const delivery = await getDelivery(fastify.db, request.params.id);
      if (!delivery) throw new AppError('NOT_FOUND', 'No such delivery.');
      return delivery;
    },
  );

  fastify.post(
    '/webhooks/deliveries/:id/replay',
    {
      schema: {
        tags,
        summary: 'Sends a delivery again now (delivered or dead-lettered alike), same message id',
        params: webhookIdParamsSchema,
        response: { 202: webhookDeliverySchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await getDelivery(fastify.db, id)))
        throw new AppError('NOT_FOUND', 'No such delivery.');
      if (!(await markForReplay(fastify.db, id))) {
        throw new AppError('CONFLICT', 'An attempt of this delivery is in progress.');
      }
      await fastify.jobs.send(webhookDeliveryQueue, { deliveryId: id });
      return reply.status(202).send((await getDelivery(fastify.db, id))!);
    },
  );
};
