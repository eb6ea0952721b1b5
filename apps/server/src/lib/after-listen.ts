import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` `delayMs` after the server starts listening, so that start-up work no request needs
 * yet does not hold up the start nor the very first requests; never when the app is only injected
 * (tests) or closes first. A failure is logged.
 */
export function runAfterListen(
  fastify: FastifyInstance,
  delayMs: number,
  name: string,
  task: () => unknown,
) {
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onListen', async () => {
    timer = setTimeout(() => {
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => fastify.log.error({ err: error }, `${name} failed`));
    }, delayMs);
  });
  fastify.addHook('onClose', async () => clearTimeout(timer));
}
