import { describe, expect, it } from 'vitest';
import { createNameScrubber } from './scrub-personal-data';

describe('createNameScrubber', () => {
  const scrub = createNameScrubber(['Giulia', 'Rossi', 'De Luca', 'Renée', 'A', ' ']);

  it.each([
    ['Boom for Giulia Rossi', 'Boom for [name] [name]'],
    ['GIULIA and giulia', '[name] and [name]'],
    ['Giuliano and Rossini stay', 'Giuliano and Rossini stay'],
    ['Marco De  Luca', 'Marco [name]'],
    ['renée’s booking', '[name]’s booking'],
    ['A booking for a traveller', 'A booking for a traveller'],
    ['user_Giulia', 'user_[name]'],
  ])('%s -> %s', (text, expected) => {
    expect(scrub(text)).toBe(expected);
  });

  it('walks objects and arrays, keeping keys and other values', () => {
    expect(scrub({ note: ['with Rossi'], count: 2, nested: { Giulia: 'Giulia' } })).toEqual({
      note: ['with [name]'],
      count: 2,
      nested: { Giulia: '[name]' },
    });
  });

  it('leaves everything as it is without names', () => {
    const value = { message: 'Giulia' };
    expect(createNameScrubber([])(value)).toBe(value);
  });
});
