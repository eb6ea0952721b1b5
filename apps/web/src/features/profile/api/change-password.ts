import type { PasswordChange } from '@wayfarer/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';

/** A 204 has nothing to parse. */
const noContent = { parse: () => undefined };

/** POST /api/users/password: 204, this session kept and every other one ended. */
export async function changePassword(body: PasswordChange): Promise<void> {
  const { usersApiPaths } = await loadContract();
  await apiClient.post(usersApiPaths.password, noContent, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
