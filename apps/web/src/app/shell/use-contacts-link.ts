import { publicWebsiteUrl } from '@wayfarer/domain';
import { useAppSettings } from '../../lib/app-context';
import { talkToUsReplacesContacts, useFeatureFlag } from '../../lib/feature-flags';

/**
 * Contacts opens the public website in a new tab with the routing key `contacts` (app-shell §2).
 * Hidden when the talk-to-us flag lists the traveller's country with its header flag set; the
 * variant's country stands for the traveller's.
 */
export function useContactsLink(): { href: string } | null {
  const { variant } = useAppSettings();
  const talkToUs = useFeatureFlag('talk-to-us');
  if (talkToUsReplacesContacts(talkToUs, variant.countryCode)) return null;
  return { href: publicWebsiteUrl({ variant, routingKey: 'contacts' }) };
}
