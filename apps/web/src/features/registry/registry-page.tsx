import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function RegistryPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.registry.title')} note={t('common.comingSoon')} />;
}
