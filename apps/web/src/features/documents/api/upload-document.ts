import type { DocumentInformation, IdentityDocument } from '@wayfarer/contract';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { documentsKey } from './get-documents';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POST /api/users/{id}/documents (multipart: the Information fields, then the image). Sent with
 * XMLHttpRequest rather than fetch for its upload progress events; same cookie, CSRF header and
 * error shape as the API client. Resolves with the stored document (status UPLOADED).
 */
export async function uploadDocument({
  userId,
  information,
  image,
  onProgress,
  signal,
}: {
  userId: string;
  information: DocumentInformation;
  image: Blob;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}): Promise<IdentityDocument> {
  const { documentImageFieldName, documentResponseSchema, documentsApiPaths, errorBodySchema } =
    await loadContract();
  const body = new FormData();
  for (const [name, value] of Object.entries(information)) body.append(name, value);
  body.append(
    documentImageFieldName,
    image,
    image.type === 'image/png' ? 'document.png' : 'document.jpg',
  );

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', documentsApiPaths.list.replace(':id', encodeURIComponent(userId)));
    request.withCredentials = true;
    request.setRequestHeader(csrfHeader, csrfHeaderValue);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onerror = () =>
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' }));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = documentResponseSchema.safeParse(json);
        if (parsed.success) resolve(parsed.data.data);
        else {
          reject(
            new ApiError({
              status: request.status,
              code: 'INVALID_RESPONSE',
              message: 'Unexpected upload response',
            }),
          );
        }
        return;
      }
      const error = errorBodySchema.safeParse(json);
      reject(
        error.success
          ? new ApiError({ status: request.status, ...error.data.error })
          : new ApiError({
              status: request.status,
              code: request.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL',
              message: request.statusText || `HTTP ${request.status}`,
            }),
      );
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** Uploads, then refreshes every documents query of the traveller (lists and trips). */
export function useUploadDocument({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Omit<Parameters<typeof uploadDocument>[0], 'userId'>) =>
      uploadDocument({ userId, ...variables }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey(userId) }),
  });
}
