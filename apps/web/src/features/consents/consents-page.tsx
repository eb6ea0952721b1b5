import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function ConsentsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.communications.title')} note={t('common.comingSoon')} />;
}
