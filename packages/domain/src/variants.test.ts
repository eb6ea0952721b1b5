import { describe, expect, it } from 'vitest';
import {
  getDefaultCurrency,
  getVariant,
  languages,
  variantForHost,
  variantIds,
  variants,
} from './variants';

describe('variants', () => {
  it('has the seven variants of the spec, in one list', () => {
    expect([...variantIds].sort()).toEqual(
      ['english', 'france', 'germany', 'global', 'international', 'italy', 'spain'].sort(),
    );
    expect(Object.keys(variants).sort()).toEqual([...variantIds].sort());
  });

  it('has the five languages of the spec', () => {
    expect(languages).toEqual(['en', 'it', 'es', 'fr', 'de']);
  });

  it.each([
    // id,             language, localeTag, countryCode, currency, symbolPosition, firstDayOfWeek, mandatoryTax, website
    [
      'international',
      'en',
      'en-GB',
      'GB',
      'GBP',
      'leading',
      1,
      false,
      'https://www.wayfarer.travel/uk',
    ],
    ['italy', 'it', 'it-IT', 'IT', 'EUR', 'trailing', 1, true, 'https://www.wayfarer.travel/it'],
    ['global', 'en', 'en-US', 'US', 'USD', 'leading', 0, false, 'https://www.wayfarer.travel/us'],
    ['english', 'en', 'en-IE', 'WE', 'EUR', 'leading', 0, false, 'https://www.wayfarer.travel/en'],
    ['spain', 'es', 'es-ES', 'ES', 'EUR', 'trailing', 1, true, 'https://www.wayfarer.travel/es'],
    ['france', 'fr', 'fr-FR', 'FR', 'EUR', 'trailing', 1, false, 'https://www.wayfarer.travel/fr'],
    ['germany', 'de', 'de-DE', 'DE', 'EUR', 'trailing', 1, false, 'https://www.wayfarer.travel/de'],
  ] as const)(
    '%s: %s, %s, country %s, %s with %s symbol, week starts on day %i, tax code mandatory %s',
    (id, language, localeTag, countryCode, currency, position, firstDay, mandatoryTax, site) => {
      const variant = variants[id];
      expect(variant).toMatchObject({
        id,
        language,
        localeTag,
        countryCode,
        firstDayOfWeek: firstDay,
      });
      expect(variant.currency.code).toBe(currency);
      expect(variant.currency.symbolPosition).toBe(position);
      expect(variant.mandatoryTax).toBe(mandatoryTax);
      expect(variant.publicWebsiteUrl).toBe(site);
    },
  );

  it('uses EUR with comma decimals, dot thousands and a trailing symbol, except on the English site', () => {
    for (const id of ['italy', 'spain', 'france', 'germany'] as const) {
      expect(variants[id].currency).toMatchObject({
        symbol: '€',
        decimalSeparator: ',',
        thousandSeparator: '.',
        symbolPosition: 'trailing',
      });
    }
    expect(variants.english.currency).toMatchObject({
      code: 'EUR',
      symbol: '€',
      decimalSeparator: '.',
      thousandSeparator: ',',
      symbolPosition: 'leading',
    });
  });

  it.each(variantIds)(
    '%s: the currency pattern puts the symbol where symbolPosition says',
    (id) => {
      const { pattern, symbolPosition } = variants[id].currency;
      expect(pattern).toContain('%s');
      expect(pattern).toContain('%v');
      expect(pattern.indexOf('%s') < pattern.indexOf('%v')).toBe(symbolPosition === 'leading');
    },
  );

  it.each(variantIds)('%s: dates are DD/MM/YYYY, with HH:mm or HH:mm:ss', (id) => {
    expect(variants[id].dateFormats).toEqual({
      date: 'DD/MM/YYYY',
      dateTime: 'DD/MM/YYYY HH:mm',
      dateTimeWithSeconds: 'DD/MM/YYYY HH:mm:ss',
    });
  });

  it.each(variantIds)('%s: has every label filled and a flag icon', (id) => {
    const variant = variants[id];
    for (const field of [
      'label',
      'languageLabel',
      'englishLanguageLabel',
      'domainSuffix',
      'communityMessage',
      'icon',
    ] as const) {
      expect(variant[field], field).not.toBe('');
    }
    expect(variant.publicWebsiteUrl).not.toMatch(/\/$/);
  });

  it('gives each variant its own domain suffix and public website', () => {
    const suffixes = variantIds.map((id) => variants[id].domainSuffix);
    const sites = variantIds.map((id) => variants[id].publicWebsiteUrl);
    expect(new Set(suffixes).size).toBe(variantIds.length);
    expect(new Set(sites).size).toBe(variantIds.length);
  });

  it('makes the tax code mandatory in Italy and Spain only', () => {
    expect(variantIds.filter((id) => variants[id].mandatoryTax).sort()).toEqual(['italy', 'spain']);
  });

  it('starts the week on Sunday for Global (US) and the English site only', () => {
    expect(variantIds.filter((id) => variants[id].firstDayOfWeek === 0).sort()).toEqual([
      'english',
      'global',
    ]);
  });
});

describe('getVariant', () => {
  it.each(variantIds)('finds %s', (id) => {
    expect(getVariant(id)).toBe(variants[id]);
  });

  it.each(['', 'Italy', 'it', 'toString', '__proto__', 'constructor'])(
    'knows no variant %j',
    (id) => {
      expect(getVariant(id)).toBeUndefined();
    },
  );
});

describe('variantForHost: the empty locale of a host mapped to no variant', () => {
  const hosts = new Map([
    ['account.wayfarer.it', 'italy'],
    ['account.wayfarer.es', 'spain'],
  ] as const);

  it('gives a mapped host its own variant', () => {
    expect(
      variantForHost(hosts, { host: 'account.wayfarer.es', defaultHost: 'account.wayfarer.it' }),
    ).toEqual({ variant: variants.spain, emptyLocale: false });
  });

  it('gives another host the empty locale: the default host’s variant', () => {
    expect(
      variantForHost(hosts, { host: '10.0.0.7:3000', defaultHost: 'account.wayfarer.it' }),
    ).toEqual({ variant: variants.italy, emptyLocale: true });
  });

  it('falls back to International when the default host maps to no variant either', () => {
    expect(
      variantForHost(hosts, { host: 'unknown.example', defaultHost: 'account.wayfarer.travel' }),
    ).toEqual({ variant: variants.international, emptyLocale: true });
    expect(variantForHost(new Map(), { host: '', defaultHost: '' }).variant).toBe(
      variants.international,
    );
  });
});

describe('getDefaultCurrency', () => {
  it.each([
    ['IT', 'EUR'],
    ['GB', 'GBP'],
    ['WE', 'EUR'],
    ['FR', 'EUR'],
    ['DE', 'EUR'],
    ['ES', 'EUR'],
    ['gb', 'GBP'],
    ['it', 'EUR'],
  ] as const)('%s -> %s', (countryCode, currency) => {
    expect(getDefaultCurrency({ countryCode })).toBe(currency);
  });

  it.each(['US', 'CH', '', 'HASOWNPROPERTY', 'TOSTRING'])(
    'has no default for %j',
    (countryCode) => {
      expect(getDefaultCurrency({ countryCode })).toBeUndefined();
    },
  );
});
