import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function CreditsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.credits.title')} note={t('common.comingSoon')} />;
}
