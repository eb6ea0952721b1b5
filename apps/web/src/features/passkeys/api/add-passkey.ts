import type { Passkey } from '@wayfarer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { passkeysQueryOptions } from './get-passkeys';

export interface AddPasskeyInput {
  /** Empty: the server names it after this browser and system. */
  name: string;
  currentPassword: string;
}

/**
 * Adds a passkey, one user action over two calls: POST …/registration-options (checks the current
 * password, answers WebAuthn options), the browser creates the passkey (the device asks for its
 * PIN or biometrics), then POST /api/users/me/passkeys with its answer.
 */
export async function addPasskey({ name, currentPassword }: AddPasskeyInput): Promise<Passkey> {
  const { passkeysApiPaths, passkeyRegistrationOptionsResponseSchema, passkeyResponseSchema } =
    await loadContract();
  const options = (
    await apiClient.post(
      passkeysApiPaths.registrationOptions,
      passkeyRegistrationOptionsResponseSchema,
      { currentPassword },
    )
  ).data;
  const response = await startRegistration({ optionsJSON: options });
  const trimmed = name.trim();
  return (
    await apiClient.post(passkeysApiPaths.list, passkeyResponseSchema, {
      ...(trimmed ? { name: trimmed } : {}),
      response,
    })
  ).data;
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  const { queryKey } = passkeysQueryOptions();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
