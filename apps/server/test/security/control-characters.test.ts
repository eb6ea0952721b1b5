import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { seedDemo } from '../../src/db/seed';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { loggerOptions } from '../../src/lib/logger';
import { openTestDatabase } from '../helpers/app';
import { openSignInPage, signIn } from '../helpers/sign-in';
import { demoStaff } from '../../src/db/seed/staff';
import { signInStaff } from '../staff/helpers';
import { contractRoutes } from './routes';

const { demo } = demoTravellers;
const host = 'localhost:3000';
const origin = `http://${host}`;

let app: App;
let close: () => Promise<void>;
let cookie: string;
/** An administrator's session: the staff routes validate only what staff may ask. */
let staffCookie: string;
const logLines: string[] = [];

beforeAll(async () => {
  // The test app, logging as the server does, into `logLines`.
  const { database, drop } = await openTestDatabase();
  await seedDemo(database.db);
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: origin, DEMO_MODE: 'true' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    config,
    database,
    serveWeb: false,
    logger: { ...loggerOptions('info'), stream },
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
  ({ cookie } = await signIn(app, { email: demo.email, password: demoPassword }));
  staffCookie = (await signInStaff(app, demoStaff.admin)).cookie;
});
afterAll(() => close());

const write = (method: 'PUT' | 'POST', url: string, payload: object) =>
  app.inject({
    method,
    url,
    payload,
    headers: { host, cookie, [csrfHeader]: csrfHeaderValue, origin },
  });

const address = {
  addressType: 'RESIDENCE',
  country: 'IT',
  address: 'Via Roma',
  houseNumber: '1',
  notes: 'Scala B',
  zipCode: '20121',
  city: 'Milano',
  state: 'MI',
};

const segment = {
  departureAirport: { iataCode: 'FCO' },
  arrivalAirport: { iataCode: 'HND' },
  departureDateTime: '2030-01-01T13:25+01:00',
  arrivalDateTime: '2030-01-02T09:00+09:00',
  flightNumber: 'AZ792',
  airline: 'ITA Airways',
  stops: 0,
  direction: 'OUTBOUND',
  tripType: 'ROUND_TRIP',
};

type TextField = readonly [
  string,
  (text: string) => Promise<{ statusCode: number; body: string }>,
  string,
];

/** Every text a traveller types into the API, as [label, request with `text` in it, field]. */
const textFields: TextField[] = [
  ...['name', 'lastname', 'birthCity', 'taxCode', 'citizenship', 'birthday', 'specialNeeds'].map(
    (field) =>
      [
        `personal data ${field}`,
        (text: string) => write('PUT', `/api/users/${demo.id}`, { [field]: text }),
        field,
      ] as const,
  ),
  ...['name', 'relation'].map(
    (field) =>
      [
        `emergency contact ${field}`,
        (text: string) =>
          write('PUT', `/api/users/${demo.id}`, {
            emergencyContact: { name: 'Ada', relation: 'sister', phone: null, [field]: text },
          }),
        `emergencyContact.${field}`,
      ] as const,
  ),
  [
    'mobile phone number',
    (text) =>
      write('PUT', `/api/users/${demo.id}`, { mobilePhone: { country: 'IT', number: text } }),
    'mobilePhone.number',
  ],
  ...['address', 'houseNumber', 'notes', 'zipCode', 'city', 'state'].map(
    (field) =>
      [
        `address ${field}`,
        (text: string) =>
          write('PUT', `/api/users/${demo.id}/addresses`, {
            addresses: [{ ...address, [field]: text }],
          }),
        `addresses.0.${field}`,
      ] as const,
  ),
  [
    'flight airline',
    (text) =>
      write('POST', `/api/users/${demo.id}/bookings/WF-26-01041/flights`, {
        travelerId: randomUUID(),
        flights: [{ ...segment, airline: `ITA ${text}` }],
      }),
    'flights.0.airline',
  ],
];

describe('control characters in text input', () => {
  it.each(textFields)(
    '%s: a NUL, or half of a surrogate pair, is refused with 400 naming the field',
    async (_label, send, field) => {
      for (const text of [
        'Ros\u0000si',
        '\u0000',
        'a\u001bb',
        'a\u007f',
        'a\u0085b',
        'Via \ud800 Roma',
        '\udc00',
        'Rossi\ud83d',
      ]) {
        const res = await send(text);
        expect(res.statusCode, `${JSON.stringify(text)}: ${res.body}`).toBe(400);
        const { error } = JSON.parse(res.body) as { error: { code: string; fields?: object } };
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(error.fields ?? {})).toContain(field);
      }
    },
  );

  it('keeps whole surrogate pairs (emoji, rare CJK) as they were sent', async () => {
    const res = await write('PUT', `/api/users/${demo.id}`, { specialNeeds: 'Vegan 🌱, 𠀀' });
    expect(res.statusCode, res.body).toBe(200);
    const me = await app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect((JSON.parse(me.body) as { data: { specialNeeds: string } }).data.specialNeeds).toBe(
      'Vegan 🌱, 𠀀',
    );
  });

  it('keeps line breaks in the fields written over several lines', async () => {
    const res = await write('PUT', `/api/users/${demo.id}`, {
      specialNeeds: 'Vegetarian\nNo nuts',
    });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await write('PUT', `/api/users/${demo.id}`, { name: 'Giulia\nRossi' });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a NUL in the e-mail of the sign-in form without a server error', async () => {
    const { browser, action } = await openSignInPage(app);
    const res = await browser.request(action!, {
      form: { email: `${demo.email}\u0000`, password: demoPassword },
    });
    expect(res.status).toBe(400);
    expect(res.body).toContain('signin-error');
  });

  it('never answers 500 to a NUL in a path parameter or a query of any route', async () => {
    for (const route of contractRoutes(app)) {
      for (const url of [
        `${route.path}?q=%00&lang=%00&date=%00&flightNumber=%00`,
        route.path.replace(demo.id, `${demo.id}%00`),
        route.path.replace(/[^/]+$/, (last) => `${last}%00`),
      ]) {
        const res = await app.inject({
          method: route.method,
          url,
          headers: {
            host,
            cookie: route.template.startsWith('/api/staff/') ? staffCookie : cookie,
            [csrfHeader]: csrfHeaderValue,
            origin,
          },
        });
        expect(res.statusCode, `${route.method} ${url}: ${res.body}`).toBeLessThan(500);
      }
    }
  });
});

describe('the log', () => {
  it('never holds the values of a failed query', async () => {
    await app.database.db.execute(sql`alter table users rename column birth_city to birth_place`);
    try {
      const res = await write('PUT', `/api/users/${demo.id}`, { birthCity: 'Secretville' });
      expect(res.statusCode).toBe(500);
    } finally {
      await app.database.db.execute(sql`alter table users rename column birth_place to birth_city`);
    }
    const errors = logLines.filter((line) => line.includes('"level":50'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain('[redacted]');
    expect(logLines.join('\n')).not.toContain('Secretville');
  });
});
