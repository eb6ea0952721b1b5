import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function TripsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.travels.title')} note={t('common.comingSoon')} />;
}
