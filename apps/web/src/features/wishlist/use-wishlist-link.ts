import { publicWebsiteUrl } from '@wayfarer/domain';
import { useAppSettings } from '../../lib/app-context';
import { useFeatureFlag } from '../../lib/feature-flags';

/**
 * The wishlist lives on the public website (routing key `wishlist`); its menu entry and tile show
 * only while the wishlist flag is on (account-area §2). Null when the flag is off.
 */
export function useWishlistLink(): { href: string } | null {
  const { variant } = useAppSettings();
  const enabled = useFeatureFlag('wishlist');
  if (!enabled) return null;
  return { href: publicWebsiteUrl({ variant, routingKey: 'wishlist' }) };
}
