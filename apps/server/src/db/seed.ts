import type { Database } from './client';
import { seedBookings } from './seed/bookings';
import { seedCatalog } from './seed/catalog';
import { seedChecklists } from './seed/checklist';
import { seedDocuments } from './seed/documents';
import { seedEngagement } from './seed/engagement';
import { seedFeatureFlags } from './seed/features';
import { seedFlights } from './seed/flights';
import { seedInvitations } from './seed/invitations';
import { seedOperatorClient } from './seed/operator-client';
import { seedStaff } from './seed/staff';
import { seedTourChange } from './seed/tour-change';
import { demoPassword, demoTravellers, seedUsers } from './seed/users';

/** The demo data; safe to run at every start (existing rows are left as they are). */
export async function seedDemo(db: Database) {
  await seedUsers(db);
  await seedCatalog(db);
  await seedBookings(db);
  await seedChecklists(db);
  await seedFlights(db);
  await seedTourChange(db);
  await seedEngagement(db);
  await seedFeatureFlags(db);
  await seedDocuments(db);
  await seedInvitations(db);
  await seedOperatorClient(db);
  await seedStaff(db);
  return { email: demoTravellers.demo.email, password: demoPassword };
}
