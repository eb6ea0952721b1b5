import { useQuery } from '@tanstack/react-query';
import { bookingQueryOptions } from './get-booking';
import { bookingsQueryOptions } from './get-bookings';

/*
 * The screens' hooks, apart from the queries: the route table imports the queries into the first
 * download (its prefetch), and `useQuery` (TanStack's observer) stays in the screens' chunks.
 */

export function useBookings(userId: string) {
  return useQuery(bookingsQueryOptions(userId));
}

export function useBooking(
  params: { userId: string; bookingId: string },
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...bookingQueryOptions(params), enabled });
}
