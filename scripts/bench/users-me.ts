import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { buildTestApp } from '../../apps/server/test/helpers/app';
import { signIn } from '../../apps/server/test/helpers/sign-in';

const run = promisify(execFile);

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** autocannon in its own process, so it does not share the server's event loop. */
async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  const args = ['-c', '10', '-d', String(seconds), '-j'];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  const { stdout } = await run('node_modules/.bin/autocannon', [...args, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
  };
  return {
    requestsPerSecond: report.requests.average,
    p99Ms: report.latency.p99,
    non2xx: report.non2xx,
  };
}

export interface UsersMeReport {
  database: 'pglite' | 'postgres';
  app: LoadResult;
  bare: LoadResult;
  ratio: number;
}

/**
 * GET /api/users/me with a signed-in session, against a bare Fastify route that runs the same SQL
 * (the session by its id hash, then the user) and answers the same bytes.
 */
export async function benchUsersMe(seconds: number): Promise<UsersMeReport> {
  const t = await buildTestApp();
  const { cookie } = await signIn(t.app, {
    email: 'demo@wayfarer.test',
    password: 'wayfarer-demo',
  });
  const body = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } }))
    .body;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const appPort = (t.app.server.address() as AddressInfo).port;
  const headers = { cookie, host: 'localhost:3000' };
  const app = await load(`http://127.0.0.1:${appPort}/api/users/me`, headers, seconds);

  const sessionId = cookie.split('=')[1]!;
  const idHash = createHash('sha256').update(sessionId).digest('hex');
  // The same SQL on the driver itself: pg for PostgreSQL, the PGlite client for the embedded one.
  const query = (text: string, values: unknown[]) =>
    t.database.query<{ user_id: string }>(text, values);
  const bareApp = Fastify();
  bareApp.get('/me', async (_request, reply) => {
    const [session] = await query('select * from sessions where id_hash = $1 limit 1', [idHash]);
    await query('select * from users where id = $1 limit 1', [session!.user_id]);
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await bareApp.listen({ host: '127.0.0.1', port: 0 });
  const barePort = (bareApp.server.address() as AddressInfo).port;
  const bare = await load(`http://127.0.0.1:${barePort}/me`, {}, seconds);

  await bareApp.close();
  await t.close();
  return {
    database: t.database.kind,
    app,
    bare,
    ratio: app.requestsPerSecond / bare.requestsPerSecond,
  };
}
