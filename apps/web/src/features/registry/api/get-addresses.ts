import type { BillingChange } from '@wayfarer/contract';
import type { Address } from '@wayfarer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadStartContract } from '../../../lib/contract';

/** The saved addresses, and whether the billing address may be saved now (customer care's unlock). */
export interface SavedAddresses {
  addresses: Address[];
  billing: BillingChange;
}

/** GET /api/users/{id}/addresses: the residence and billing addresses, parsed with the contract. */
export async function getAddresses({
  userId,
  signal,
}: {
  userId: string;
  signal?: AbortSignal;
}): Promise<SavedAddresses> {
  const { usersApiPaths, addressesResponseSchema } = await loadStartContract();
  const path = usersApiPaths.addresses.replace(':id', encodeURIComponent(userId));
  const response = await apiClient.get(path, addressesResponseSchema, { signal });
  return { addresses: response.data, billing: response.billing };
}

export function addressesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'addresses'] as const,
    queryFn: ({ signal }) => getAddresses({ userId, signal }),
  });
}

export function useAddresses(userId: string | undefined) {
  return useQuery({ ...addressesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
