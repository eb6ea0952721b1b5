import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function TravellerPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.traveller.title')} note={t('common.comingSoon')} />;
}
