import type { Passkey } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';

/** GET /api/users/me/passkeys: the traveller's passkeys, the oldest first. */
export async function getPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  const { passkeysApiPaths, passkeysResponseSchema } = await loadContract();
  return (await apiClient.get(passkeysApiPaths.list, passkeysResponseSchema, { signal })).data;
}

export function passkeysQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me', 'passkeys'] as const,
    queryFn: ({ signal }) => getPasskeys(signal),
  });
}

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
