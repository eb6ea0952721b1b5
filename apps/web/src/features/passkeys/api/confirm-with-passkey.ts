import type { PasskeyAuthenticationResponse } from '@wayfarer/contract';
import { startAuthentication } from '@simplewebauthn/browser';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';

/**
 * POST /api/users/me/passkeys/confirmation-options, then the browser signs its challenge with one
 * of the traveller's passkeys (the device asks for its PIN or biometrics). The answer goes with
 * the request it confirms (e.g. Delete my account's `{ method: 'passkey', response }`); it works
 * once, within five minutes.
 */
export async function confirmWithPasskey(): Promise<PasskeyAuthenticationResponse> {
  const { passkeysApiPaths, passkeyConfirmationOptionsResponseSchema } = await loadContract();
  const options = (
    await apiClient.post(
      passkeysApiPaths.confirmationOptions,
      passkeyConfirmationOptionsResponseSchema,
    )
  ).data;
  const response = await startAuthentication({ optionsJSON: options });
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}
