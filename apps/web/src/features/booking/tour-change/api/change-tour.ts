import type { TourChangeRequest, TourChangeResponse } from '@wayfarer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { loadContract } from '../../../../lib/contract';
import { bookingQueryOptions } from '../../../../lib/bookings/get-booking';
import { selfTourChangePath } from './get-tour-change-availability';

/**
 * POST /api/users/{id}/bookings/{bookingId}/self-tour-change: moves the booking to another
 * departure. The idempotency key travels in the body; sending the same request again with it gives
 * the same change back and never a second one.
 */
export async function changeTour({
  userId,
  bookingId,
  request,
}: {
  userId: string;
  bookingId: string;
  request: TourChangeRequest;
}): Promise<TourChangeResponse['data']> {
  const { tourChangeResponseSchema } = await loadContract();
  const response = await apiClient.post(
    selfTourChangePath({ userId, bookingId }),
    tourChangeResponseSchema,
    request,
  );
  return response.data;
}

/**
 * On success the booking in the cache is the one the server answered (new departure, prices,
 * payments), and the traveller's bookings (list, details, availability) are fetched again.
 */
export function useChangeTour({ userId, bookingId }: { userId: string; bookingId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TourChangeRequest) => changeTour({ userId, bookingId, request }),
    onSuccess: async ({ booking }) => {
      const { queryKey } = bookingQueryOptions({ userId, bookingId });
      queryClient.setQueryData(queryKey, booking);
      // The list's key (['users', id, 'bookings']) holds every booking's detail and availability.
      await queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 3) });
    },
  });
}
