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
  /** The round whose ratio is the median. */
  app: LoadResult;
  bare: LoadResult;
  /** The median over the rounds of app ÷ bare throughput. */
  ratio: number;
  rounds: number[];
}

/**
 * GET /api/users/me with a signed-in session, against a bare Fastify route that runs the same SQL
 * (the session by its id hash, then the user) and answers the same bytes. Both servers run at
 * once and are loaded in turn, round after round, after a warm-up: the median round's ratio is
 * the one reported, so a burst of load from something else on the machine skews one round only.
 */
export async function benchUsersMe(seconds: number, roundCount = 3): Promise<UsersMeReport> {
  const t = await buildTestApp();
  const { cookie } = await signIn(t.app, {
    email: 'demo@wayfarer.test',
    password: 'wayfarer-demo',
  });
  const body = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } }))
    .body;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const appPort = (t.app.server.address() as AddressInfo).port;
  // As a browser asks: the app compresses answers from 1 KB (this one is smaller), the bare route never.
  const headers = { cookie, host: 'localhost:3000', 'accept-encoding': 'gzip, deflate, br, zstd' };

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

  const loadApp = (duration: number) =>
    load(`http://127.0.0.1:${appPort}/api/users/me`, headers, duration);
  const loadBare = (duration: number) => load(`http://127.0.0.1:${barePort}/me`, {}, duration);
  const warmUp = Math.min(2, seconds);
  await loadApp(warmUp);
  await loadBare(warmUp);
  const rounds: { app: LoadResult; bare: LoadResult; ratio: number }[] = [];
  for (let round = 0; round < roundCount; round += 1) {
    const app = await loadApp(seconds);
    const bare = await loadBare(seconds);
    rounds.push({ app, bare, ratio: app.requestsPerSecond / bare.requestsPerSecond });
  }

  await bareApp.close();
  await t.close();
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
  return {
    database: t.database.kind,
    app: median.app,
    bare: median.bare,
    ratio: median.ratio,
    rounds: rounds.map((round) => round.ratio),
  };
}
