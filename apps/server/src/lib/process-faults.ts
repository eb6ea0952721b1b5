import { databaseErrorReason, isDatabaseUnavailable } from '../db/unavailable';

interface FaultLog {
  warn(object: object, message: string): void;
  fatal(object: object, message: string): void;
}

/**
 * What the process does with an error nobody caught (a rejected promise nobody awaited, an
 * 'error' event without a listener). The database going away (a restart, a failover, a network
 * cut) must not end it: requests answer 503 meanwhile and the pool reconnects once it is back, so
 * such an error is logged and the process goes on. Anything else is a bug: logged with its stack,
 * then the process ends as Node's default would.
 */
export function processFaultOutcome(error: unknown, log: FaultLog): 'carry-on' | 'exit' {
  if (isDatabaseUnavailable(error)) {
    // The reason only: a failed query's text and parameters (personal data) stay out of the log.
    log.warn({ reason: databaseErrorReason(error) }, 'database unavailable (uncaught)');
    return 'carry-on';
  }
  log.fatal({ err: error }, 'uncaught error');
  return 'exit';
}

/** Installs `processFaultOutcome` for uncaught exceptions and unhandled rejections. */
export function handleProcessFaults(log: () => FaultLog) {
  const handle = (error: unknown) => {
    if (processFaultOutcome(error, log()) === 'exit') process.exit(1);
  };
  process.on('uncaughtException', handle);
  process.on('unhandledRejection', handle);
}
