import type { OperatorScope } from '@wayfarer/contract';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { createOperatorClient } from '../../src/modules/operator/clients';

export const host = 'localhost:3000';
export const origin = 'http://localhost:3000';

/** A registered client's access token from the embedded provider's token endpoint. */
export async function operatorToken(app: App, db: Database, scopes: OperatorScope[]) {
  const { client, secret } = await createOperatorClient(db, { name: 'Test system', scopes });
  const res = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      host,
      authorization: `Basic ${Buffer.from(`${client.id}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: scopes.join(' '),
    }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`token endpoint: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

export const tourBody = (overrides: Record<string, unknown> = {}) => ({
  slug: 'iceland-ring-road',
  title: { en: 'Iceland: the ring road', it: 'Islanda: la ring road' },
  destination: 'iceland',
  countryCodes: ['IS'],
  ageRange: '25-35',
  ...overrides,
});

export const departureBody = (tourId: string, overrides: Record<string, unknown> = {}) => ({
  tourId,
  status: 'CONFIRMED',
  startingDate: '2027-07-01',
  endingDate: '2027-07-10',
  capacity: 14,
  availableSeats: 6,
  pricePerPersonCents: 189_000,
  currency: 'EUR',
  coordinator: {
    id: 'C-7',
    nickname: 'sigrun-ice',
    name: 'Sigrún',
    withCompanySince: 2019,
    bio: { en: 'Geologist and hiker.' },
  },
  meetingPoint: { en: 'Keflavík airport, arrivals hall' },
  ...overrides,
});

export const bookingBody = (departureId: string, overrides: Record<string, unknown> = {}) => ({
  departureId,
  status: 'CONFIRMED',
  currency: 'EUR',
  travellers: [
    {
      id: 'P-1',
      name: 'Anna',
      lastname: 'Bianchi',
      email: 'anna.bianchi@example.test',
      isLeader: true,
    },
    { id: 'P-2', name: 'Marco', lastname: 'Rossi', email: null },
  ],
  priceLines: [
    { kind: 'pricePerPerson', label: 'Price per person', quantity: 2, unitAmountCents: 189_000 },
    { kind: 'total', label: 'Total', unitAmountCents: 378_000 },
    { kind: 'deposit', label: 'Deposit', unitAmountCents: 78_000 },
    { kind: 'balance', label: 'Balance', unitAmountCents: 300_000 },
  ],
  payments: [
    {
      id: 'PAY-1',
      kind: 'deposit',
      amountCents: 78_000,
      dueDate: '2027-01-10',
      paidAt: '2027-01-09T10:00:00Z',
    },
    { id: 'PAY-2', kind: 'balance', amountCents: 300_000, dueDate: '2027-06-01' },
  ],
  ...overrides,
});

export const ndjson = (records: unknown[]) =>
  records
    .map((record) => (typeof record === 'string' ? record : JSON.stringify(record)))
    .join('\n');
