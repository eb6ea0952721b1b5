// `npx tsx scripts/bench-routes.ts`: only the route ratios (and users/me), on PGlite and on the
// PostgreSQL of BENCH_DATABASE_URL — the part of `npm run bench` the server's speed work needs.
import { benchRoutes, type RoutesReport } from './bench/routes';
import { benchUsersMe } from './bench/users-me';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'

function printRoutes(report: RoutesReport) {
  console.log(
    `Routes against a bare Fastify route sending the same SQL prepared, on ${report.database}`,
  );
  for (const route of report.routes) {
    console.log(
      `  ${route.name.padEnd(16)} ${route.statements} statements  app ${route.app.requestsPerSecond.toFixed(0).padStart(5)} req/s p50 ${route.app.p50Ms} ms  bare ${route.bare.requestsPerSecond.toFixed(0).padStart(5)} req/s p50 ${route.bare.p50Ms} ms  ratio ${route.ratio.toFixed(2)} (rounds ${route.rounds.map((r) => r.toFixed(2)).join(', ')})`,
    );
  }
}
for (const database of ['pglite', 'postgres'] as const) {
  if (only && only !== database) continue;
  if (database === 'postgres') process.env.DATABASE_URL = postgresUrl;
  else delete process.env.DATABASE_URL;
  if (!process.env.BENCH_SKIP_ME) {
    const me = await benchUsersMe(seconds);
    console.log(
      `users/me on ${me.database}: ratio ${me.ratio.toFixed(2)} (rounds ${me.rounds.map((r) => r.toFixed(2)).join(', ')}) app ${me.app.requestsPerSecond.toFixed(0)} bare ${me.bare.requestsPerSecond.toFixed(0)}`,
    );
  }
  printRoutes(await benchRoutes(seconds));
}
