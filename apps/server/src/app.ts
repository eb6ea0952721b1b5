import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { responseSerializerCompiler } from './lib/response-serializer';
import { authPlugin } from './auth/plugin';
import { compressionPlugin } from './plugins/compression';
import { parseJsonBody } from './lib/strict-json';
import { corePlugin } from './plugins/core';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { securityPlugin } from './plugins/security';
import { sentryPlugin } from './plugins/sentry';
import { spaPlugin } from './plugins/spa';
import { storagePlugin } from './storage/plugin';
import { jobsPlugin } from './jobs/plugin';
import { webhooksPlugin } from './modules/webhooks/plugin';
import { documentsRoutes } from './modules/documents/routes';
import { bookingsRoutes } from './modules/bookings/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { checklistRoutes } from './modules/checklist/routes';
import { featuresRoutes } from './modules/features/routes';
import { tourChangeRoutes } from './modules/tour-change/routes';
import { flightsRoutes } from './modules/flights/routes';
import { geoRoutes } from './modules/geo/routes';
import { usersRoutes } from './modules/users/routes';
import { creditsRoutes } from './modules/credits/routes';
import { notifyMeRoutes } from './modules/notify-me/routes';
import { partnershipsRoutes } from './modules/partnerships/routes';
import { referralRoutes } from './modules/referral/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { emailChangeApiRoutes, emailChangePageRoutes } from './modules/email-change/routes';
import { passwordRoutes } from './modules/users/password';
import { accountDeletionRoutes } from './modules/account-deletion/routes';
import { passkeysRoutes } from './modules/passkeys/routes';
import { mailPlugin } from './mail/plugin';
import { staffRoutes } from './modules/staff/routes';
import { dataExportRoutes } from './modules/data-export/routes';
import { operatorRoutes, operatorRoutesPrefix } from './modules/operator/routes';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Serve the SPA (off in API-only tests, which have no built web app). */
  serveWeb?: boolean;
  /**
   * The job workers and schedules start a moment after the server listens rather than during the
   * build (`server.ts`); tests that inject without listening keep them starting at once.
   */
  startWorkersAfterListen?: boolean;
}

/** Builds the whole application; `server.ts` listens, tests inject. */
export async function buildApp({
  config,
  database,
  logger = false,
  serveWeb = true,
  startWorkersAfterListen = false,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Requests already on a keep-alive connection during shutdown are still answered.
    return503OnClosing: false,
    // Requests refused before any route runs answer the one error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON bodies: UTF-8, no repeated key, no half of a surrogate pair (see parseJsonBody).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(corePlugin, { config, database });
  await app.register(errorsPlugin);
  await app.register(jobsPlugin, {
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
    startWorkersAfterListen,
  });
  await app.register(sentryPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Wayfarer API', version: config.release },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'wayfarer_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      // Multipart bodies are read by their handlers, not by a schema: named in the reference anyway.
      if (!input.schema.consumes?.includes('multipart/form-data')) return output;
      return { ...output, schema: { ...output.schema, body: { type: 'object' } } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authPlugin);
  await app.register(mailPlugin);
  await app.register(storagePlugin);
  await app.register(webhooksPlugin);
  await app.register(healthRoutes);
  await app.register(featuresRoutes);
  await app.register(usersRoutes);
  await app.register(emailChangeApiRoutes);
  await app.register(geoRoutes);
  await app.register(catalogRoutes);
  await app.register(bookingsRoutes);
  await app.register(checklistRoutes);
  await app.register(tourChangeRoutes);
  await app.register(staffRoutes);
  await app.register(flightsRoutes);
  await app.register(referralRoutes);
  await app.register(creditsRoutes);
  await app.register(notifyMeRoutes);
  await app.register(partnershipsRoutes);
  await app.register(documentsRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(dataExportRoutes);
  // Passwords are chosen here only for the embedded provider's accounts.
  if (!config.oidc.issuer) {
    await app.register(invitationRoutes);
    await app.register(emailChangePageRoutes);
    await app.register(passwordRoutes);
    // Passkeys sign in on the embedded provider's page; an external issuer offers its own.
    await app.register(passkeysRoutes);
  }
  // The operator API, webhook management included (mounted there with its scope).
  await app.register(operatorRoutes, { prefix: operatorRoutesPrefix });
  if (serveWeb) await app.register(spaPlugin);
  else {
    app.setNotFoundHandler(async (request, reply) => {
      const { errorBody } = await import('./lib/errors');
      return reply
        .status(404)
        .send(
          errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`),
        );
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
