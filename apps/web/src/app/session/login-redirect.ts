import { signInPaths } from '@wayfarer/domain';
import { browser } from '../../lib/browser';

/** The sign-in URL that brings the traveller back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return `${signInPaths.login}?returnTo=${encodeURIComponent(returnTo)}`;
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Sends the browser to sign in, once: several calls failing with 401 at the same time lead to a
 * single navigation. The server ends any stale session on its side.
 */
export function createLoginRedirect(): (returnTo?: string) => void {
  let redirected = false;
  return (returnTo) => {
    if (redirected) return;
    redirected = true;
    browser.assign(loginUrl(returnTo ?? currentPath()));
  };
}
