import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerOffers } from '../../db/schema-engagement';

/** The offers on show, in their order. */
export async function findActiveOffers(db: Database) {
  return db
    .select({
      id: partnerOffers.id,
      title: partnerOffers.title,
      logoImage: partnerOffers.logoImage,
      details: partnerOffers.details,
      link: partnerOffers.link,
      isBannerVisible: partnerOffers.isBannerVisible,
    })
    .from(partnerOffers)
    .where(eq(partnerOffers.active, true))
    .orderBy(asc(partnerOffers.position), asc(partnerOffers.id));
}
