import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const binRoot = '/usr/lib/postgresql';

/** Debian's PostgreSQL binaries (the newest version installed), or null when there are none. */
export function postgresBinaries(): string | null {
  if (!existsSync(binRoot)) return null;
  const versions = readdirSync(binRoot)
    .filter((version) => existsSync(path.join(binRoot, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(binRoot, versions[0], 'bin') : null;
}

export interface ThrowawayPostgres {
  url: string;
  start(): void;
  stop(): void;
  restart(): void;
  /** Stops the cluster and deletes its files. */
  destroy(): void;
}

/**
 * A PostgreSQL cluster of its own, on a free port in a temporary directory, that a test may stop
 * and restart. initdb refuses to run as root: as root the binaries run as the `postgres` user.
 */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'wayfarer-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const file = path.join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (action: string, ...extra: string[]) =>
    run('pg_ctl', [action, '-D', data, '-w', '-l', path.join(dir, 'log'), ...extra]);
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('start', '-o', options),
    stop: () => pgCtl('stop', '-m', 'fast'),
    restart: () => pgCtl('restart', '-m', 'fast', '-o', options),
    destroy: () => {
      try {
        if (existsSync(path.join(data, 'postmaster.pid'))) cluster.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
