import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface StartReport {
  /** From spawning `node scripts/start.mjs` to the first 200 of /health/ready. */
  readyMs: number;
  /** Resident memory of the server process once idle after start (after a few requests). */
  idleRssMb: number;
  /** CPU time of the process until ready (its own 'start timing' log line): steady under load. */
  cpuMs: number | null;
  /** Where the server's own start went (its 'start timing' log line), in ms. */
  phases: Record<string, number> | null;
}

async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * One `npm start` (the process `npm start` execs: node scripts/start.mjs) with its own data dir
 * and port, timed until the readiness probe answers, then left idle for a moment and measured.
 */
export async function measureStart(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  idleMs?: number;
}): Promise<StartReport> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let ended = false;
  void exited.then(() => (ended = true));
  try {
    let readyMs = 0;
    for (;;) {
      if (ended) throw new Error(`npm start exited before ready:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${options.port}/health/ready`);
        if (response.ok) {
          readyMs = performance.now() - started;
          break;
        }
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 180_000) throw new Error(`not ready in 3 min:\n${output}`);
      await sleep(20);
    }
    // A few requests, as a first visitor would make, then idle.
    for (const url of ['/', '/health/ready', '/api/users/me']) {
      await fetch(`http://127.0.0.1:${options.port}${url}`).then((r) => r.arrayBuffer());
    }
    await sleep(options.idleMs ?? 3000);
    const idleRssMb = await rssMb(child.pid!);
    const timing = output
      .split('\n')
      .filter((line) => line.includes('"start timing"'))
      .map((line) => JSON.parse(line) as { cpuMs: number; phases: Record<string, number> })[0];
    return { readyMs, idleRssMb, cpuMs: timing?.cpuMs ?? null, phases: timing?.phases ?? null };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export interface StartupReport {
  database: 'pglite' | 'postgres';
  first: StartReport;
  warm: StartReport[];
}

/**
 * The first start on an empty data dir (migrations, seeding; the web build is whatever
 * scripts/start.mjs decides) and then warm starts on the same data dir.
 */
export async function benchStartup(options: {
  port: number;
  databaseUrl?: string;
  warmStarts?: number;
}): Promise<StartupReport> {
  const dataDir = `/tmp/wayfarer-bench-start-${options.port}`;
  await rm(dataDir, { recursive: true, force: true });
  if (options.databaseUrl) {
    // A fresh database for the first start.
    const pg = (await import('pg')).default;
    const url = new URL(options.databaseUrl);
    const name = `bench_start_${options.port}`;
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    url.pathname = `/${name}`;
    options = { ...options, databaseUrl: url.toString() };
  }
  // The first start also bundles the server (scripts/start.mjs keeps it while its sources are older).
  await rm(`${root}/apps/server/node_modules/.cache/wayfarer`, { recursive: true, force: true });
  const first = await measureStart({ ...options, dataDir });
  const warm: StartReport[] = [];
  for (let i = 0; i < (options.warmStarts ?? 3); i += 1) {
    warm.push(await measureStart({ ...options, dataDir }));
  }
  await rm(dataDir, { recursive: true, force: true });
  return { database: options.databaseUrl ? 'postgres' : 'pglite', first, warm };
}
