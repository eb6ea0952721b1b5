import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function BookingPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.booking.title')} note={t('common.comingSoon')} />;
}
