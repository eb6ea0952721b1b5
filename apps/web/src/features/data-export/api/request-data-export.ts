import type { DataExportState } from '@wayfarer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { dataExportQueryOptions } from './get-data-export';

/** POST /api/users/me/data-exports: asks for a new copy; answers the export in preparation. */
export async function requestDataExport(): Promise<DataExportState> {
  const { dataExportApiPaths, dataExportStateResponseSchema } = await loadContract();
  return (await apiClient.post(dataExportApiPaths.exports, dataExportStateResponseSchema)).data;
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  const { queryKey } = dataExportQueryOptions();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (state) => queryClient.setQueryData(queryKey, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
