import type { PartnershipListResponse } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { englishContent, localized, type ContentLanguage } from '../../lib/content-language';
import { safeInlineText } from '../../lib/safe-html';
import { findActiveOffers } from './repository';

/**
 * The partner offers as the spec's call answers them: one list element holding the items, their
 * title and details in the reader's language (see ContentLanguage); the title's HTML cleaned to its
 * inline formatting (lib/safe-html.ts).
 */
export async function listPartnerships(
  db: Database,
  language: ContentLanguage = englishContent,
): Promise<PartnershipListResponse> {
  const offers = await findActiveOffers(db);
  return [
    {
      items: offers.map((offer) => ({
        id: offer.id,
        title: safeInlineText(localized(offer.title, language) ?? ''),
        logoImage: offer.logoImage,
        details: localized(offer.details, language) ?? '',
        link: offer.link,
        isBannerVisible: offer.isBannerVisible,
      })),
    },
  ];
}
