import type { Credit } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';

/** GET /api/users/{id}/credits: gift cards, vouchers and credits, parsed. */
export async function getCredits({
  userId,
  signal,
}: {
  userId: string;
  signal?: AbortSignal;
}): Promise<Credit[]> {
  const { creditsApiPaths, creditsResponseSchema } = await loadContract();
  const path = creditsApiPaths.list.replace(':id', encodeURIComponent(userId));
  const response = await apiClient.get(path, creditsResponseSchema, { signal });
  return response.data;
}

export function creditsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'credits'] as const,
    queryFn: ({ signal }) => getCredits({ userId, signal }),
  });
}

export function useCredits(userId: string) {
  return useQuery(creditsQueryOptions(userId));
}
