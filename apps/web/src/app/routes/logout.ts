import { signInPaths } from '@wayfarer/domain';
import { browser } from '../../lib/browser';

/** The localized logout route: the server ends the session at the provider and comes back to '/'. */
export function logoutLoader(): Promise<never> {
  browser.assign(signInPaths.logout);
  return new Promise<never>(() => {});
}
