import type { User, UserUpdate } from '@wayfarer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { meQueryOptions } from '../../../lib/session/get-me';

/** PUT /api/users/{id} with the profile's fields only (the others keep their value). */
export async function updateProfile({
  userId,
  update,
}: {
  userId: string;
  update: Pick<UserUpdate, 'name' | 'lastname' | 'gender'>;
}): Promise<User> {
  const { usersApiPaths, userResponseSchema } = await loadContract();
  const path = usersApiPaths.user.replace(':id', encodeURIComponent(userId));
  return (await apiClient.put(path, userResponseSchema, update)).data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
}
