import type { BookingSummary } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { loadContract } from '../contract';

/** GET /api/users/{id}/bookings: the traveller's bookings, parsed with the contract. */
export async function getBookings({
  userId,
  signal,
}: {
  userId: string;
  signal?: AbortSignal;
}): Promise<BookingSummary[]> {
  const { bookingsApiPaths, bookingsResponseSchema } = await loadContract();
  const path = bookingsApiPaths.list.replace(':id', encodeURIComponent(userId));
  const response = await apiClient.get(path, bookingsResponseSchema, { signal });
  return response.data;
}

export function bookingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'bookings'] as const,
    queryFn: ({ signal }) => getBookings({ userId, signal }),
  });
}

export function useBookings(userId: string) {
  return useQuery(bookingsQueryOptions(userId));
}
