import { useEffect } from 'react';
import { isApiError } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { getMe } from '../../lib/session/get-me';

/** Whether the server still has a session: anything but a 401 means yes; null when unknown (offline). */
export async function hasServerSession(): Promise<boolean | null> {
  try {
    await getMe();
    return true;
  } catch (error) {
    if (!isApiError(error) || error.status === 0) return null;
    return error.status !== 401;
  }
}

/**
 * When a hidden tab becomes visible again and the session no longer matches what the page shows
 * (signed out elsewhere, or signed in elsewhere), reload (app-shell §4).
 */
export function useSessionVisibilityCheck(signedIn: boolean): void {
  useEffect(() => {
    let checking = false;
    const onVisibilityChange = async () => {
      if (document.visibilityState !== 'visible' || checking) return;
      checking = true;
      try {
        const hasSession = await hasServerSession();
        if (hasSession !== null && hasSession !== signedIn) browser.reload();
      } finally {
        checking = false;
      }
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [signedIn]);
}
