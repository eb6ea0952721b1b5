import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectPlural } from './plural';

describe('selectPlural', () => {
  const three = ['no trips', 'one trip', 'two trips or more'] as const;
  const two = ['one trip', 'trips'] as const;

  it.each([
    [0, 'no trips'],
    [1, 'one trip'],
    [2, 'two trips or more'],
    [3, 'two trips or more'],
    [100, 'two trips or more'],
    [-1, 'one trip'],
    [1.5, 'two trips or more'],
  ])('three forms, count %d -> %s', (count, expected) => {
    expect(selectPlural({ count, forms: three })).toBe(expected);
  });

  it.each([
    [1, 'one trip'],
    [0, 'trips'],
    [2, 'trips'],
    [7, 'trips'],
    [-1, 'one trip'],
    [1.5, 'trips'],
  ])('two forms, count %d -> %s', (count, expected) => {
    expect(selectPlural({ count, forms: two })).toBe(expected);
  });

  it('four forms use indexes up to 3, then the last', () => {
    const forms = ['zero', 'one', 'two', 'many'];
    expect([0, 1, 2, 3, 4].map((count) => selectPlural({ count, forms }))).toEqual([
      'zero',
      'one',
      'two',
      'many',
      'many',
    ]);
  });

  it('one form is always used', () => {
    expect(selectPlural({ count: 0, forms: ['trip(s)'] })).toBe('trip(s)');
    expect(selectPlural({ count: 5, forms: ['trip(s)'] })).toBe('trip(s)');
  });

  it('refuses an empty list of forms', () => {
    expect(() => selectPlural({ count: 1, forms: [] })).toThrow(RangeError);
  });

  it('property: with three forms, counts of 3 or more always use the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3 }), (count) => {
        expect(selectPlural({ count, forms: three })).toBe(three[2]);
      }),
    );
  });

  it('property: the form picked is always one of the forms', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.array(fc.string(), { minLength: 1, maxLength: 5 }),
        (count, forms) => {
          expect(forms).toContain(selectPlural({ count, forms }));
        },
      ),
    );
  });
});
