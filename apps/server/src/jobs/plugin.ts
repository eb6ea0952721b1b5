import fp from 'fastify-plugin';
import { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The started job runner (pg-boss on the app's database). */
    jobs: JobRunner;
  }
}

/**
 * Starts the job system with the app; it stops when the app closes, after the plugins registered
 * later (whose workers it runs) and before the database, which `server.ts` closes last.
 */
export const jobsPlugin = fp(
  async (fastify, opts: { pollingIntervalSeconds?: number }) => {
    const jobs = new JobRunner(fastify.database, {
      log: fastify.log,
      pollingIntervalSeconds: opts.pollingIntervalSeconds,
      stopTimeoutMs: Math.max(1000, fastify.config.shutdownTimeoutMs - 2000),
    });
    await jobs.start();
    fastify.decorate('jobs', jobs);
    fastify.addHook('onClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['core'] },
);
