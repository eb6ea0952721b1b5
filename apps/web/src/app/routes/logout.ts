import { signInPaths } from '@wayfarer/domain';
import { browser } from '../../lib/browser';

/**
 * The localized logout route: a POST to the server's /logout, which ends the session here and at
 * the provider and comes back to '/'.
 */
export function logoutLoader(): Promise<never> {
  browser.post(signInPaths.logout);
  return new Promise<never>(() => {});
}
