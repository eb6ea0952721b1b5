import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.confirmEmail.title')} note={t('common.comingSoon')} />;
}
