import type { AccountDeletionRequest, AccountDeletionScheduled } from '@wayfarer/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadStartContract } from '../../../lib/contract';

/**
 * POST /api/users/me/deletion: 202 with the erasure date. Every session ends with it, this one
 * too: nothing is read again afterwards (a query would only meet a 401).
 */
export async function requestDeletion(
  body: AccountDeletionRequest,
): Promise<AccountDeletionScheduled> {
  const { accountDeletionApiPaths, accountDeletionScheduledSchema } = await loadStartContract();
  return (
    await apiClient.post(accountDeletionApiPaths.deletion, accountDeletionScheduledSchema, body)
  ).data;
}

export function useRequestDeletion() {
  return useMutation({ mutationFn: requestDeletion });
}
