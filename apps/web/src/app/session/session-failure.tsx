import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { signInPaths } from '@wayfarer/domain';
import { useToaster } from '../../components/ui/toast-queue';
import { browser } from '../../lib/browser';
import type { GuardFailureKey } from './session-loaders';

/** Sign-out delay after a user load error (app-shell §9). */
export const logoutAfterErrorMs = 3000;

/** The user could not be loaded: a danger toast, then sign out after 3 s (app-shell §8). */
export function SessionFailure({ messageKey }: { messageKey: GuardFailureKey }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const message = t(messageKey);

  useEffect(() => {
    const close = toaster.show({ tone: 'danger', message });
    const timer = setTimeout(() => browser.post(signInPaths.logout), logoutAfterErrorMs);
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [toaster, message]);

  return <p className="py-16 text-center text-ink-600">{t('shell.signingOut')}</p>;
}
