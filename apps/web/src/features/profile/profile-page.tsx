import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function ProfilePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.profile.title')} note={t('common.comingSoon')} />;
}
