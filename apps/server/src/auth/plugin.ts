// PLACEHOLDER — replaced by the real auth plugin (embedded IdP + BFF + bearer).
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type {} from './types';

export const authPlugin = fp(
  async (fastify) => {
    fastify.decorateRequest('caller', null);
    fastify.decorate('resolveCaller', async () => null);
    fastify.decorate('authenticate', async () => {
      throw new AppError('UNAUTHENTICATED');
    });
  },
  { name: 'auth', dependencies: ['core'] },
);
