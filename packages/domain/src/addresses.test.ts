import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingUnlockDays,
  buildAddresses,
  canChangeBillingAddress,
  getBillingAddress,
  getBillingAddressChange,
  getBillingUnlockExpiry,
  getResidenceAddress,
  type Address,
  type AddressLocationInput,
  type BillingAddress,
  type BillingInput,
  type ResidenceAddress,
} from './addresses';

const home: AddressLocationInput = {
  country: 'IT',
  address: 'Via Roma',
  houseNumber: '1',
  notes: 'scala B',
  zipCode: '00100',
  city: 'Roma',
  state: 'RM',
};

const office: AddressLocationInput = {
  country: 'IT',
  address: 'Corso Buenos Aires',
  houseNumber: '42',
  zipCode: '20124',
  city: 'Milano',
};

const savedResidence: ResidenceAddress = {
  addressType: 'RESIDENCE',
  country: 'IT',
  address: 'Via Verdi',
  houseNumber: '7',
  notes: null,
  zipCode: '10121',
  city: 'Torino',
  state: 'TO',
};

const individual = { name: 'Giulia Bianchi', taxCode: 'BNCGLI90E71H501P' };
const business = {
  businessName: 'Viaggi Bianchi Srl',
  vatNumber: '00743110157',
  taxCode: '00743110157',
  sdiCode: 'M5UXCR1',
};

function built(result: ReturnType<typeof buildAddresses>): Address[] {
  if (!result.ok) throw new Error(`expected addresses, got ${result.error}`);
  return result.addresses;
}

describe('buildAddresses: the billing address', () => {
  it('carries addressType BILLING, billingFor, sameAsResidence and only the individual info', () => {
    const billing: BillingInput = {
      billingFor: 'INDIVIDUAL',
      sameAsResidence: true,
      billingInfoIndividual: individual,
      billingInfoBusiness: business,
    };
    const [, address] = built(buildAddresses({ existing: [], residence: home, billing }));
    expect(address).toEqual({
      addressType: 'BILLING',
      country: 'IT',
      address: 'Via Roma',
      houseNumber: '1',
      notes: 'scala B',
      zipCode: '00100',
      city: 'Roma',
      state: 'RM',
      sameAsResidence: true,
      billingFor: 'INDIVIDUAL',
      billingInfoIndividual: individual,
    });
    expect(address).not.toHaveProperty('billingInfoBusiness');
  });

  it('carries only the business info for a business', () => {
    const billing: BillingInput = {
      billingFor: 'BUSINESS',
      sameAsResidence: false,
      ...office,
      billingInfoIndividual: individual,
      billingInfoBusiness: business,
    };
    const [, address] = built(buildAddresses({ existing: [], residence: home, billing }));
    expect(address).toEqual({
      addressType: 'BILLING',
      country: 'IT',
      address: 'Corso Buenos Aires',
      houseNumber: '42',
      notes: null,
      zipCode: '20124',
      city: 'Milano',
      state: null,
      sameAsResidence: false,
      billingFor: 'BUSINESS',
      billingInfoBusiness: business,
    });
    expect(address).not.toHaveProperty('billingInfoIndividual');
  });

  it('keeps a business without an SDI code (outside Italy) with sdiCode null', () => {
    const billing: BillingInput = {
      billingFor: 'BUSINESS',
      sameAsResidence: true,
      billingInfoBusiness: { ...business, sdiCode: ' ' },
    };
    const [, address] = built(buildAddresses({ existing: [], residence: home, billing }));
    expect(address).toMatchObject({ billingInfoBusiness: { sdiCode: null } });
  });

  it('fails when the info matching billingFor is missing', () => {
    expect(
      buildAddresses({
        existing: [],
        residence: home,
        billing: {
          billingFor: 'BUSINESS',
          sameAsResidence: true,
          billingInfoIndividual: individual,
        },
      }),
    ).toEqual({ ok: false, error: 'BILLING_INFO_MISSING' });
    expect(
      buildAddresses({
        existing: [],
        residence: home,
        billing: { billingFor: 'INDIVIDUAL', sameAsResidence: true, billingInfoIndividual: null },
      }),
    ).toEqual({ ok: false, error: 'BILLING_INFO_MISSING' });
  });
});

describe('buildAddresses: the order of the list', () => {
  const sameAsResidence: BillingInput = {
    billingFor: 'INDIVIDUAL',
    sameAsResidence: true,
    billingInfoIndividual: individual,
  };
  const ownLocation: BillingInput = {
    billingFor: 'INDIVIDUAL',
    sameAsResidence: false,
    ...office,
    billingInfoIndividual: individual,
  };

  it('no existing addresses and sameAsResidence: the billing address is the second entry, after the residence', () => {
    const addresses = built(
      buildAddresses({ existing: [], residence: home, billing: sameAsResidence }),
    );
    expect(addresses.map((address) => address.addressType)).toEqual(['RESIDENCE', 'BILLING']);
    expect(addresses[0]).toEqual({ addressType: 'RESIDENCE', ...home });
  });

  it('no existing addresses, sameAsResidence and no residence given: fails', () => {
    expect(buildAddresses({ existing: [], billing: sameAsResidence })).toEqual({
      ok: false,
      error: 'RESIDENCE_MISSING',
    });
  });

  it('sameAsResidence with a saved residence: copies the saved residence', () => {
    const addresses = built(
      buildAddresses({ existing: [savedResidence], billing: sameAsResidence }),
    );
    expect(addresses).toEqual([
      savedResidence,
      expect.objectContaining({ addressType: 'BILLING', city: 'Torino', zipCode: '10121' }),
    ]);
  });

  it('a residence being saved wins over the saved one, for itself and for the billing copy', () => {
    const addresses = built(
      buildAddresses({ existing: [savedResidence], residence: home, billing: sameAsResidence }),
    );
    expect(addresses).toEqual([
      { addressType: 'RESIDENCE', ...home },
      expect.objectContaining({ addressType: 'BILLING', city: 'Roma' }),
    ]);
  });

  it('a billing address with its own location and no residence at all is the only entry', () => {
    const addresses = built(buildAddresses({ existing: [], billing: ownLocation }));
    expect(addresses).toEqual([
      expect.objectContaining({ addressType: 'BILLING', city: 'Milano' }),
    ]);
  });

  it('only a residence: one entry, notes and state null when left empty', () => {
    expect(
      built(buildAddresses({ existing: [], residence: { ...office, notes: '', state: '  ' } })),
    ).toEqual([{ addressType: 'RESIDENCE', ...office, notes: null, state: null }]);
  });

  it('nothing given: the saved addresses, residence first', () => {
    const savedBilling = built(
      buildAddresses({ existing: [savedResidence], billing: ownLocation }),
    )[1];
    expect(savedBilling).toBeDefined();
    const existing = [savedBilling as Address, savedResidence];
    expect(built(buildAddresses({ existing }))).toEqual([savedResidence, savedBilling]);
    expect(built(buildAddresses({ existing: [] }))).toEqual([]);
  });
});

describe('buildAddresses and canChangeBillingAddress: a saved billing address is locked', () => {
  const billing: BillingInput = {
    billingFor: 'INDIVIDUAL',
    sameAsResidence: true,
    billingInfoIndividual: individual,
  };
  const saved = built(buildAddresses({ existing: [], residence: home, billing }));

  it('the traveller may set billing while none is saved, not after', () => {
    expect(canChangeBillingAddress({ existing: [] })).toBe(true);
    expect(canChangeBillingAddress({ existing: [savedResidence] })).toBe(true);
    expect(canChangeBillingAddress({ existing: saved })).toBe(false);
  });

  it('saving the same billing again keeps it, even after moving house', () => {
    const again = built(buildAddresses({ existing: saved, residence: office, billing }));
    expect(again[0]).toEqual({ addressType: 'RESIDENCE', ...office, notes: null, state: null });
    expect(again[1]).toBe(saved[1]);
    expect(again[1]).toMatchObject({ city: 'Roma' });
  });

  it('leaving billing out keeps it', () => {
    expect(built(buildAddresses({ existing: saved, residence: office }))[1]).toBe(saved[1]);
  });

  it.each([
    ['another name', { ...billing, billingInfoIndividual: { ...individual, name: 'G. Bianchi' } }],
    [
      'a business instead',
      { billingFor: 'BUSINESS', sameAsResidence: true, billingInfoBusiness: business },
    ],
    ['its own location instead', { ...billing, sameAsResidence: false, ...home }],
  ] as const)('a different billing (%s) fails with BILLING_ADDRESS_LOCKED', (_case, changed) => {
    expect(buildAddresses({ existing: saved, billing: changed as BillingInput })).toEqual({
      ok: false,
      error: 'BILLING_ADDRESS_LOCKED',
    });
  });

  it('a saved billing with its own location: another location fails, the same one passes', () => {
    const own: BillingInput = { ...billing, sameAsResidence: false, ...office };
    const savedOwn = built(buildAddresses({ existing: [savedResidence], billing: own }));
    expect(buildAddresses({ existing: savedOwn, billing: own }).ok).toBe(true);
    expect(buildAddresses({ existing: savedOwn, billing: { ...own, houseNumber: '43' } })).toEqual({
      ok: false,
      error: 'BILLING_ADDRESS_LOCKED',
    });
  });
});

describe('customer care unlocks a saved billing address for one change', () => {
  const billing: BillingInput = {
    billingFor: 'INDIVIDUAL',
    sameAsResidence: true,
    billingInfoIndividual: individual,
  };
  const saved = built(buildAddresses({ existing: [], residence: home, billing }));
  const toBusiness: BillingInput = {
    billingFor: 'BUSINESS',
    sameAsResidence: false,
    billingInfoBusiness: business,
    ...office,
  };

  it.each([
    ['nothing saved, no unlock', [] as Address[], false, true],
    ['nothing saved, unlocked', [] as Address[], true, true],
    ['billing saved, no unlock', saved, false, false],
    ['billing saved, unlocked', saved, true, true],
  ] as const)('%s: may change = %s', (_case, existing, unlockedForChange, expected) => {
    expect(canChangeBillingAddress({ existing, unlockedForChange })).toBe(expected);
  });

  it('unlocked: a different billing address replaces the saved one, the residence stays', () => {
    const changed = built(
      buildAddresses({ existing: saved, billing: toBusiness, unlockedForChange: true }),
    );
    expect(changed[0]).toBe(saved[0]);
    expect(changed[1]).toEqual({
      addressType: 'BILLING',
      billingFor: 'BUSINESS',
      sameAsResidence: false,
      billingInfoBusiness: business,
      ...office,
      notes: null,
      state: null,
    });
    // Once saved, the same change asked again without the unlock is fine, another is refused.
    expect(buildAddresses({ existing: changed, billing: toBusiness }).ok).toBe(true);
    expect(buildAddresses({ existing: changed, billing })).toEqual({
      ok: false,
      error: 'BILLING_ADDRESS_LOCKED',
    });
  });

  it('unlocked but the same billing given: the saved one is kept as it is', () => {
    const again = built(buildAddresses({ existing: saved, billing, unlockedForChange: true }));
    expect(again[1]).toBe(saved[1]);
  });

  it('unlocked: the other rules still hold (same as residence needs a residence)', () => {
    const billingOnly = built(
      buildAddresses({ existing: [], billing: { ...toBusiness, billingFor: 'BUSINESS' } }),
    );
    expect(buildAddresses({ existing: billingOnly, billing, unlockedForChange: true })).toEqual({
      ok: false,
      error: 'RESIDENCE_MISSING',
    });
  });

  const unlockedAt = new Date('2026-11-28T10:00:00Z');
  const expiresAt = getBillingUnlockExpiry({ unlockedAt });

  it(`an unlock lasts ${billingUnlockDays} days`, () => {
    expect(billingUnlockDays).toBe(14);
    expect(expiresAt.toISOString()).toBe('2026-12-12T10:00:00.000Z');
  });

  it.each([
    ['nothing saved, no unlock', [] as Address[], null, unlockedAt, true, null],
    [
      'nothing saved, an unlock is not reported',
      [] as Address[],
      expiresAt,
      unlockedAt,
      true,
      null,
    ],
    ['saved, no unlock', saved, null, unlockedAt, false, null],
    ['saved, unlocked just now', saved, expiresAt, unlockedAt, true, expiresAt],
    [
      'saved, a millisecond before expiry',
      saved,
      expiresAt,
      new Date(expiresAt.getTime() - 1),
      true,
      expiresAt,
    ],
    ['saved, at expiry', saved, expiresAt, expiresAt, false, null],
    ['saved, a day after expiry', saved, expiresAt, new Date('2026-12-13T10:00:00Z'), false, null],
  ] as const)(
    'getBillingAddressChange: %s',
    (_case, existing, unlockExpiry, now, changeable, unlockedUntil) => {
      expect(
        getBillingAddressChange({
          existing,
          unlock: unlockExpiry ? { expiresAt: unlockExpiry } : null,
          now,
        }),
      ).toEqual({ changeable, unlockedUntil });
    },
  );
});

describe('getResidenceAddress and getBillingAddress', () => {
  it('find each kind wherever it is, or null', () => {
    const [residence, billing] = built(
      buildAddresses({
        existing: [],
        residence: home,
        billing: {
          billingFor: 'INDIVIDUAL',
          sameAsResidence: true,
          billingInfoIndividual: individual,
        },
      }),
    );
    const addresses = [billing, residence] as Address[];
    expect(getResidenceAddress({ addresses })).toBe(residence);
    expect(getBillingAddress({ addresses })).toBe(billing);
    expect(getResidenceAddress({ addresses: [] })).toBeNull();
    expect(getBillingAddress({ addresses: [residence as Address] })).toBeNull();
  });
});

describe('properties', () => {
  const text = fc.string({ minLength: 1, maxLength: 8 });
  const location = fc.record({
    country: fc.constantFrom('IT', 'ES', 'FR'),
    address: text,
    houseNumber: text,
    zipCode: text,
    city: text,
    notes: fc.option(text, { nil: undefined }),
    state: fc.option(text, { nil: undefined }),
  });
  const billingInput: fc.Arbitrary<BillingInput> = fc
    .tuple(
      fc.constantFrom('INDIVIDUAL', 'BUSINESS') as fc.Arbitrary<'INDIVIDUAL' | 'BUSINESS'>,
      fc.boolean(),
      location,
    )
    .map(([billingFor, sameAsResidence, own]) => ({
      billingFor,
      billingInfoIndividual: individual,
      billingInfoBusiness: business,
      ...(sameAsResidence
        ? { sameAsResidence: true as const }
        : { sameAsResidence: false as const, ...own }),
    }));

  it('at most one residence, first, and one billing address, with only the matching info', () => {
    fc.assert(
      fc.property(
        fc.option(location, { nil: undefined }),
        fc.option(billingInput, { nil: undefined }),
        fc.boolean(),
        (residence, billing, hasSavedResidence) => {
          const result = buildAddresses({
            existing: hasSavedResidence ? [savedResidence] : [],
            residence,
            billing,
          });
          if (!result.ok) {
            expect(result.error).toBe('RESIDENCE_MISSING');
            expect(residence === undefined && !hasSavedResidence && billing?.sameAsResidence).toBe(
              true,
            );
            return;
          }
          const types = result.addresses.map((address) => address.addressType);
          expect(['', 'RESIDENCE', 'BILLING', 'RESIDENCE,BILLING']).toContain(types.join(','));
          const billingAddress = result.addresses.find(
            (address): address is BillingAddress => address.addressType === 'BILLING',
          );
          expect(billingAddress === undefined).toBe(billing === undefined);
          if (billingAddress) {
            const other =
              billingAddress.billingFor === 'INDIVIDUAL'
                ? 'billingInfoBusiness'
                : 'billingInfoIndividual';
            expect(billingAddress).not.toHaveProperty(other);
            expect(canChangeBillingAddress({ existing: result.addresses })).toBe(false);
            // Saving the same form again changes nothing.
            expect(buildAddresses({ existing: result.addresses, residence, billing })).toEqual(
              result,
            );
          }
        },
      ),
    );
  });
});
