import type { ConsentsUpdate, User } from '@wayfarer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { meQueryOptions } from '../../../lib/session/get-me';
import { consentsQueryOptions } from './get-consents';

/** PATCH /api/users/consents: the consents that changed. */
export async function updateConsents(update: ConsentsUpdate): Promise<User> {
  const { usersApiPaths, userResponseSchema } = await loadContract();
  return (await apiClient.patch(usersApiPaths.consents, userResponseSchema, update)).data;
}

/**
 * Saves consents. The answer refreshes the consents and, for a signed-in traveller, users/me (the
 * communications counter). A traveller held by the privacy-policy guard has no user loaded: their
 * users/me query is invalidated instead, which tells the guard to ask the API again.
 */
export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: async (user) => {
      queryClient.setQueryData(consentsQueryOptions().queryKey, user.consents);
      const meKey = meQueryOptions().queryKey;
      if (queryClient.getQueryData(meKey)) queryClient.setQueryData(meKey, user);
      else await queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}
