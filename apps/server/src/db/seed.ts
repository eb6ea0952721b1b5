import type { Database } from './client';
import { seedCatalog } from './seed/catalog';
import { seedChecklists } from './seed/checklist';
import { seedDocuments } from './seed/documents';
import { seedEngagement, seedEngagementTravellers } from './seed/engagement';
import { seedFeatureFlags } from './seed/features';
import { seedFlights } from './seed/flights';
import { seedInvitations } from './seed/invitations';
import { seedOperatorClient } from './seed/operator-client';
import { importDemoRecords } from './seed/operator-records';
import { seedStaff } from './seed/staff';
import { seedTourChange } from './seed/tour-change';
import { demoPassword, demoTravellers, seedUsers } from './seed/users';

/**
 * The demo data; safe to run at every start (existing rows are left as they are). The travellers
 * with passwords come first, so the operator import links their bookings to them by e-mail.
 */
export async function seedDemo(db: Database, now = new Date()) {
  await seedUsers(db);
  await seedEngagementTravellers(db);
  await seedCatalog(db);
  const imported = await importDemoRecords(db, now);
  await seedChecklists(db, imported?.createdBookingIds ?? new Set());
  await seedFlights(db);
  await seedTourChange(db, imported?.anchor ?? now);
  await seedEngagement(db);
  await seedFeatureFlags(db);
  await seedDocuments(db);
  await seedInvitations(db);
  await seedOperatorClient(db);
  await seedStaff(db);
  return { email: demoTravellers.demo.email, password: demoPassword };
}
