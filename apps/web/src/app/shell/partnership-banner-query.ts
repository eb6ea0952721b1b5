import { queryOptions } from '@tanstack/react-query';
import { partnershipListQueryOptions } from '../../features/partnerships/api/get-partnerships';
import { bannerCandidates } from './partnership-banner-rules';

/**
 * The banner's partners, titles as the server cleaned them: its part of the partnership list's one query (shared
 * with the menu's badge, so the dashboard asks GET /api/partnerships/list once).
 */
export function bannerPartnersQueryOptions() {
  return queryOptions({
    ...partnershipListQueryOptions(),
    select: bannerCandidates,
    // A failure is only logged (the banner stays away); asking again will not help the page.
    retry: false,
  });
}
