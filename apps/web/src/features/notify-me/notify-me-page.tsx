import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function NotifyMePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.notifyMe.title')} note={t('common.comingSoon')} />;
}
