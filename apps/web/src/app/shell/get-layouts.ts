import type { LayoutsResponse } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { apiPaths } from '@wayfarer/contract/api-paths';
import { loadStartContract } from '../../lib/contract';

export type LayoutsData = LayoutsResponse['data'];

/** Removes scripts, event handlers and other active content from the footer's HTML. */
export async function sanitizeHtml(html: string): Promise<string> {
  // Loaded with the footer content, not with the first page.
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

/** GET /api/catalog/layouts: footer content and contacts book; the footer message comes sanitized. */
export async function getLayouts(signal?: AbortSignal): Promise<LayoutsData> {
  const schema = loadStartContract().then((contract) => contract.layoutsResponseSchema);
  const { data } = await apiClient.get(apiPaths.catalogLayouts, schema, { signal });
  const footerMessage = await sanitizeHtml(data.footer.content.footerMessage);
  return { ...data, footer: { content: { ...data.footer.content, footerMessage } } };
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

export function useLayouts() {
  return useQuery(layoutsQueryOptions());
}
