import type { Booking, ChecklistItem, ChecklistItemUpdate } from '@wayfarer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { loadContract } from '../../../../lib/contract';
import { bookingQueryOptions } from '../../../../lib/bookings/get-booking';
import { userBookingPath } from '../../../../lib/bookings/user-booking-path';

/**
 * PUT /api/users/{id}/bookings/{bookingId}/pre-departure-checklist: marks one manual item done or
 * not done; resolves with the booking's checklist as the server now has it.
 */
export async function updateChecklistItem({
  userId,
  bookingId,
  update,
}: {
  userId: string;
  bookingId: string;
  update: ChecklistItemUpdate;
}): Promise<ChecklistItem[]> {
  const { checklistApiPaths, checklistResponseSchema } = await loadContract();
  const path = userBookingPath(checklistApiPaths.update, { userId, bookingId });
  const response = await apiClient.put(path, checklistResponseSchema, update);
  return response.data;
}

/** The booking with one checklist item set to `completed` (items not on the checklist are left out). */
function withItemState(booking: Booking, { type, completed }: ChecklistItem): Booking {
  return {
    ...booking,
    preDepartureChecklist: booking.preDepartureChecklist.map((item) =>
      item.type === type ? { ...item, completed } : item,
    ),
  };
}

export const updateChecklistItemKey = (bookingId: string) =>
  ['bookings', bookingId, 'pre-departure-checklist'] as const;

/**
 * Optimistic: the booking in the cache shows the new state at once. A failure puts that item back
 * as it was and is only logged (account-area §8: a checklist update failure shows nothing). Either
 * way the booking is then fetched again, once the last of the traveller's changes has settled.
 */
export function useUpdateChecklistItem({
  userId,
  bookingId,
}: {
  userId: string;
  bookingId: string;
}) {
  const queryClient = useQueryClient();
  const { queryKey } = bookingQueryOptions({ userId, bookingId });
  const mutationKey = updateChecklistItemKey(bookingId);
  return useMutation({
    mutationKey,
    mutationFn: (update: ChecklistItemUpdate) => updateChecklistItem({ userId, bookingId, update }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient
        .getQueryData(queryKey)
        ?.preDepartureChecklist.find((item) => item.type === update.type);
      queryClient.setQueryData(queryKey, (booking) => booking && withItemState(booking, update));
      return { before };
    },
    onError: (error, update, context) => {
      const before = context?.before;
      if (before) {
        queryClient.setQueryData(queryKey, (booking) => booking && withItemState(booking, before));
      }
      console.error(`The checklist item ${update.type} could not be updated`, error);
    },
    onSettled: async () => {
      // Other changes still on their way would be overwritten by an earlier answer.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
