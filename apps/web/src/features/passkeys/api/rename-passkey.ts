import type { Passkey } from '@wayfarer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { passkeysQueryOptions } from './get-passkeys';

/** PATCH /api/users/me/passkeys/{id}: the passkey with its new name. */
export async function renamePasskey({ id, name }: { id: string; name: string }): Promise<Passkey> {
  const { passkeysApiPaths, passkeyResponseSchema } = await loadContract();
  const path = passkeysApiPaths.one.replace(':id', encodeURIComponent(id));
  return (await apiClient.patch(path, passkeyResponseSchema, { name: name.trim() })).data;
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  const { queryKey } = passkeysQueryOptions();
  return useMutation({
    mutationFn: renamePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
