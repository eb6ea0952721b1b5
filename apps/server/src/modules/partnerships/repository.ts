import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { partnerOffers } from '../../db/schema-engagement';

function selectActiveOffers(db: Database) {
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

/** Every dashboard visit asks for the offers. */
const activeOffers = preparedPerDatabase((db) =>
  selectActiveOffers(db).prepare('partner_offers_active'),
);

/** The offers on show, in their order. */
export async function findActiveOffers(db: Database) {
  return activeOffers(db).execute();
}
