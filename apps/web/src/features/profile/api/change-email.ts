import type { EmailChangeBody, EmailChangeResponse } from '@wayfarer/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';

/** POST /api/users/{id}/email-change: a confirmation link goes to the new address. */
export async function requestEmailChange({
  userId,
  body,
}: {
  userId: string;
  body: EmailChangeBody;
}): Promise<EmailChangeResponse['data']> {
  const { usersApiPaths, emailChangeResponseSchema } = await loadContract();
  const path = usersApiPaths.emailChange.replace(':id', encodeURIComponent(userId));
  return (await apiClient.post(path, emailChangeResponseSchema, body)).data;
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
