import { describe, expect, it } from 'vitest';
import { getDefaultPasskeyName, getPasskeyRelyingParty } from './passkeys';

const demoOrigins = [
  'http://localhost:3000',
  'http://it.localhost:3000',
  'http://es.localhost:3000',
  'http://de.localhost:3000',
];

describe('getPasskeyRelyingParty', () => {
  it.each([
    {
      case: 'the demo: every variant is a subdomain of the public host',
      publicUrl: 'http://localhost:3000',
      variantOrigins: demoOrigins,
      rpId: 'localhost',
      relatedOrigins: [],
    },
    {
      case: 'production on one domain: variants under the public host',
      publicUrl: 'https://account.wayfarer.travel',
      variantOrigins: ['https://account.wayfarer.travel', 'https://it.account.wayfarer.travel'],
      rpId: 'account.wayfarer.travel',
      relatedOrigins: [],
    },
    {
      case: 'production with a country domain: that origin is a related origin',
      publicUrl: 'https://account.wayfarer.travel',
      variantOrigins: ['https://account.wayfarer.travel', 'https://account.wayfarer.it'],
      rpId: 'account.wayfarer.travel',
      relatedOrigins: ['https://account.wayfarer.it'],
    },
    {
      case: 'a sibling host is not within the RP ID (a suffix match is by label)',
      publicUrl: 'https://wayfarer.travel',
      variantOrigins: ['https://notwayfarer.travel', 'https://www.wayfarer.travel'],
      rpId: 'wayfarer.travel',
      relatedOrigins: ['https://notwayfarer.travel'],
    },
  ])('$case', ({ publicUrl, variantOrigins, rpId, relatedOrigins }) => {
    const party = getPasskeyRelyingParty({ publicUrl, variantOrigins });
    expect(party.rpId).toBe(rpId);
    expect(party.relatedOrigins).toEqual(relatedOrigins);
    expect(party.origins).toContain(new URL(publicUrl).origin);
    for (const origin of variantOrigins) expect(party.origins).toContain(origin);
  });

  it('has no port in the RP ID and lists each origin once', () => {
    const party = getPasskeyRelyingParty({
      publicUrl: 'http://localhost:3203/',
      variantOrigins: ['http://localhost:3203', 'http://it.localhost:3203'],
    });
    expect(party.rpId).toBe('localhost');
    expect(party.origins).toEqual(['http://localhost:3203', 'http://it.localhost:3203']);
  });
});

describe('getDefaultPasskeyName', () => {
  it.each([
    { browser: 'Chrome 131', system: 'macOS 15', taken: [], name: 'Chrome 131 (macOS 15)' },
    { browser: 'Safari 18', system: null, taken: [], name: 'Safari 18' },
    { browser: null, system: 'Android 15', taken: [], name: 'Android 15' },
    { browser: null, system: null, taken: [], name: 'Passkey' },
    { browser: null, system: null, taken: ['passkey'], name: 'Passkey 2' },
    {
      browser: 'Firefox 133',
      system: 'Linux',
      taken: ['Firefox 133 (Linux)', 'Firefox 133 (Linux) 2'],
      name: 'Firefox 133 (Linux) 3',
    },
  ])('$browser / $system with $taken taken: $name', ({ browser, system, taken, name }) => {
    expect(getDefaultPasskeyName({ browser, system, fallback: 'Passkey', taken })).toBe(name);
  });

  it('stays within the longest name even when numbered', () => {
    const long = 'B'.repeat(100);
    const name = getDefaultPasskeyName({
      browser: long,
      system: null,
      fallback: 'Passkey',
      taken: [long.slice(0, 61)],
    });
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name).toMatch(/ 2$/);
  });
});
