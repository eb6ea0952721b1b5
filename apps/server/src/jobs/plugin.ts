import fp from 'fastify-plugin';
import { runAfterListen } from '../lib/after-listen';
import { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The started job runner (pg-boss on the app's database). */
    jobs: JobRunner;
  }
}

const workersStartDelayMs = 1000;

/**
 * Starts the job system with the app; it stops when the app closes, after the plugins registered
 * later (whose workers it runs) and before the database, which `server.ts` closes last.
 */
export const jobsPlugin = fp(
  async (fastify, opts: { pollingIntervalSeconds?: number; startWorkersAfterListen?: boolean }) => {
    const jobs = new JobRunner(fastify.database, {
      log: fastify.log,
      pollingIntervalSeconds: opts.pollingIntervalSeconds,
      stopTimeoutMs: Math.max(1000, fastify.config.shutdownTimeoutMs - 2000),
      deferWorkers: opts.startWorkersAfterListen,
    });
    await jobs.start();
    fastify.decorate('jobs', jobs);
    if (opts.startWorkersAfterListen) {
      // The first requests go first: on PGlite (one connection) the workers' first polls and the
      // schedules would otherwise queue ahead of them. Jobs queued meanwhile just wait a second.
      runAfterListen(fastify, workersStartDelayMs, 'starting the job workers', () =>
        jobs.startWorkers(),
      );
    }
    fastify.addHook('onClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['core'] },
);
