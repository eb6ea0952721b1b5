import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checklistHashFor,
  checklistItemTypes,
  getChecklistProgress,
  getFlightStep,
  getOpenChecklistItems,
  isChecklistLocked,
  parseChecklistHash,
  withPaymentItemDone,
  type ChecklistItem,
  type ChecklistItemType,
} from './checklist';

/** A full checklist where exactly the listed types are done. */
function checklistWithDone(...done: ChecklistItemType[]): ChecklistItem[] {
  return checklistItemTypes.map((type) => ({ type, completed: done.includes(type) }));
}

const everything = [...checklistItemTypes];
const allBut = (...open: ChecklistItemType[]) => everything.filter((type) => !open.includes(type));

const base = { locked: false, tourConfirmed: false, departureSoon: false, hash: '' };

describe('checklist hashes', () => {
  it.each([
    ['FLIGHT_INFO', '#checklist-flight-info'],
    ['ITINERARY_DETAILS', '#checklist-itinerary-details'],
    ['COORDINATOR', '#checklist-coordinator'],
    ['FAQ', '#checklist-faq'],
    ['EXTRAS', '#checklist-extras'],
    ['PAYMENT', '#checklist-payment'],
    ['TRAVELER_DATA', '#checklist-traveler-data'],
    ['SOCIAL_GROUP', '#checklist-social-group'],
  ] as const)('%s opens with %s', (type, hash) => {
    expect(checklistHashFor(type)).toBe(hash);
    expect(parseChecklistHash(hash)).toBe(type);
  });

  it.each([
    ['checklist-flight-info', 'FLIGHT_INFO'],
    ['#checklist-FLIGHT_INFO', 'FLIGHT_INFO'],
    ['#checklist-Traveler-Data', 'TRAVELER_DATA'],
    ['#CHECKLIST-faq', 'FAQ'],
    ['#checklist-social_group', 'SOCIAL_GROUP'],
  ])('reads %j as %s', (hash, type) => {
    expect(parseChecklistHash(hash)).toBe(type);
  });

  it.each([
    '',
    '#',
    null,
    undefined,
    '#checklist-',
    '#checklist-flights',
    '#faq',
    '#itinerary',
    '##checklist-faq',
    '#checklist-faq ',
    '#my-checklist-faq',
    '#checklist_faq',
  ])('reads nothing from %j', (hash) => {
    expect(parseChecklistHash(hash)).toBeNull();
  });

  it('property: every type reads back from its hash', () => {
    fc.assert(
      fc.property(fc.constantFrom(...checklistItemTypes), (type) => {
        expect(parseChecklistHash(checklistHashFor(type))).toBe(type);
      }),
    );
  });
});

describe('isChecklistLocked: departed or booking cancelled', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('departed %s, cancelled %s -> %s', (departed, bookingCancelled, expected) => {
    expect(isChecklistLocked({ departed, bookingCancelled })).toBe(expected);
  });
});

describe('getOpenChecklistItems', () => {
  describe('(1) a URL hash overrides', () => {
    it.each([
      ['locked', { locked: true }, checklistWithDone(), '#checklist-payment', ['PAYMENT']],
      ['a completed item', {}, checklistWithDone(...everything), '#checklist-faq', ['FAQ']],
      ['an item the booking lacks', {}, [], '#checklist-extras', ['EXTRAS']],
      [
        'step 3 would open flight info',
        { tourConfirmed: true },
        checklistWithDone(),
        '#checklist-coordinator',
        ['COORDINATOR'],
      ],
    ] as const)('even when %s', (_case, options, items, hash, expected) => {
      expect(getOpenChecklistItems({ ...base, ...options, items, hash })).toEqual(expected);
    });

    it('unless it names no item: then the other rules apply', () => {
      expect(
        getOpenChecklistItems({
          ...base,
          tourConfirmed: true,
          items: checklistWithDone(),
          hash: '#faq',
        }),
      ).toEqual(['FLIGHT_INFO']);
    });
  });

  describe('(2) locked gives none', () => {
    it.each([
      ['nothing done, confirmed', checklistWithDone(), true],
      ['nothing done, not confirmed', checklistWithDone(), false],
      ['only extras left', checklistWithDone(...allBut('EXTRAS')), true],
    ])('%s', (_case, items, tourConfirmed) => {
      expect(
        getOpenChecklistItems({ ...base, locked: true, tourConfirmed, departureSoon: true, items }),
      ).toEqual([]);
    });
  });

  describe('(3) confirmed and flight info incomplete: FLIGHT_INFO', () => {
    it.each([
      ['nothing done', checklistWithDone()],
      ['everything else done', checklistWithDone(...allBut('FLIGHT_INFO'))],
      ['extras would open next', checklistWithDone('ITINERARY_DETAILS', 'COORDINATOR', 'FAQ')],
    ])('%s', (_case, items) => {
      expect(
        getOpenChecklistItems({ ...base, tourConfirmed: true, departureSoon: true, items }),
      ).toEqual(['FLIGHT_INFO']);
    });

    it('not while the tour is unconfirmed', () => {
      expect(
        getOpenChecklistItems({
          ...base,
          tourConfirmed: false,
          items: checklistWithDone(...allBut('FLIGHT_INFO')),
        }),
      ).not.toContain('FLIGHT_INFO');
    });
  });

  describe('(4) (itinerary, coordinator and FAQ done, or departure soon) and extras incomplete: EXTRAS', () => {
    it.each([
      [
        'itinerary, coordinator and FAQ done',
        checklistWithDone('ITINERARY_DETAILS', 'COORDINATOR', 'FAQ'),
        false,
        false,
      ],
      ['departure soon, nothing done', checklistWithDone(), true, false],
      ['confirmed, flight info done, departure soon', checklistWithDone('FLIGHT_INFO'), true, true],
      [
        'confirmed, flight info and the three done',
        checklistWithDone('FLIGHT_INFO', 'ITINERARY_DETAILS', 'COORDINATOR', 'FAQ'),
        false,
        true,
      ],
    ])('%s', (_case, items, departureSoon, tourConfirmed) => {
      expect(getOpenChecklistItems({ ...base, items, departureSoon, tourConfirmed })).toEqual([
        'EXTRAS',
      ]);
    });

    it('not when one of the three is left and departure is not soon', () => {
      const items = checklistWithDone(
        'PAYMENT',
        'TRAVELER_DATA',
        'ITINERARY_DETAILS',
        'COORDINATOR',
      );
      expect(getOpenChecklistItems({ ...base, items })).toEqual(['FAQ']);
    });

    it('not when extras are done: the next rules decide', () => {
      const items = checklistWithDone('EXTRAS');
      expect(getOpenChecklistItems({ ...base, departureSoon: true, items })).toEqual([
        'SOCIAL_GROUP',
      ]);
    });
  });

  describe('(5) payment and traveller data done: the incomplete ones among itinerary, coordinator, FAQ', () => {
    it.each([
      [
        'all three left',
        checklistWithDone('PAYMENT', 'TRAVELER_DATA'),
        ['ITINERARY_DETAILS', 'COORDINATOR', 'FAQ'],
      ],
      [
        'coordinator left',
        checklistWithDone('PAYMENT', 'TRAVELER_DATA', 'ITINERARY_DETAILS', 'FAQ'),
        ['COORDINATOR'],
      ],
      [
        'itinerary and FAQ left, flight info done too',
        checklistWithDone('PAYMENT', 'TRAVELER_DATA', 'COORDINATOR', 'FLIGHT_INFO'),
        ['ITINERARY_DETAILS', 'FAQ'],
      ],
      [
        'none left: nothing opens, not even the social group',
        checklistWithDone(
          'PAYMENT',
          'TRAVELER_DATA',
          'ITINERARY_DETAILS',
          'COORDINATOR',
          'FAQ',
          'EXTRAS',
        ),
        [],
      ],
    ] as const)('%s', (_case, items, expected) => {
      expect(getOpenChecklistItems({ ...base, items })).toEqual(expected);
    });
  });

  describe('(6) flight info done: the incomplete ones among payment and traveller data', () => {
    it.each([
      ['both left', checklistWithDone('FLIGHT_INFO'), ['PAYMENT', 'TRAVELER_DATA']],
      ['payment left', checklistWithDone('FLIGHT_INFO', 'TRAVELER_DATA'), ['PAYMENT']],
      [
        'traveller data left',
        checklistWithDone('FLIGHT_INFO', 'PAYMENT', 'SOCIAL_GROUP'),
        ['TRAVELER_DATA'],
      ],
    ] as const)('%s', (_case, items, expected) => {
      expect(getOpenChecklistItems({ ...base, tourConfirmed: true, items })).toEqual(expected);
    });

    it('comes before the social group of an unconfirmed tour', () => {
      expect(getOpenChecklistItems({ ...base, items: checklistWithDone('FLIGHT_INFO') })).toEqual([
        'PAYMENT',
        'TRAVELER_DATA',
      ]);
    });
  });

  describe('(7) otherwise SOCIAL_GROUP if the tour is not confirmed and it is incomplete; else none', () => {
    it.each([
      ['nothing done, not confirmed', checklistWithDone(), false, ['SOCIAL_GROUP']],
      ['payment done, traveller data left', checklistWithDone('PAYMENT'), false, ['SOCIAL_GROUP']],
      ['social group done', checklistWithDone('SOCIAL_GROUP', 'PAYMENT'), false, []],
      [
        'no social group item',
        checklistWithDone().filter(({ type }) => type !== 'SOCIAL_GROUP'),
        false,
        [],
      ],
    ] as const)('%s', (_case, items, tourConfirmed, expected) => {
      expect(getOpenChecklistItems({ ...base, tourConfirmed, items })).toEqual(expected);
    });
  });

  describe('items the booking lacks count as done', () => {
    it.each([
      ['an empty checklist', [], false, []],
      ['an empty checklist, confirmed', [], true, []],
      ['only extras, not done', [{ type: 'EXTRAS', completed: false }], false, ['EXTRAS']],
      [
        'only payment, not done, confirmed',
        [{ type: 'PAYMENT', completed: false }],
        true,
        ['PAYMENT'],
      ],
    ] as const)('%s', (_case, items, tourConfirmed, expected) => {
      expect(getOpenChecklistItems({ ...base, tourConfirmed, items })).toEqual(expected);
    });
  });

  const itemsArb = fc.uniqueArray(
    fc.record({ type: fc.constantFrom(...checklistItemTypes), completed: fc.boolean() }),
    { selector: (item) => item.type },
  );
  const flagsArb = fc.record({ tourConfirmed: fc.boolean(), departureSoon: fc.boolean() });
  const invalidHashArb = fc.oneof(
    fc.constantFrom('', '#', '#faq', '#checklist-', undefined),
    fc.string().filter((hash) => parseChecklistHash(hash) === null),
  );

  it('property: locked never opens anything (without hash)', () => {
    fc.assert(
      fc.property(itemsArb, flagsArb, invalidHashArb, (items, flags, hash) => {
        expect(getOpenChecklistItems({ items, locked: true, ...flags, hash })).toEqual([]);
      }),
    );
  });

  it('property: a valid hash always wins', () => {
    fc.assert(
      fc.property(
        itemsArb,
        flagsArb,
        fc.boolean(),
        fc.constantFrom(...checklistItemTypes),
        (items, flags, locked, type) => {
          expect(
            getOpenChecklistItems({ items, locked, ...flags, hash: checklistHashFor(type) }),
          ).toEqual([type]);
        },
      ),
    );
  });

  it('property: the result only contains incomplete items (without hash)', () => {
    fc.assert(
      fc.property(
        itemsArb,
        flagsArb,
        fc.boolean(),
        invalidHashArb,
        (items, flags, locked, hash) => {
          const open = getOpenChecklistItems({ items, locked, ...flags, hash });
          for (const type of open) {
            expect(items.find((item) => item.type === type)?.completed).toBe(false);
          }
        },
      ),
    );
  });

  it('property: the result is a subset of the item types, without repeats', () => {
    fc.assert(
      fc.property(
        itemsArb,
        flagsArb,
        fc.boolean(),
        fc.option(fc.string()),
        (items, flags, locked, hash) => {
          const open = getOpenChecklistItems({ items, locked, ...flags, hash });
          expect(open.every((type) => checklistItemTypes.includes(type))).toBe(true);
          expect(new Set(open).size).toBe(open.length);
        },
      ),
    );
  });

  it('property: an unconfirmed tour never opens flight info (without hash)', () => {
    fc.assert(
      fc.property(itemsArb, fc.boolean(), fc.boolean(), (items, locked, departureSoon) => {
        expect(
          getOpenChecklistItems({ items, locked, tourConfirmed: false, departureSoon }),
        ).not.toContain('FLIGHT_INFO');
      }),
    );
  });
});

describe('getChecklistProgress', () => {
  it.each([
    [[], { done: 0, total: 0, percent: 0 }],
    [checklistWithDone(), { done: 0, total: 8, percent: 0 }],
    [checklistWithDone('FAQ'), { done: 1, total: 8, percent: 12 }],
    [checklistWithDone('FAQ', 'EXTRAS', 'PAYMENT'), { done: 3, total: 8, percent: 37 }],
    [checklistWithDone(...allBut('FAQ')), { done: 7, total: 8, percent: 87 }],
    [checklistWithDone(...everything), { done: 8, total: 8, percent: 100 }],
    [
      [
        { type: 'FAQ', completed: true },
        { type: 'EXTRAS', completed: false },
        { type: 'PAYMENT', completed: true },
      ],
      { done: 2, total: 3, percent: 66 },
    ],
  ] as const)('%j -> %j', (items, expected) => {
    expect(getChecklistProgress({ items })).toEqual(expected);
  });

  it('property: 100 percent exactly when everything is done', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ type: fc.constantFrom(...checklistItemTypes), completed: fc.boolean() }),
          { minLength: 1 },
        ),
        (items) => {
          const { percent, done, total } = getChecklistProgress({ items });
          expect(percent === 100).toBe(done === total);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('getFlightStep', () => {
  it.each([
    // tourConfirmed, departed, noFlightNeeded, hasFlights, expected
    [false, false, false, false, 'waitConfirmation'],
    [false, false, true, false, 'waitConfirmation'],
    [true, false, false, false, 'buyFlight'],
    [true, false, true, false, 'noFlightNeeded'],
    [true, false, false, true, 'flightShared'],
    [true, false, true, true, 'flightShared'],
    [false, false, false, true, 'flightShared'],
    [true, true, false, true, 'departed'],
    [true, true, true, false, 'departed'],
    [false, true, false, false, 'departed'],
  ] as const)(
    'confirmed %s, departed %s, no flight needed %s, flights shared %s -> %s',
    (tourConfirmed, departed, noFlightNeeded, hasFlights, expected) => {
      expect(getFlightStep({ tourConfirmed, departed, noFlightNeeded, hasFlights })).toBe(expected);
    },
  );
});

describe('withPaymentItemDone', () => {
  it('marks the PAYMENT item done when everything is paid, whatever it held', () => {
    const items = withPaymentItemDone(checklistWithDone('FLIGHT_INFO'), true);
    expect(items).toEqual(checklistWithDone('FLIGHT_INFO', 'PAYMENT'));
  });

  it('opens the PAYMENT item again when something is left to pay', () => {
    const items = withPaymentItemDone(checklistWithDone(...everything), false);
    expect(items).toEqual(checklistWithDone(...allBut('PAYMENT')));
  });

  it('leaves the other items, and a checklist without a PAYMENT item, as they are', () => {
    fc.assert(
      fc.property(
        fc.subarray(everything),
        fc.subarray(everything),
        fc.boolean(),
        (present, done, fullyPaid) => {
          const items = present.map((type) => ({ type, completed: done.includes(type) }));
          const result = withPaymentItemDone(items, fullyPaid);
          expect(result.map((item) => item.type)).toEqual(present);
          result.forEach((item, index) => {
            expect(item.completed).toBe(
              item.type === 'PAYMENT' ? fullyPaid : items[index]!.completed,
            );
          });
        },
      ),
    );
  });
});
