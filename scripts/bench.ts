// `npm run bench`: the performance targets of the issues, measured on this machine.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressionThreshold } from '../apps/server/src/plugins/compression';
import { measureInitialBundle } from './bench/bundle';
import {
  measureJsonThreshold,
  measureServedAssets,
  readJsonSample,
  type AssetBytes,
} from './bench/compression';
import { measureVisitBytes, startBuiltApp } from './bench/browser';
import { benchLighthouse } from './bench/lighthouse';
import { benchRoutes, formatRoutes, type RoutesReport } from './bench/routes';
import { benchStartup, type StartReport } from './bench/start';
import { benchUsersMe, type UsersMeReport } from './bench/users-me';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/**
 * `npm run bench -- --bytes`: only the byte figures (the build, the first-load JS, a signed-in
 * dashboard visit in Chromium, the assets on the wire). Bytes do not depend on the machine's load,
 * unlike the timings and ratios after them.
 */
const bytesOnly = process.argv.includes('--bytes');
const jsTargetBytes = 120 * 1024;
const visitTargetBytes = 300 * 1024;
const verdict = (bytes: number, target: number) =>
  bytes <= target ? 'met' : `NOT met (${kb(bytes - target)} over)`;

function printUsersMe(report: UsersMeReport) {
  const row = (name: string, r: UsersMeReport['app']) =>
    `  ${name.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms   non-2xx ${r.non2xx}`;
  console.log(`GET /api/users/me on ${report.database}`);
  console.log(row('Wayfarer (session + user)', report.app));
  console.log(row('bare Fastify, same SQL', report.bare));
  const target = report.database === 'postgres' ? ' (target ≥ 0.80)' : '';
  const rounds = report.rounds.map((ratio) => ratio.toFixed(2)).join(', ');
  console.log(`  ratio ${report.ratio.toFixed(2)}${target}, the median of rounds ${rounds}\n`);
}

// The web build, timed: what a first `npm start` (or one after a pull) adds before it starts.
const buildStarted = performance.now();
const build = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(
  `Web build (npm run build): ${((performance.now() - buildStarted) / 1000).toFixed(1)} s\n`,
);

const bundle = await measureInitialBundle(path.join(root, 'apps/web/dist'));
console.log('Initial SPA download (gzip)');
for (const file of bundle.files) console.log(`  ${file.file.padEnd(48)} ${kb(file.gzipBytes)}`);
console.log(`  JS ${kb(bundle.jsGzipBytes)} (target ≤ 120 KB), CSS ${kb(bundle.cssGzipBytes)}\n`);
let visitBytes: number | undefined;
let askedTwice: string[] = [];

// A real first visit of the dashboard, signed in, in Chromium; then Lighthouse on the built app.
let browserApp: Awaited<ReturnType<typeof startBuiltApp>> | null = null;
try {
  browserApp = await startBuiltApp(Number(process.env.BENCH_BROWSER_PORT ?? 3191));
  const visit = await measureVisitBytes(browserApp, '/');
  console.log(
    `Signed-in first dashboard visit in Chromium: ${kb(visit.totalBytes)} transferred in ${visit.requests} requests (target ≤ 300 KB)`,
  );
  for (const [type, row] of Object.entries(visit.byType)) {
    console.log(`  ${type.padEnd(12)} ${kb(row.bytes).padStart(10)} in ${row.requests}`);
  }
  visitBytes = visit.totalBytes;
  const times = new Map<string, number>();
  for (const { url } of visit.responses) times.set(url, (times.get(url) ?? 0) + 1);
  askedTwice = [...times].filter(([, n]) => n > 1).map(([url, n]) => `${url} (${n}×)`);
  if (bytesOnly) {
    // Each response of the visit, to see what weighs and what is asked twice.
    for (const { url, type, bytes } of visit.responses) {
      console.log(`    ${kb(bytes).padStart(9)}  ${type.padEnd(10)} ${url}`);
    }
  } else {
    console.log(
      '\nLighthouse mobile (simulated throttling), median of 3 (targets: performance ≥ 95, accessibility 100)',
    );
    for (const page of await benchLighthouse(browserApp, 3)) {
      console.log(
        `  ${page.name.padEnd(14)} performance ${String(page.performance).padStart(3)}  accessibility ${page.accessibility}   runs ${page.runs.map((r) => `${r.performance} (LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms)`).join(', ')}`,
      );
    }
  }
  console.log();
} catch (error) {
  console.log(`Browser measurements not made: ${(error as Error).message}\n`);
} finally {
  await browserApp?.stop();
}

const dist = path.join(root, 'apps/web/dist');
const onTheWire = (name: string, bytes: AssetBytes) =>
  console.log(
    `  ${name.padEnd(40)} ${kb(bytes.identity).padStart(10)} as files, ${kb(bytes.brotli)} brotli, ${kb(bytes.gzip)} gzip (${bytes.files} files)`,
  );
console.log("Built assets on the wire (the build's .br and .gz copies, served by Accept-Encoding)");
onTheWire(
  'the initial download above',
  await measureServedAssets(
    dist,
    bundle.files.map((f) => f.file),
  ),
);
onTheWire('every hashed JS and CSS file', await measureServedAssets(dist));

console.log('\nByte targets (issue 19)');
console.log(
  `  first-load JS (gzip)                ${kb(bundle.jsGzipBytes).padStart(9)}  target ≤ ${kb(jsTargetBytes)}  ${verdict(bundle.jsGzipBytes, jsTargetBytes)}`,
);
console.log(
  visitBytes === undefined
    ? '  signed-in first dashboard visit     not measured (see above)'
    : `  signed-in first dashboard visit     ${kb(visitBytes).padStart(9)}  target ≤ ${kb(visitTargetBytes)}  ${verdict(visitBytes, visitTargetBytes)}`,
);
if (visitBytes !== undefined) {
  console.log(
    `  asked more than once on that visit  ${askedTwice.length === 0 ? 'nothing' : askedTwice.join(', ')}`,
  );
}
if (bytesOnly) process.exit(0);

console.log(
  `\nAPI JSON compressed on the fly: bytes saved and time per answer (threshold ${compressionThreshold} B)`,
);
const sample = await readJsonSample(path.join(root, 'apps/web/src/i18n/locales/en.json'));
for (const row of await measureJsonThreshold(sample)) {
  console.log(
    `  ${String(row.bytes).padStart(6)} B   gzip −${row.gzipSaved} B in ${row.gzipMicros.toFixed(0)} µs   brotli −${row.brotliSaved} B in ${row.brotliMicros.toFixed(0)} µs`,
  );
}
console.log();

const startRow = (name: string, r: StartReport) =>
  console.log(
    `  ${name.padEnd(34)} ready in ${(r.readyMs / 1000).toFixed(2)} s (${r.cpuMs ?? '?'} ms CPU), idle RSS ${r.idleRssMb.toFixed(0)} MB  ${JSON.stringify(r.phases)}`,
  );
for (const databaseUrl of [undefined, postgresUrl]) {
  try {
    const report = await benchStartup({ port: 3190, databaseUrl });
    console.log(`npm start on ${report.database} (targets: warm ≤ 3 s; RSS ≤ 300 MB on postgres)`);
    startRow('first start (migrate, seed, bundle)', report.first);
    report.warm.forEach((r, i) => startRow(`warm start ${i + 1}`, r));
    console.log();
  } catch (error) {
    console.log(`npm start not measured: ${(error as Error).message}\n`);
  }
}

delete process.env.DATABASE_URL;
printUsersMe(await benchUsersMe(seconds));

process.env.DATABASE_URL = postgresUrl;
try {
  printUsersMe(await benchUsersMe(seconds));
} catch (error) {
  console.log(`PostgreSQL at ${postgresUrl} not measured: ${(error as Error).message}\n`);
}

function printRoutes(report: RoutesReport) {
  console.log(formatRoutes(report));
}
delete process.env.DATABASE_URL;
printRoutes(await benchRoutes(seconds));
process.env.DATABASE_URL = postgresUrl;
try {
  printRoutes(await benchRoutes(seconds));
} catch (error) {
  console.log(`Routes on PostgreSQL at ${postgresUrl} not measured: ${(error as Error).message}\n`);
}
delete process.env.DATABASE_URL;

const extras = [
  ['./bench/airports.ts', 'benchAirportSearch'],
  ['./bench/documents.ts', 'benchDocumentVerification'],
  ['./bench/documents.ts', 'benchRealDocuments'],
  // Operator import of 10,000 bookings on PostgreSQL (target ≥ 1,000 records/s on 2 cores).
  ['./bench/import.ts', 'benchImport'],
] as const;
for (const [file, name] of extras) {
  try {
    const mod = (await import(file)) as Record<string, () => Promise<unknown>>;
    console.log(`${name}: ${JSON.stringify(await mod[name]!())}`);
  } catch (error) {
    console.log(`${name} not measured: ${(error as Error).message}`);
  }
}
