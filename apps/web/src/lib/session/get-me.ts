import type { User } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { apiPaths } from '@wayfarer/contract/api-paths';
import { loadStartContract } from '../contract';

/** The session check of every start: it leaves at once, parsed when the contract has arrived. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  const schema = loadStartContract().then((contract) => contract.meResponseSchema);
  const response = await apiClient.get(apiPaths.me, schema, { signal });
  return response.data;
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me'] as const,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
