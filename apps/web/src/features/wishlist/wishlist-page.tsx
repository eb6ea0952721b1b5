import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function WishlistPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.wishlist.title')} note={t('common.comingSoon')} />;
}
