import { useTranslation } from 'react-i18next';
import { OfflineIcon } from '../../components/ui/icons';
import { useOnlineStatus } from '../../lib/use-online-status';

/** Follows the browser's online flag; the live region exists before it has anything to say. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div role="status" className="sticky top-0 z-40 empty:hidden">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-ink-900 px-4 py-2 text-sm text-white">
          <OfflineIcon className="size-4" />
          {t('shell.offline')}
        </p>
      )}
    </div>
  );
}
