/**
 * When an e-mail that could not be handed to the SMTP server is tried again: a minute after the
 * first failure, twice as long after each further one, at most six hours apart; after
 * `maxMailAttempts` tries it is given up (and stays visible as failed).
 */
export const maxMailAttempts = 8;
const firstDelayMs = 60_000;
const longestDelayMs = 6 * 60 * 60_000;

/** Delay before the next try, after `attempts` tries (1 or more) have failed. */
export function mailRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(firstDelayMs * 2 ** exponent, longestDelayMs);
}
