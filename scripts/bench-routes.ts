// `npx tsx scripts/bench-routes.ts`: only the route ratios (and users/me), on PGlite and on the
// PostgreSQL of BENCH_DATABASE_URL — the part of `npm run bench` the server's speed work needs.
import { benchRoutes, formatRoutes } from './bench/routes';
import { benchUsersMe } from './bench/users-me';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'

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
  console.log(formatRoutes(await benchRoutes(seconds)));
}
