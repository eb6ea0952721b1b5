import type { User, UserUpdate } from '@wayfarer/contract';
import type { Address } from '@wayfarer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { meQueryOptions } from '../../../lib/session/get-me';
import { addressesQueryOptions, type SavedAddresses } from './get-addresses';

/** PUT /api/users/{id}: the registry's personal data. */
export async function updateUser({
  userId,
  update,
}: {
  userId: string;
  update: UserUpdate;
}): Promise<User> {
  const { usersApiPaths, userResponseSchema } = await loadContract();
  const path = usersApiPaths.user.replace(':id', encodeURIComponent(userId));
  return (await apiClient.put(path, userResponseSchema, update)).data;
}

/** PUT /api/users/{id}/addresses: the addresses as the domain's `buildAddresses` made them. */
export async function updateAddresses({
  userId,
  addresses,
}: {
  userId: string;
  addresses: Address[];
}): Promise<SavedAddresses> {
  const { usersApiPaths, addressesResponseSchema } = await loadContract();
  const path = usersApiPaths.addresses.replace(':id', encodeURIComponent(userId));
  const response = await apiClient.put(path, addressesResponseSchema, { addresses });
  return { addresses: response.data, billing: response.billing };
}

export interface RegistrySave {
  userId: string;
  update: UserUpdate;
  /** The addresses to save, or null when they did not change. */
  addresses: Address[] | null;
}

/**
 * Saves the registry: the personal data, then the addresses. Each success goes straight into the
 * cache (users/me and the addresses, which the registry badge reads), so a failure of the second
 * call keeps the first one's result. A server's field errors name their call: `addresses.0.city`
 * comes from the addresses, anything else from the personal data.
 */
export function useSaveRegistry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, update, addresses }: RegistrySave) => {
      const user = await updateUser({ userId, update });
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      if (!addresses) return { user, addresses: null };
      const saved = await updateAddresses({ userId, addresses });
      queryClient.setQueryData(addressesQueryOptions(userId).queryKey, saved);
      return { user, addresses: saved.addresses };
    },
  });
}
