// `npm run bench`: the performance targets of the issues, measured on this machine.
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
import { benchUsersMe, type UsersMeReport } from './bench/users-me';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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

const bundle = await measureInitialBundle(path.join(root, 'apps/web/dist'));
console.log('Initial SPA download (gzip)');
for (const file of bundle.files) console.log(`  ${file.file.padEnd(48)} ${kb(file.gzipBytes)}`);
console.log(`  JS ${kb(bundle.jsGzipBytes)} (target ≤ 150 KB), CSS ${kb(bundle.cssGzipBytes)}\n`);

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

delete process.env.DATABASE_URL;
printUsersMe(await benchUsersMe(seconds));

process.env.DATABASE_URL = postgresUrl;
try {
  printUsersMe(await benchUsersMe(seconds));
} catch (error) {
  console.log(`PostgreSQL at ${postgresUrl} not measured: ${(error as Error).message}\n`);
}

const extras = [
  ['./bench/airports.ts', 'benchAirportSearch'],
  ['./bench/documents.ts', 'benchDocumentVerification'],
  ['./bench/documents.ts', 'benchRealDocuments'],
] as const;
for (const [file, name] of extras) {
  try {
    const mod = (await import(file)) as Record<string, () => Promise<unknown>>;
    console.log(`${name}: ${JSON.stringify(await mod[name]!())}`);
  } catch (error) {
    console.log(`${name} not measured: ${(error as Error).message}`);
  }
}
