import type { IdentityDocument, TripDocument } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { userBookingPath, type UserBooking } from '../../../lib/bookings/user-booking-path';

/** The key every documents query sits under: one invalidation refreshes them all. */
export const documentsKey = (userId: string) => ['users', userId, 'documents'] as const;

/** GET /api/users/{id}/documents: the traveller's documents with their status and verification. */
export async function getDocuments({
  userId,
  signal,
}: {
  userId: string;
  signal?: AbortSignal;
}): Promise<IdentityDocument[]> {
  const { documentsApiPaths, documentsResponseSchema } = await loadContract();
  const path = documentsApiPaths.list.replace(':id', encodeURIComponent(userId));
  return (await apiClient.get(path, documentsResponseSchema, { signal })).data;
}

export function documentsQueryOptions({ userId }: { userId: string }) {
  return queryOptions({
    queryKey: [...documentsKey(userId), 'list'] as const,
    queryFn: ({ signal }) => getDocuments({ userId, signal }),
  });
}

export function useDocuments(params: { userId: string }) {
  return useQuery(documentsQueryOptions(params));
}

/**
 * GET /api/users/{id}/bookings/{bookingId}/documents: every document type with its status judged
 * against the trip's dates (missing, not needed, expiring, expired…).
 */
export async function getTripDocuments({
  userId,
  bookingId,
  signal,
}: UserBooking & { signal?: AbortSignal }): Promise<TripDocument[]> {
  const { documentsApiPaths, tripDocumentsResponseSchema } = await loadContract();
  const path = userBookingPath(documentsApiPaths.trip, { userId, bookingId });
  return (await apiClient.get(path, tripDocumentsResponseSchema, { signal })).data;
}

export function tripDocumentsQueryOptions({
  userId,
  bookingId,
}: {
  userId: string;
  bookingId: string;
}) {
  return queryOptions({
    queryKey: [...documentsKey(userId), 'trip', bookingId] as const,
    queryFn: ({ signal }) => getTripDocuments({ userId, bookingId, signal }),
  });
}

export function useTripDocuments(params: { userId: string; bookingId: string }) {
  return useQuery(tripDocumentsQueryOptions(params));
}
