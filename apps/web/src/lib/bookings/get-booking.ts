import type { Booking } from '@wayfarer/contract';
import { queryOptions } from '@tanstack/react-query';
import { bookingsApiPaths } from '@wayfarer/contract/api-paths';
import { apiClient } from '../api-client';
import { loadStartContract } from '../contract';
import { userBookingPath, type UserBooking } from './user-booking-path';

/**
 * GET /api/users/{id}/bookings/{bookingId}: one booking of the traveller, parsed with the contract
 * (the request leaves at once; the answer is parsed when the contract has arrived).
 */
export async function getBooking({
  userId,
  bookingId,
  signal,
}: UserBooking & { signal?: AbortSignal }): Promise<Booking> {
  const schema = loadStartContract().then((contract) => contract.bookingResponseSchema);
  const path = userBookingPath(bookingsApiPaths.detail, { userId, bookingId });
  const response = await apiClient.get(path, schema, { signal });
  return response.data;
}

/** Under the list's key (['users', id, 'bookings']): invalidating the list refreshes the details too. */
export function bookingQueryOptions({ userId, bookingId }: { userId: string; bookingId: string }) {
  return queryOptions({
    queryKey: ['users', userId, 'bookings', bookingId] as const,
    queryFn: ({ signal }) => getBooking({ userId, bookingId, signal }),
  });
}
