import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadStartContract } from '../../../lib/contract';
import { deletionStatusQueryOptions } from './get-deletion-status';

/** A 204 has nothing to parse. */
const noContent = { parse: () => undefined };

/** DELETE /api/users/me/deletion/cancellation-notice: the notice is not shown again. */
export async function dismissCancellationNotice(): Promise<void> {
  const { accountDeletionApiPaths } = await loadStartContract();
  await apiClient.delete(accountDeletionApiPaths.cancellationNotice, noContent);
}

export function useDismissCancellationNotice() {
  const queryClient = useQueryClient();
  const { queryKey } = deletionStatusQueryOptions();
  return useMutation({
    mutationFn: dismissCancellationNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
