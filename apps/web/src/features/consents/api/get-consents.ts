import type { Consents } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';

/**
 * GET /api/users/consents: the traveller's consents. Readable while users/me is refused for the
 * privacy policy, so the consents page works for a traveller held there by the guard.
 */
export async function getConsents(signal?: AbortSignal): Promise<Consents> {
  const { usersApiPaths, consentsResponseSchema } = await loadContract();
  const response = await apiClient.get(usersApiPaths.consents, consentsResponseSchema, { signal });
  return response.data;
}

export function consentsQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'consents'] as const,
    queryFn: ({ signal }) => getConsents(signal),
  });
}

export function useConsents() {
  return useQuery(consentsQueryOptions());
}
