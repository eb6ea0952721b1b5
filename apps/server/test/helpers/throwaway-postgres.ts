import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const execFileAsync = promisify(execFile);

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
  /**
   * Each resolves once pg_ctl is done. They do not block the test's event loop: requests the test
   * sends keep going while the server stops and starts.
   */
  start(): Promise<void>;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Stops the cluster and deletes its files. */
  destroy(): Promise<void>;
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
  const run = async (tool: string, args: string[]) => {
    const file = path.join(bin, tool);
    try {
      if (asRoot) await execFileAsync('runuser', ['-u', 'postgres', '--', file, ...args]);
      else await execFileAsync(file, args);
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      throw new Error(`${tool} ${args[0]} failed: ${stderr ?? String(error)}`);
    }
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  // -t: a machine busy with other tests may take longer than pg_ctl's default minute to start.
  const pgCtl = (action: string, ...extra: string[]) =>
    run('pg_ctl', [action, '-D', data, '-w', '-t', '120', '-l', path.join(dir, 'log'), ...extra]);
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('start', '-o', options),
    stop: () => pgCtl('stop', '-m', 'fast'),
    restart: () => pgCtl('restart', '-m', 'fast', '-o', options),
    destroy: async () => {
      try {
        if (existsSync(path.join(data, 'postmaster.pid'))) await cluster.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
