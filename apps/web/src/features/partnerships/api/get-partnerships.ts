import type { PartnershipItem, PartnershipListResponse } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadStartContract } from '../../../lib/contract';
import { useFirstScreenPainted } from '../../../lib/first-screen';
import { useSession } from '../../../lib/session/session-context';

/**
 * GET /api/partnerships/list. The titles are HTML the server has cleaned to their inline formatting
 * (apps/server/src/lib/safe-html.ts): the banner and the page insert them as they are.
 */
export async function getPartnershipList(signal?: AbortSignal): Promise<PartnershipListResponse> {
  const { partnershipsApiPaths, partnershipListResponseSchema } = await loadStartContract();
  return apiClient.get(partnershipsApiPaths.list, partnershipListResponseSchema, { signal });
}

/**
 * The one query of GET /api/partnerships/list: the page, the menu's badge and the dashboard's
 * banner each select their part of it, so a visit asks the server once.
 */
export function partnershipListQueryOptions() {
  return queryOptions({
    queryKey: ['partnerships', 'list'] as const,
    queryFn: ({ signal }) => getPartnershipList(signal),
    staleTime: 10 * 60_000,
  });
}

/** The items of the list's first element. */
export function partnershipsQueryOptions() {
  return queryOptions({
    ...partnershipListQueryOptions(),
    select: (list: PartnershipListResponse): PartnershipItem[] => list[0]?.items ?? [],
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
  // A menu badge: asked for once the first screen has painted.
  const firstScreenPainted = useFirstScreenPainted();
  const query = useQuery({
    ...partnershipsQueryOptions(),
    enabled: session.status === 'user' && firstScreenPainted,
    retry: false,
  });
  return query.data?.filter((item) => item.isBannerVisible).length;
}
