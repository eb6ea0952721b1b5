import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countriesResponseSchema, type Country } from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { apiCaller, expectError, hosts } from './client';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  t = await buildTestApp({}, { seed: false });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

async function countries(query: string, host?: string): Promise<Country[]> {
  const res = await call('GET', `/api/geo/countries${query}`, { host });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  return countriesResponseSchema.parse(res.json()).data;
}

const byCode = (list: Country[], code: string) => list.find((country) => country.code === code);

describe('GET /api/geo/countries', () => {
  it.each([
    ['en', 'Germany', 'Italy'],
    ['it', 'Germania', 'Italia'],
    ['es', 'Alemania', 'Italia'],
    ['fr', 'Allemagne', 'Italie'],
    ['de', 'Deutschland', 'Italien'],
  ])('names the countries in %s, sorted for that language', async (lang, germany, italy) => {
    const list = await countries(`?lang=${lang}`);
    expect(list.length).toBeGreaterThan(240);
    expect(byCode(list, 'DE')?.name).toBe(germany);
    expect(byCode(list, 'IT')).toEqual({ code: 'IT', name: italy, callingCode: '39' });
    const collator = new Intl.Collator(lang, { sensitivity: 'base' });
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('names and orders the countries in the language of the spec’s orderBy', async () => {
    const list = await countries('?orderBy=it');
    expect(byCode(list, 'DE')?.name).toBe('Germania');
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
    expect(names).toEqual((await countries('?lang=it')).map((country) => country.name));
    // orderBy wins over the older lang, and over the variant's language.
    expect(byCode(await countries('?orderBy=de&lang=fr'), 'DE')?.name).toBe('Deutschland');
    expect(byCode(await countries('?orderBy=fr', hosts.italy), 'DE')?.name).toBe('Allemagne');
  });

  it('sorts accented names where the language puts them, not after z', async () => {
    const names = (await countries('?lang=fr')).map((country) => country.name);
    // 'Égypte' sits among the E's in French, not after 'Zimbabwe' as a byte order would put it.
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Danemark'));
    const german = (await countries('?lang=de')).map((country) => country.name);
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Pakistan'));
  });

  it('gives the calling codes of libphonenumber-js', async () => {
    const list = await countries('?lang=en');
    expect(byCode(list, 'GB')?.callingCode).toBe('44');
    expect(byCode(list, 'US')?.callingCode).toBe('1');
    expect(byCode(list, 'VA')?.callingCode).toBe('39');
    expect(byCode(list, 'AQ')?.callingCode ?? null).toBeNull();
  });

  it('uses the variant’s language without lang', async () => {
    expect(byCode(await countries('', hosts.italy), 'DE')?.name).toBe('Germania');
    expect(byCode(await countries(''), 'DE')?.name).toBe('Germany');
  });

  it('refuses a language of no variant', async () => {
    expectError(await call('GET', '/api/geo/countries?lang=pt'), 400, 'VALIDATION_FAILED');
  });
});

describe('OpenAPI reference', () => {
  it('documents the users, addresses, consents, picture and countries routes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json() as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(spec.paths['/api/users/{id}'] ?? {})).toContain('put');
    expect(Object.keys(spec.paths['/api/users/{id}/addresses'] ?? {}).sort()).toEqual([
      'get',
      'put',
    ]);
    expect(Object.keys(spec.paths['/api/users/{id}/picture'] ?? {}).sort()).toEqual([
      'get',
      'post',
    ]);
    expect(Object.keys(spec.paths['/api/users/consents'] ?? {}).sort()).toEqual(['get', 'patch']);
    expect(spec.paths['/api/geo/countries']).toHaveProperty('get');
    expect(Object.keys(spec.components.schemas)).toEqual(
      expect.arrayContaining([
        'UserUpdate',
        'Address',
        'AddressesUpdate',
        'ConsentsUpdate',
        'Country',
        'CountriesResponse',
      ]),
    );
  });
});
