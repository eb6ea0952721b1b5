import type { DocumentScan } from '@wayfarer/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';

/**
 * POST /api/users/{id}/documents/scan: what the machine-readable zone of a photo says ("start from
 * the photo"); nothing is stored.
 */
export async function scanDocument({
  userId,
  image,
}: {
  userId: string;
  image: Blob;
}): Promise<DocumentScan> {
  const { documentImageFieldName, documentScanResponseSchema, documentsApiPaths } =
    await loadContract();
  const body = new FormData();
  body.append(documentImageFieldName, image, image.type === 'image/png' ? 'scan.png' : 'scan.jpg');
  const path = documentsApiPaths.scan.replace(':id', encodeURIComponent(userId));
  return (await apiClient.post(path, documentScanResponseSchema, body)).data;
}

export function useScanDocument({ userId }: { userId: string }) {
  return useMutation({ mutationFn: (image: Blob) => scanDocument({ userId, image }) });
}
