/**
 * How long a sign-in waits after wrong passwords. Pure rules; the server keeps the counts.
 *
 * Two counts apply. Per e-mail and client address: after `freePairFailures` wrong passwords each
 * further try from that pair waits, twice as long every time. Per e-mail over every address (so
 * many addresses attacking one account are slowed down too): after `freeAccountFailures` wrong
 * passwords, every try for that e-mail waits from the last wrong one, twice as long every time.
 * An address with no wrong password of its own for that e-mail (the traveller's own device) waits
 * at most `cleanAddressMaxDelayMs`, so an attacker cannot lock the traveller out.
 */
export const freePairFailures = 5;
export const freeAccountFailures = 10;
export const firstSignInDelayMs = 30_000;
export const maxSignInDelayMs = 15 * 60_000;
export const cleanAddressMaxDelayMs = 60_000;

/** `first` doubled for every failure past `free`, at most `max` (0 below `free`). */
function doubling(failures: number, free: number, max: number) {
  if (!Number.isFinite(failures) || failures < free) return 0;
  return Math.min(firstSignInDelayMs * 2 ** Math.min(failures - free, 30), max);
}

/** How long the try after `failures` wrong passwords from one address for one e-mail waits. */
export function pairSignInDelayMs(failures: number): number {
  return doubling(failures, freePairFailures, maxSignInDelayMs);
}

/**
 * How long, after the last wrong password for an e-mail, the next try for it waits, given how many
 * wrong passwords that e-mail had from every address, and whether this address had any of them.
 */
export function accountSignInDelayMs(
  failures: number,
  { addressHasFailures }: { addressHasFailures: boolean },
): number {
  return doubling(
    failures,
    freeAccountFailures,
    addressHasFailures ? maxSignInDelayMs : cleanAddressMaxDelayMs,
  );
}

export interface AccountSignInState {
  /** Wrong passwords for the e-mail from every address (still remembered). */
  failures: number;
  /** When the latest of them was. */
  lastFailureAt: Date;
  /** Whether the address trying now had a wrong password for this e-mail. */
  addressHasFailures: boolean;
}

/** Milliseconds the try at `now` must still wait for the account-wide count (0: go ahead). */
export function accountSignInWaitMs(state: AccountSignInState, now: Date): number {
  const delay = accountSignInDelayMs(state.failures, state);
  return Math.max(0, state.lastFailureAt.getTime() + delay - now.getTime());
}
