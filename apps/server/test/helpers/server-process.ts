import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on the port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const listening = /"pid":(\d+),[^\n]*"msg":"Server listening/;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  dataDir: string;
  /** pid of the Node.js process listening (npm's child when started through `npm start`). */
  serverPid: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The exit code (or the signal's name) once the process ended. */
  exited: Promise<number | string>;
  /** Kills whatever is left (the whole process group) and removes the data directory. */
  cleanUp(): Promise<void>;
}

/**
 * Starts the real server in its own process (`npm start`, or `node scripts/start.mjs`), on a free
 * port and a fresh data directory, and resolves once it says it is running.
 */
export async function startServerProcess({
  command = ['node', 'scripts/start.mjs'],
  env = {},
  dataDir: reusedDataDir,
}: {
  command?: string[];
  env?: Record<string, string>;
  /** A data directory of an earlier run (kept at cleanUp); a fresh one by default. */
  dataDir?: string;
} = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = reusedDataDir ?? (await mkdtemp(path.join(tmpdir(), 'wayfarer-process-')));
  const host = env.HOST ?? '127.0.0.1';
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const [file, ...args] = command;
  const child = spawn(file!, args, {
    cwd: repositoryRoot,
    // Its own process group, so that cleanUp reaches every process it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: host,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const cleanUp = async () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    if (!reusedDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const running = await new Promise<boolean>((resolve) => {
    // Both lines: the log's (with the server's pid) may come after the banner.
    const look = () => {
      if (output.includes('Wayfarer is running at') && listening.test(output)) resolve(true);
    };
    child.stdout!.on('data', look);
    void exited.then(() => resolve(false));
  });
  const serverPid = Number(listening.exec(output)?.[1] ?? child.pid);
  if (!running) {
    await cleanUp();
    throw new Error(`the server did not start:\n${output}`);
  }
  return {
    child,
    port,
    origin: `http://${host}:${port}`,
    dataDir,
    serverPid,
    output: () => output,
    exited,
    cleanUp,
  };
}

/** Resolves once the process of this pid has ended. */
export async function processEnded(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
