import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function NotifyMeTokenPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.notifyMeToken.title')} note={t('common.comingSoon')} />;
}
