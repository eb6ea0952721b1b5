import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildTestApp } from '../../apps/server/test/helpers/app';
import { signIn } from '../../apps/server/test/helpers/sign-in';
// The app's decorators (`authenticate`), for the floor route.
import type {} from '../../apps/server/src/auth/types';

const run = promisify(execFile);

interface Load {
  requestsPerSecond: number;
  p50Ms: number;
}

/** autocannon in its own process on each URL at once; throughput summed over the URLs. */
async function load(
  urls: string[],
  headers: Record<string, string>,
  seconds: number,
): Promise<Load> {
  const connections = Math.max(2, Math.round(10 / urls.length));
  const results = await Promise.all(
    urls.map(async (url) => {
      const args = ['-c', String(connections), '-d', String(seconds), '-j'];
      for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
      const { stdout } = await run('node_modules/.bin/autocannon', [...args, url], {
        maxBuffer: 16 * 1024 * 1024,
      });
      const report = JSON.parse(stdout) as {
        requests: { average: number };
        latency: { p50: number };
        non2xx: number;
      };
      if (report.non2xx > 0) throw new Error(`${url}: ${report.non2xx} answers were not 2xx`);
      return report;
    }),
  );
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50Ms: Math.max(...results.map((r) => r.latency.p50)),
  };
}

export interface RouteRatio {
  name: string;
  /** The SQL statements the app sends for one request (one visit for the dashboard). */
  statements: number;
  app: Load;
  bare: Load;
  ratio: number;
  rounds: number[];
  /**
   * The app's own ceiling for this route: a route of the app that authenticates, sends the same
   * statements as the bare one and answers the same prebuilt body, through every hook the app's
   * answers go through (routing, session check, security headers, compression). What the app
   * loses between this and `ratio` is the route's own work (building the query, mapping rows,
   * the domain rules, serializing); what it loses below 1 here is the framework's share.
   */
  floorRatio: number;
}

export interface RoutesReport {
  database: 'pglite' | 'postgres';
  routes: RouteRatio[];
}

interface Statement {
  text: string;
  params: unknown[];
}

type NamedStatement = Statement & { name: string };

/**
 * Bookings list, booking detail and the dashboard's data (users/me, the bookings list and the
 * partnership list, loaded at once), each against a bare Fastify route that sends the app's own
 * SQL at its best: every statement the app ran for that request (recorded from drizzle) as a
 * named prepared statement, all sent at once (one round trip of waiting), then the app's answer
 * bytes. Loaded in alternating rounds after a warm-up; the median round's ratio is reported.
 */
export async function benchRoutes(seconds: number, roundCount = 3): Promise<RoutesReport> {
  const floorAnswers = new Map<string, { statements: NamedStatement[]; body: string }>();
  const t = await buildTestApp(
    {},
    {
      extend: (app) =>
        app.get(
          '/api/bench-floor/:key',
          { onRequest: app.authenticate },
          async (request, reply) => {
            const answer = floorAnswers.get((request.params as { key: string }).key)!;
            await sendAtOnce(answer.statements);
            return reply.type('application/json; charset=utf-8').send(answer.body);
          },
        ),
    },
  );
  const sendAtOnce = (statements: NamedStatement[]) =>
    Promise.all(statements.map((s) => t.database.query(s.text, s.params, s.name)));
  // drizzle's session logger sees every statement with its parameters, on both drivers. Set
  // before the first request: a prepared statement keeps the logger it was prepared with.
  let recording: Statement[] | null = null;
  const session = (t.database.db as unknown as { session: { logger: unknown } }).session;
  session.logger = {
    logQuery: (text: string, params: unknown[]) => recording?.push({ text, params }),
  };
  const { cookie } = await signIn(t.app, {
    email: 'demo@wayfarer.test',
    password: 'wayfarer-demo',
  });
  const me = JSON.parse(
    (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).body,
  ) as { data: { id: string } };
  const userId = me.data.id;
  const list = JSON.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/users/${userId}/bookings`,
        headers: { cookie },
      })
    ).body,
  ) as { data: { id: string }[] };
  // The booking with the most to show: the one whose page answer is the longest.
  let bookingUrl = '';
  let longest = -1;
  for (const booking of list.data) {
    const url = `/api/users/${userId}/bookings/${booking.id}`;
    const body = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).body;
    if (body.length > longest) [bookingUrl, longest] = [url, body.length];
  }

  const record = async (urls: string[]) => {
    recording = [];
    const bodies = new Map<string, string>();
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      bodies.set(url, response.body);
    }
    const statements = recording;
    recording = null;
    return { statements, bodies };
  };

  const cases = [
    { name: 'bookings list', urls: [`/api/users/${userId}/bookings`] },
    { name: 'booking detail', urls: [bookingUrl] },
    {
      name: 'dashboard data',
      urls: ['/api/users/me', `/api/users/${userId}/bookings`, '/api/partnerships/list'],
    },
  ];

  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const appPort = (t.app.server.address() as AddressInfo).port;
  const headers = { cookie, host: 'localhost:3000', 'accept-encoding': 'gzip, deflate, br, zstd' };
  const routes: RouteRatio[] = [];
  let statementId = 0;
  for (const { name, urls } of cases) {
    const { statements: perUrl, bodies } = await record(urls);
    // Statements per URL, for the bare route of that URL.
    const byUrl = new Map<string, Statement[]>();
    for (const url of urls) byUrl.set(url, (await record([url])).statements);
    const bareApp = Fastify();
    const bareUrls: string[] = [];
    const floorUrls: string[] = [];
    for (const [index, url] of urls.entries()) {
      const statements = byUrl.get(url)!.map((s) => ({ ...s, name: `bare_${statementId++}` }));
      const body = bodies.get(url)!;
      bareApp.get(`/bare/${index}`, async (_request, reply) => {
        await sendAtOnce(statements);
        return reply.type('application/json; charset=utf-8').send(body);
      });
      bareUrls.push(`/bare/${index}`);
      const key = `${routes.length}-${index}`;
      floorAnswers.set(key, { statements, body });
      floorUrls.push(`/api/bench-floor/${key}`);
    }
    await bareApp.listen({ host: '127.0.0.1', port: 0 });
    const barePort = (bareApp.server.address() as AddressInfo).port;
    const loadApp = (duration: number) =>
      load(
        urls.map((url) => `http://127.0.0.1:${appPort}${url}`),
        headers,
        duration,
      );
    const loadBare = (duration: number) =>
      load(
        bareUrls.map((url) => `http://127.0.0.1:${barePort}${url}`),
        {},
        duration,
      );
    const loadFloor = (duration: number) =>
      load(
        floorUrls.map((url) => `http://127.0.0.1:${appPort}${url}`),
        headers,
        duration,
      );
    const warmUp = Math.min(2, seconds);
    await loadApp(warmUp);
    await loadFloor(warmUp);
    await loadBare(warmUp);
    const rounds: { app: Load; bare: Load; ratio: number; floorRatio: number }[] = [];
    for (let round = 0; round < roundCount; round += 1) {
      const app = await loadApp(seconds);
      const floor = await loadFloor(seconds);
      const bare = await loadBare(seconds);
      rounds.push({
        app,
        bare,
        ratio: app.requestsPerSecond / bare.requestsPerSecond,
        floorRatio: floor.requestsPerSecond / bare.requestsPerSecond,
      });
    }
    await bareApp.close();
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
    const floorRatios = rounds.map((r) => r.floorRatio).sort((a, b) => a - b);
    routes.push({
      name,
      statements: perUrl.length,
      app: median.app,
      bare: median.bare,
      ratio: median.ratio,
      rounds: rounds.map((r) => r.ratio),
      floorRatio: floorRatios[Math.floor(floorRatios.length / 2)]!,
    });
  }
  await t.close();
  return { database: t.database.kind, routes };
}

/** The report's lines, as `npm run bench` and scripts/bench-routes.ts print them. */
export function formatRoutes(report: RoutesReport): string {
  const lines = [
    `Routes against a bare Fastify route sending the same SQL prepared, at once, on ${report.database}`,
  ];
  for (const route of report.routes) {
    lines.push(
      `  ${route.name.padEnd(16)} ${route.statements} statements  app ${route.app.requestsPerSecond.toFixed(0).padStart(5)} req/s p50 ${route.app.p50Ms} ms  bare ${route.bare.requestsPerSecond.toFixed(0).padStart(5)} req/s p50 ${route.bare.p50Ms} ms  ratio ${route.ratio.toFixed(2)} (rounds ${route.rounds.map((r) => r.toFixed(2)).join(', ')})  floor ${route.floorRatio.toFixed(2)}`,
    );
  }
  lines.push(
    '  (targets: ≥ 0.80 on postgres, ≥ 0.70 on pglite; "floor": the same prebuilt answer sent by',
    '  a route of the app, through its session check, hooks, headers and compression)',
  );
  return `${lines.join('\n')}\n`;
}
