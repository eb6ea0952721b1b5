import type { PartnershipItem } from '@wayfarer/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { loadContract } from '../../lib/contract';
import { bannerCandidates } from './partnership-banner-rules';

/** Keeps the inline formatting of a title; drops links, scripts, handlers and everything else. */
export async function sanitizeBannerTitle(html: string): Promise<string> {
  // Loaded with the banner's partners, not with the first page.
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['strong', 'em', 'b', 'i', 'u', 'span', 'small', 'mark', 'br', 'sup', 'sub'],
    ALLOWED_ATTR: [],
  });
}

/** GET /api/partnerships/list: the banner's partners, titles sanitized. */
export async function getBannerPartners(signal?: AbortSignal): Promise<PartnershipItem[]> {
  const { partnershipsApiPaths, partnershipListResponseSchema } = await loadContract();
  const list = await apiClient.get(partnershipsApiPaths.list, partnershipListResponseSchema, {
    signal,
  });
  return Promise.all(
    bannerCandidates(list).map(async (item) => ({
      ...item,
      title: await sanitizeBannerTitle(item.title),
    })),
  );
}

export function bannerPartnersQueryOptions() {
  return queryOptions({
    queryKey: ['partnerships', 'list', 'banner'] as const,
    queryFn: ({ signal }) => getBannerPartners(signal),
    staleTime: 10 * 60_000,
    // A failure is only logged (the banner stays away); asking again will not help the page.
    retry: false,
  });
}
