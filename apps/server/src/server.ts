import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoOnce } from './db/seed-once';
import { demoOperatorClient } from './db/seed/operator-client';
import { pino } from 'pino';
import { loggerOptions } from './lib/logger';
import { handleProcessFaults } from './lib/process-faults';
import { mailSettingsFrom, setMailSettings } from './mail/settings';
import { initServerSentry } from './plugins/sentry';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

// Error reporting first (SENTRY_DSN only), so that a failing start is reported too.
await initServerSentry(config);
// The app's own logger once it exists; until then one with the same options.
let faultLog: Pick<ReturnType<typeof pino>, 'warn' | 'fatal'> = pino(
  loggerOptions(config.logLevel),
);
handleProcessFaults(() => faultLog);

const phases: Record<string, number> = {};
// performance.now() counts from the start of the process: 'load' is node, the bundle and config.
let phaseStart = 0;
const phase = (name: string) => {
  const now = performance.now();
  phases[name] = Math.round(now - phaseStart);
  phaseStart = now;
};
phase('load');

const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
phase('database');
// The seed's invitation links to this deployment's origins.
setMailSettings(mailSettingsFrom(config));
const demo = config.demoMode ? await seedDemoOnce(database) : null;
phase('seed');

const app = await buildApp({
  config,
  database,
  logger: loggerOptions(config.logLevel),
  startWorkersAfterListen: true,
});
faultLog = app.log;

// In-flight requests finish; new connections are refused; the database closes last.
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

phase('app');
await app.listen({ host: config.host, port: config.port });
phase('listen');
const cpu = process.cpuUsage();
app.log.info(
  {
    phases,
    readyMs: Math.round(process.uptime() * 1000),
    // Of the main thread and any other of this process: on a busy machine the wall time misleads.
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  },
  'start timing',
);
const url = config.publicUrl.origin;
process.stdout.write(`\nWayfarer is running at ${url}\n`);
if (demo) {
  process.stdout.write(`Demo sign-in: ${demo.email} / ${demo.password}\n`);
  process.stdout.write(
    `Demo operator client: ${demoOperatorClient.id} / ${demoOperatorClient.secret} (README: Operator integration)\n`,
  );
  process.stdout.write(
    `Other variants: ${[...config.variantHosts.keys()].map((h) => `${config.publicUrl.protocol}//${h}`).join('  ')}\n\n`,
  );
}
