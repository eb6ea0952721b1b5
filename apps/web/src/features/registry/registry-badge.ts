import { countEmptyPersonalDataFields } from '@wayfarer/domain';
import { useAppSettings } from '../../lib/app-context';
import { useSessionUser } from '../../lib/session/session-context';
import { useAddresses } from './api/get-addresses';

/**
 * The registry menu badge: how many personal-data fields are still empty (the domain's
 * `countEmptyPersonalDataFields`, the residence address counting as one). Undefined until the
 * addresses are known, so the badge never shows a wrong count.
 */
export function useRegistryBadgeCount(): number | undefined {
  const user = useSessionUser();
  const { variant } = useAppSettings();
  const addresses = useAddresses(user?.id);
  if (!user || !addresses.data) return undefined;
  return countEmptyPersonalDataFields({
    user: { ...user, addresses: addresses.data.addresses },
    variant: variant.id,
  });
}
