import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { passkeysQueryOptions } from './get-passkeys';

/** DELETE /api/users/me/passkeys/{id}: 204; the passkey signs in no more. */
export async function removePasskey(id: string): Promise<void> {
  const { passkeysApiPaths, deletePasskeyResponseSchema } = await loadContract();
  const path = passkeysApiPaths.one.replace(':id', encodeURIComponent(id));
  await apiClient.delete(path, deletePasskeyResponseSchema);
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  const { queryKey } = passkeysQueryOptions();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
