import type { User } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { contract } from '../contract';

export async function getMe(signal?: AbortSignal): Promise<User> {
  const { apiPaths, meResponseSchema } = contract();
  const response = await apiClient.get(apiPaths.me, meResponseSchema, { signal });
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
