import type { DocumentVerificationResponse } from '@wayfarer/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { documentsKey } from './get-documents';

/** How often the verification is asked while it runs. */
export const VERIFICATION_POLL_MS = 1500;

/** GET /api/users/{id}/documents/{docId}/verification: UPLOADED while it runs, then the outcome. */
export async function getVerification({
  userId,
  documentId,
  signal,
}: {
  userId: string;
  documentId: string;
  signal?: AbortSignal;
}): Promise<DocumentVerificationResponse['data']> {
  const { documentsApiPaths, documentVerificationResponseSchema } = await loadContract();
  const path = documentsApiPaths.verification
    .replace(':id', encodeURIComponent(userId))
    .replace(':docId', encodeURIComponent(documentId));
  return (await apiClient.get(path, documentVerificationResponseSchema, { signal })).data;
}

export function verificationQueryOptions({
  userId,
  documentId,
}: {
  userId: string;
  documentId: string;
}) {
  return queryOptions({
    queryKey: [...documentsKey(userId), documentId, 'verification'] as const,
    queryFn: ({ signal }) => getVerification({ userId, documentId, signal }),
  });
}

/**
 * Polls the verification until it is decided; then the traveller's documents are fetched again
 * (their status changed).
 */
export function useVerification(params: { userId: string; documentId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...verificationQueryOptions(params),
    refetchInterval: (current) =>
      current.state.data?.status === 'UPLOADED' || current.state.status === 'pending'
        ? VERIFICATION_POLL_MS
        : false,
    refetchIntervalInBackground: true,
  });
  const decided = query.data && query.data.status !== 'UPLOADED';
  useEffect(() => {
    if (!decided) return;
    void queryClient.invalidateQueries({
      queryKey: documentsKey(params.userId),
      predicate: (candidate) => candidate.queryKey.at(-1) !== 'verification',
    });
  }, [decided, params.userId, queryClient]);
  return query;
}
