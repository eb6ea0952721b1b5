import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseLocation } from '../../src/db/client';
import { webhookDeliveries } from '../../src/db/schema-webhooks';
import { repositoryRoot } from '../helpers/server-process';
import { startReceiver, verifyBySpec } from './receiver';

const childScript = fileURLToPath(new URL('./kill-child.ts', import.meta.url));

/** A database both processes open in turn: a PGlite directory, or a new PostgreSQL database. */
async function sharedDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wayfarer-kill-'));
    return {
      location: { kind: 'pglite', dataDir } as DatabaseLocation,
      childEnv: { KILL_DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.toString() } as DatabaseLocation,
    childEnv: { KILL_DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe('a process killed between the change and its delivery', () => {
  it(
    'loses nothing: the next process delivers the same message',
    { timeout: 180_000 },
    async () => {
      // The first attempt hangs (the process dies under it); the next one is answered.
      const receiver = await startReceiver([0, 200]);
      const shared = await sharedDatabase();
      // Node itself with tsx's loader, one process: the tsx command would run the script in a
      // child of its own, which a SIGKILL of the command leaves running (and delivering).
      const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
        cwd: path.join(repositoryRoot, 'apps/server'),
        env: { ...process.env, ...shared.childEnv, KILL_RECEIVER_URL: receiver.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThan(0), {
          timeout: 120_000,
          interval: 100,
        });
        child.kill('SIGKILL');
        await exited;
        const { secret } = JSON.parse(output.split('\n').find((line) => line.startsWith('{'))!);
        const firstId = receiver.received[0]!.headers['webhook-id'];

        const database = await openDatabase(shared.location);
        const app = await buildApp({
          config: loadConfig({
            NODE_ENV: 'test',
            PUBLIC_URL: 'http://localhost:3000',
            LOG_LEVEL: 'silent',
            DEMO_MODE: 'false',
            JOBS_POLLING_INTERVAL_SECONDS: '0.5',
            WEBHOOKS_RELAY_INTERVAL_MS: '200',
            WEBHOOKS_RETRY_DELAY_SECONDS: '1',
            // The test's receiver is on this machine, over http.
            WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
            WEBHOOKS_ALLOW_HTTP: 'true',
          }),
          database,
          serveWeb: false,
        });
        await app.ready();
        try {
          await vi.waitFor(
            async () => {
              const rows = await database.db
                .select()
                .from(webhookDeliveries)
                .where(eq(webhookDeliveries.eventId, String(firstId)));
              expect(rows.map((row) => row.status)).toEqual(['delivered']);
            },
            { timeout: 60_000, interval: 200 },
          );
        } finally {
          await app.close();
          await database.close();
        }
        const answered = receiver.received.filter((got) => got.answeredWith === 200);
        expect(answered.length).toBeGreaterThan(0);
        for (const got of answered) {
          expect(got.headers['webhook-id']).toBe(firstId);
          expect(verifyBySpec(secret, got.headers, got.body)).toBe(true);
          expect(JSON.parse(got.body).type).toBe('consent.updated');
        }
      } finally {
        child.kill('SIGKILL');
        await receiver.close();
        await shared.drop();
      }
    },
  );
});
