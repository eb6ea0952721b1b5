import type { LayoutsResponse } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { apiPaths } from '@wayfarer/contract/api-paths';
import { loadStartContract } from '../../lib/contract';
import { useFirstScreenPainted } from '../../lib/first-screen';

export type LayoutsData = LayoutsResponse['data'];

/**
 * GET /api/catalog/layouts: footer content and contacts book. The footer message is HTML the server
 * has cleaned (apps/server/src/lib/safe-html.ts): the footer inserts it as it is.
 */
export async function getLayouts(signal?: AbortSignal): Promise<LayoutsData> {
  const schema = loadStartContract().then((contract) => contract.layoutsResponseSchema);
  const { data } = await apiClient.get(apiPaths.catalogLayouts, schema, { signal });
  return data;
}

export function layoutsQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'layouts'] as const,
    queryFn: ({ signal }) => getLayouts(signal),
    staleTime: 10 * 60_000,
    // A failure is ignored silently (app-shell §7): the footer shows without that content.
    retry: false,
  });
}

/** The footer's and the checklist's: asked for once the first screen has painted. */
export function useLayouts() {
  return useQuery({ ...layoutsQueryOptions(), enabled: useFirstScreenPainted() });
}
