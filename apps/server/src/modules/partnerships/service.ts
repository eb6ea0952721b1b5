import type { PartnershipListResponse } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { findActiveOffers } from './repository';

/** The partner offers as the spec's call answers them: one list element holding the items. */
export async function listPartnerships(db: Database): Promise<PartnershipListResponse> {
  return [{ items: await findActiveOffers(db) }];
}
