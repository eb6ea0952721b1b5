// Imports operator records (NDJSON: one {"type","id","data"} per line) into the configured
// database (DATABASE_URL, else the PGlite files under DATA_DIR: stop the server first), with the
// same code as POST /api/operator/v1/imports. Prints the summary and every failed line.
//   npm run import -- file.ndjson        (`-` reads standard input)
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { operatorScopes } from '@wayfarer/contract';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { importNdjson } from '../apps/server/src/modules/operator/import';

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error('usage: npm run import -- <file.ndjson | ->');
    return 2;
  }
  if (file !== '-' && !(await stat(file).catch(() => null))?.isFile()) {
    console.error(`not a file: ${file}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const started = performance.now();
    const result = await importNdjson(
      database.db,
      file === '-' ? process.stdin : createReadStream(file),
      {
        concurrency: database.kind === 'postgres' ? config.operator.importConcurrency : 1,
        scopes: operatorScopes,
        maxLineBytes: 1024 * 1024,
        maxBytes: Number.MAX_SAFE_INTEGER,
        onlyFailures: true,
        inviteNewTravellers: !config.oidc.issuer,
      },
    );
    const seconds = (performance.now() - started) / 1000;
    for (const failed of result.results) console.error(JSON.stringify(failed));
    console.log(
      `${result.total} records in ${seconds.toFixed(1)} s: ${result.created} created, ` +
        `${result.updated} updated, ${result.unchanged} unchanged, ${result.failed} failed`,
    );
    return result.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(error instanceof ConfigError ? 2 : 1);
  },
);
