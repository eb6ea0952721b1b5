import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Fastify from 'fastify';
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
 * GET /api/users/me with a signed-in session, against a bare Fastify route that sends the SQL the
 * app sends for it, each statement prepared (named), and answers the same bytes. A session the
 * app has read lately is not read again (SESSION_CACHE_SECONDS): the statements are recorded on a
 * second request, as nearly every request of a signed-in traveller is. Both servers run at once
 * and are loaded in turn, round after round, after a warm-up: the median round's ratio is the one
 * reported, so a burst of load from something else on the machine skews one round only.
 */
export async function benchUsersMe(seconds: number, roundCount = 3): Promise<UsersMeReport> {
  const t = await buildTestApp();
  // drizzle's session logger sees every statement with its parameters; set before the first
  // request, as a prepared statement keeps the logger it was prepared with.
  let recording: { text: string; params: unknown[] }[] | null = null;
  const session = (t.database.db as unknown as { session: { logger: unknown } }).session;
  session.logger = {
    logQuery: (text: string, params: unknown[]) => recording?.push({ text, params }),
  };
  const { cookie } = await signIn(t.app, {
    email: 'demo@wayfarer.test',
    password: 'wayfarer-demo',
  });
  await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  recording = [];
  const body = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } }))
    .body;
  const statements = recording.map((s, i) => ({ ...s, name: `bare_me_${i}` }));
  recording = null;
  if (statements.length === 0) throw new Error('GET /api/users/me sent no statement');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const appPort = (t.app.server.address() as AddressInfo).port;
  // As a browser asks: the app compresses answers from 1 KB (this one is smaller), the bare route never.
  const headers = { cookie, host: 'localhost:3000', 'accept-encoding': 'gzip, deflate, br, zstd' };

  // The same SQL on the driver itself: pg for PostgreSQL, the PGlite client for the embedded one.
  const bareApp = Fastify();
  bareApp.get('/me', async (_request, reply) => {
    await Promise.all(statements.map((s) => t.database.query(s.text, s.params, s.name)));
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
