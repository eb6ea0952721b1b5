import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

/**
 * Prepared once per database handle (every dashboard visit asks for the offers): drizzle builds
 * the SQL once and PostgreSQL plans it once per connection.
 */
const preparedOffers = new WeakMap<
  Database,
  ReturnType<ReturnType<typeof selectActiveOffers>['prepare']>
>();

/** The offers on show, in their order. */
export async function findActiveOffers(db: Database) {
  let prepared = preparedOffers.get(db);
  if (!prepared) {
    prepared = selectActiveOffers(db).prepare('partner_offers_active');
    preparedOffers.set(db, prepared);
  }
  return prepared.execute();
}
