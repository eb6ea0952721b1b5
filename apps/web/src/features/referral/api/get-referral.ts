import type { Referral } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';

/** GET /api/users/{id}/referral: code, link, rules, counts, balance and codes, parsed. */
export async function getReferral({
  userId,
  signal,
}: {
  userId: string;
  signal?: AbortSignal;
}): Promise<Referral> {
  const { referralApiPaths, referralResponseSchema } = await loadContract();
  const path = referralApiPaths.referral.replace(':id', encodeURIComponent(userId));
  const response = await apiClient.get(path, referralResponseSchema, { signal });
  return response.data;
}

export function referralQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'referral'] as const,
    queryFn: ({ signal }) => getReferral({ userId, signal }),
  });
}

export function useReferral(userId: string) {
  return useQuery(referralQueryOptions(userId));
}
