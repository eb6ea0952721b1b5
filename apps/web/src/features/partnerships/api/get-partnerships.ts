import type { PartnershipItem } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { useSession } from '../../../lib/session/session-context';

/** Keeps the inline formatting of a title; drops links, scripts, handlers and everything else. */
export async function sanitizeTitle(html: string): Promise<string> {
  // Loaded with the partner offers, not with the first page.
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['strong', 'em', 'b', 'i', 'u', 'span', 'small', 'mark', 'br', 'sup', 'sub'],
    ALLOWED_ATTR: [],
  });
}

/** GET /api/partnerships/list: the items of the list's first element, titles sanitized. */
export async function getPartnerships(signal?: AbortSignal): Promise<PartnershipItem[]> {
  const { partnershipsApiPaths, partnershipListResponseSchema } = await loadContract();
  const list = await apiClient.get(partnershipsApiPaths.list, partnershipListResponseSchema, {
    signal,
  });
  const items = list[0]?.items ?? [];
  return Promise.all(
    items.map(async (item) => ({ ...item, title: await sanitizeTitle(item.title) })),
  );
}

export function partnershipsQueryOptions() {
  return queryOptions({
    queryKey: ['partnerships', 'list', 'page'] as const,
    queryFn: ({ signal }) => getPartnerships(signal),
    staleTime: 10 * 60_000,
  });
}

export function usePartnerships() {
  return useQuery(partnershipsQueryOptions());
}

/**
 * The menu's partnership badge, from the partnership list: the offers of the moment (those the
 * banner shows). A failure only leaves the badge away (account-area §8: logged only).
 */
export function usePartnershipBadgeCount(): number | undefined {
  const session = useSession();
  const query = useQuery({
    ...partnershipsQueryOptions(),
    enabled: session.status === 'user',
    retry: false,
  });
  return query.data?.filter((item) => item.isBannerVisible).length;
}
