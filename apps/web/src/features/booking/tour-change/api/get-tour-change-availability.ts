import type { TourChangeAvailability } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { contract, loadContract } from '../../../../lib/contract';
import { userBookingPath, type UserBooking } from '../../../../lib/bookings/user-booking-path';

export function selfTourChangePath(booking: UserBooking) {
  return userBookingPath(contract().tourChangeApiPaths.selfTourChange, booking);
}

/**
 * GET /api/users/{id}/bookings/{bookingId}/self-tour-change: whether the booking may change
 * departure now and, if so, to which ones and at what price.
 */
export async function getTourChangeAvailability({
  userId,
  bookingId,
  signal,
}: UserBooking & { signal?: AbortSignal }): Promise<TourChangeAvailability> {
  const { tourChangeAvailabilityResponseSchema } = await loadContract();
  const response = await apiClient.get(
    selfTourChangePath({ userId, bookingId }),
    tourChangeAvailabilityResponseSchema,
    { signal },
  );
  return response.data;
}

/**
 * Under the booking's key (['users', id, 'bookings', bookingId]): invalidating the bookings
 * refreshes the availability too. Always asked afresh when the modal opens: seats go quickly.
 */
export function tourChangeAvailabilityQueryOptions({
  userId,
  bookingId,
}: {
  userId: string;
  bookingId: string;
}) {
  return queryOptions({
    queryKey: ['users', userId, 'bookings', bookingId, 'self-tour-change'] as const,
    queryFn: ({ signal }) => getTourChangeAvailability({ userId, bookingId, signal }),
    staleTime: 0,
  });
}

export function useTourChangeAvailability(
  params: { userId: string; bookingId: string },
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...tourChangeAvailabilityQueryOptions(params), enabled });
}
