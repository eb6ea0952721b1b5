import type { User } from '@wayfarer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { meQueryOptions } from '../../../lib/session/get-me';

/** POST /api/users/{id}/picture: one JPEG or PNG (multipart), answered with the user. */
export async function uploadPicture({
  userId,
  file,
}: {
  userId: string;
  file: File;
}): Promise<User> {
  const { usersApiPaths, userResponseSchema, pictureFieldName } = await loadContract();
  const path = usersApiPaths.picture.replace(':id', encodeURIComponent(userId));
  const body = new FormData();
  body.append(pictureFieldName, file);
  return (await apiClient.post(path, userResponseSchema, body)).data;
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: (user) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
}
