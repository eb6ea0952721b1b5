import type { BookingSummary } from '@wayfarer/contract';
import { queryOptions } from '@tanstack/react-query';
import { bookingsApiPaths } from '@wayfarer/contract/api-paths';
import { apiClient } from '../api-client';
import { loadStartContract } from '../contract';

/**
 * GET /api/users/{id}/bookings: the traveller's bookings, parsed with the contract. The request
 * leaves at once; the answer is parsed when the contract has arrived.
 */
export async function getBookings({
  userId,
  signal,
}: {
  userId: string;
  signal?: AbortSignal;
}): Promise<BookingSummary[]> {
  const schema = loadStartContract().then((contract) => contract.bookingsResponseSchema);
  const path = bookingsApiPaths.list.replace(':id', encodeURIComponent(userId));
  const response = await apiClient.get(path, schema, { signal });
  return response.data;
}

export function bookingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'bookings'] as const,
    queryFn: ({ signal }) => getBookings({ userId, signal }),
  });
}
