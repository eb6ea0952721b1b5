import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function ReferralPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.referFriend.title')} note={t('common.comingSoon')} />;
}
