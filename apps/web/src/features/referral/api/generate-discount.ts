import type { ReferralDiscountResponse } from '@wayfarer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { referralQueryOptions } from './get-referral';

/** A fresh key for one press of "generate" (the server answers a repeated key with the same code). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-http origins other than localhost have no randomUUID; getRandomValues works everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** POST /api/users/{id}/referral/discounts: the balance becomes a code for one person. */
export async function generateDiscount({
  userId,
  idempotencyKey,
}: {
  userId: string;
  idempotencyKey: string;
}): Promise<ReferralDiscountResponse['data']> {
  const { referralApiPaths, referralDiscountResponseSchema } = await loadContract();
  const path = referralApiPaths.discounts.replace(':id', encodeURIComponent(userId));
  const response = await apiClient.post(path, referralDiscountResponseSchema, { idempotencyKey });
  return response.data;
}

/**
 * Generates a discount code; the referral it answers (balance 0, the new code first) replaces the
 * cached one. After a failure the referral is fetched again, whatever it became.
 */
export function useGenerateDiscount(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = referralQueryOptions(userId);
  return useMutation({
    mutationFn: (idempotencyKey: string) => generateDiscount({ userId, idempotencyKey }),
    onSuccess: (data) => queryClient.setQueryData(queryKey, data.referral),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
