import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function DocumentsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.documents.title')} note={t('common.comingSoon')} />;
}
