import type { Address } from '@wayfarer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';

/** GET /api/users/{id}/addresses: the residence and billing addresses, parsed with the contract. */
export async function getAddresses({
  userId,
  signal,
}: {
  userId: string;
  signal?: AbortSignal;
}): Promise<Address[]> {
  const { usersApiPaths, addressesResponseSchema } = await loadContract();
  const path = usersApiPaths.addresses.replace(':id', encodeURIComponent(userId));
  const response = await apiClient.get(path, addressesResponseSchema, { signal });
  return response.data;
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
