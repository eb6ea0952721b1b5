import { countEmptyPersonalDataFields } from '@wayfarer/domain';
import { useAppSettings } from '../../lib/app-context';
import { useFirstScreenPainted } from '../../lib/first-screen';
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
  // A menu badge: asked for once the first screen has painted.
  const firstScreenPainted = useFirstScreenPainted();
  const addresses = useAddresses(firstScreenPainted ? user?.id : undefined);
  if (!user || !addresses.data) return undefined;
  return countEmptyPersonalDataFields({
    user: { ...user, addresses: addresses.data.addresses },
    variant: variant.id,
  });
}
