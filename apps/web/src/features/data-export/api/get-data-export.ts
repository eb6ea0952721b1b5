import type { DataExportState } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { contract, loadContract } from '../../../lib/contract';

/** GET /api/users/me/data-exports: the traveller's latest data export and the requests left. */
export async function getDataExport(signal?: AbortSignal): Promise<DataExportState> {
  const { dataExportApiPaths, dataExportStateResponseSchema } = await loadContract();
  return (
    await apiClient.get(dataExportApiPaths.exports, dataExportStateResponseSchema, { signal })
  ).data;
}

/** While an export is prepared the page asks again every few seconds. */
export const dataExportPollMs = 3000;

export function dataExportQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me', 'data-export'] as const,
    queryFn: ({ signal }) => getDataExport(signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'preparing' ? dataExportPollMs : false,
  });
}

export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}

/** Where a ready export's file downloads (an attachment: the browser saves it). */
export function dataExportFileUrl(exportId: string, format: 'json' | 'pdf'): string {
  return contract()
    .dataExportApiPaths.file.replace(':exportId', encodeURIComponent(exportId))
    .replace(':format', format);
}
