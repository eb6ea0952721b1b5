import type { AccountDeletionStatus } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadStartContract } from '../../../lib/contract';

/** GET /api/users/me/deletion: may the account be deleted now, why not, and a cancelled one. */
export async function getDeletionStatus(signal?: AbortSignal): Promise<AccountDeletionStatus> {
  const { accountDeletionApiPaths, accountDeletionStatusSchema } = await loadStartContract();
  return (
    await apiClient.get(accountDeletionApiPaths.deletion, accountDeletionStatusSchema, { signal })
  ).data;
}

export function deletionStatusQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me', 'deletion'] as const,
    queryFn: ({ signal }) => getDeletionStatus(signal),
  });
}

export function useDeletionStatus() {
  return useQuery(deletionStatusQueryOptions());
}
