import { operatorScopes } from '@wayfarer/contract';
import { hashClientSecret } from '../../modules/operator/clients';
import type { Database } from '../client';
import { operatorClients } from '../schema-operator';

/**
 * The demo's integration client, with a known secret like the demo travellers' passwords, so the
 * README's operator guide can be followed with curl right after `npm start`. Seeded in demo mode
 * only; a revoked demo client stays revoked.
 */
export const demoOperatorClient = {
  id: 'op_demo',
  secret: 'wayfarer-demo-operator-secret',
  name: 'Demo booking system',
} as const;

export async function seedOperatorClient(db: Database) {
  await db
    .insert(operatorClients)
    .values({
      id: demoOperatorClient.id,
      name: demoOperatorClient.name,
      secretHash: hashClientSecret(demoOperatorClient.secret),
      scopes: [...operatorScopes],
    })
    .onConflictDoNothing();
}
