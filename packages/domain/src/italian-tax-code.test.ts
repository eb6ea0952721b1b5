import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getItalianTaxCodeCheckCharacter, isValidItalianTaxCode } from './italian-tax-code';

describe('isValidItalianTaxCode: the codice fiscale of a person', () => {
  it.each([
    ['RSSMRA85T10A562S', 'Mario Rossi, man, 10 December 1985'],
    ['RCCMNL83S18D969H', 'man, 18 November 1983, born in Genoa (D969)'],
    ['CNTCHR83T41D969D', 'woman: day 41 is the 1st'],
    ['MRORSS99M71H501M', 'woman born on 31 August (71), in Rome (H501)'],
    ['FRNGLI90E71L219N', 'woman born on 31 May'],
    ['BNCLRA00B29F205G', '29 February of a year divisible by four'],
    ['VRDGPP13A01Z404B', 'born abroad: a Z place code (USA)'],
  ])('%s is valid (%s)', (code) => {
    expect(isValidItalianTaxCode({ code })).toBe(true);
  });

  describe('omocodia: digits replaced by L M N P Q R S T U V, with their own check character', () => {
    it.each([
      ['RSSMRA85T10A56NH', 'the last digit of the place (2 -> N)'],
      ['RSSMRA85T10A5SNT', 'the last two digits (6 -> S, 2 -> N)'],
      ['RSSMRAURTMLARSNL', 'all seven digits'],
      ['RSSMRAU5T10A562P', 'a digit other than the rightmost (the year 8 -> U)'],
      ['RSSMRA85TM0A562D', 'the day (1 -> M): still 10'],
    ])('%s is valid (%s)', (code) => {
      expect(isValidItalianTaxCode({ code })).toBe(true);
    });

    it('an omocode with the check character of the plain code is refused', () => {
      expect(isValidItalianTaxCode({ code: 'RSSMRA85T10A56NS' })).toBe(false);
    });
  });

  it.each([
    ['rssmra85t10a562s', 'lower case'],
    ['RSS MRA 85T10 A562S', 'spaces'],
    [' RSSMRA85T10A562S ', 'surrounding spaces'],
    ['RSS-MRA-85T10-A562S', 'dashes'],
  ])('reads %j (%s)', (code) => {
    expect(isValidItalianTaxCode({ code })).toBe(true);
  });

  it.each([
    ['RSSMRA85T10A562T', 'wrong check character'],
    ['RSSMRA85T10A562', 'too short (15)'],
    ['RSSMRA85T10A562SS', 'too long (17)'],
    ['', 'empty'],
    ['RSSMRA85F10A562R', 'F is not a month letter (right check character)'],
    ['RSSMRA85T00A562R', 'day 00'],
    ['RSSMRA85TL0A562C', 'day 00 written as an omocode (L0)'],
    ['RSSMRA85T32A562Y', 'day 32'],
    ['RSSMRA85T40A562V', 'day 40 (a woman born on day 0)'],
    ['RSSMRA85T72A562C', 'day 72 (a woman born on day 32)'],
    ['RSSMRA85D31A562M', '31 April (D): April has 30 days'],
    ['BNCLRA00B30F205N', '30 February'],
    ['BNCLRA01B29F205H', '29 February of a common year'],
    ['RSSMR185T10A562T', 'a digit in the name letters'],
    ['RSSMRA85T10AW62B', 'W is not an omocode letter'],
    ['RSSMRA85T10A56WJ', 'W is not an omocode letter (last place digit)'],
    ['RSSMRA85T101562S', 'the place code starts with a digit'],
    ['00743110157', 'a company tax code (11 digits) is not a person’s'],
    ['RSSMRA85T10A562Ś', 'a letter outside A-Z'],
  ])('%j is invalid (%s)', (code) => {
    expect(isValidItalianTaxCode({ code })).toBe(false);
  });
});

describe('getItalianTaxCodeCheckCharacter', () => {
  it.each([
    ['RSSMRA85T10A562', 'S'],
    ['RCCMNL83S18D969', 'H'],
    ['CNTCHR83T41D969', 'D'],
    ['RSSMRAURTMLARSN', 'L'],
  ])('%s -> %s', (code, check) => {
    expect(getItalianTaxCodeCheckCharacter({ code })).toBe(check);
  });

  it.each(['', 'RSSMRA85T10A56', 'RSSMRA85T10A562S', 'RSSMRA85T10A56?'])(
    'gives null for %j (not 15 letters and digits)',
    (code) => {
      expect(getItalianTaxCodeCheckCharacter({ code })).toBeNull();
    },
  );
});

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = fc.constantFrom(...letters);
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const monthLetter = fc.constantFrom(...'ABCDEHLMPRST');
const omocode = 'LMNPQRSTUV';

/** A valid 15-character body: name letters, year, month, a day up to 28, place. */
const body = fc
  .tuple(
    fc.array(letter, { minLength: 6, maxLength: 6 }),
    fc.integer({ min: 0, max: 99 }),
    monthLetter,
    fc.integer({ min: 1, max: 28 }),
    fc.boolean(),
    letter,
    fc.array(digit, { minLength: 3, maxLength: 3 }),
  )
  .map(
    ([name, year, month, day, woman, place, placeDigits]) =>
      name.join('') +
      String(year).padStart(2, '0') +
      month +
      String(woman ? day + 40 : day).padStart(2, '0') +
      place +
      placeDigits.join(''),
  );

const withCheck = (code: string) => code + (getItalianTaxCodeCheckCharacter({ code }) ?? '');

describe('properties', () => {
  it('a well-formed code is valid with its check character and with no other letter', () => {
    fc.assert(
      fc.property(body, letter, (code, other) => {
        const check = getItalianTaxCodeCheckCharacter({ code });
        expect(isValidItalianTaxCode({ code: `${code}${check}` })).toBe(true);
        expect(isValidItalianTaxCode({ code: code + other })).toBe(other === check);
      }),
    );
  });

  it('any omocode substitution of the digits, with its new check character, stays valid', () => {
    const positions = [6, 7, 9, 10, 12, 13, 14];
    fc.assert(
      fc.property(body, fc.subarray(positions), (code, substituted) => {
        const chars = [...code];
        for (const position of substituted) {
          chars[position] = omocode.charAt(Number(chars[position]));
        }
        expect(isValidItalianTaxCode({ code: withCheck(chars.join('')) })).toBe(true);
      }),
    );
  });

  it('changing one character of a valid code makes it invalid', () => {
    fc.assert(
      fc.property(
        body,
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom(...`${letters}0123456789`),
        (code, position, replacement) => {
          fc.pre(code.charAt(position) !== replacement);
          const valid = withCheck(code);
          const changed = valid.slice(0, position) + replacement + valid.slice(position + 1);
          // Omocode letters and digits stand for the same value in the date and place,
          // but they count differently in the check, so the old check character is wrong.
          expect(isValidItalianTaxCode({ code: changed })).toBe(false);
        },
      ),
    );
  });
});
