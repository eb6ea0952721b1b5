import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function PartnershipsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.partnership.title')} note={t('common.comingSoon')} />;
}
