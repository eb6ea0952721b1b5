import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSpanishTaxIdType, isValidSpanishTaxId, spanishTaxIdTypes } from './spanish-tax-id';

const controlLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

describe('getSpanishTaxIdType', () => {
  it.each([
    ['12345678Z', 'NIF', '12345678 mod 23 = 14: Z'],
    ['54362315K', 'NIF', 'a resident'],
    ['00000000T', 'NIF', 'remainder 0: T'],
    ['11111111H', 'NIF', ''],
    ['L1111111G', 'NIF', 'a Spaniard living abroad (L): the letter of the 7 digits'],
    ['K1234567L', 'NIF', 'a Spaniard under 14 (K)'],
    ['X5253868R', 'NIE', 'X counts as 0'],
    ['X1111111G', 'NIE', ''],
    ['Y5277343F', 'NIE', 'Y counts as 1'],
    ['Z5277343K', 'NIE', 'Z counts as 2'],
    ['A28184661', 'CIF', 'a company (A) with a check digit'],
    ['B58378431', 'CIF', 'a limited company (B)'],
    ['A11111119', 'CIF', ''],
    ['F13005293', 'CIF', 'a cooperative (F)'],
    ['J99216582', 'CIF', 'a civil partnership (J)'],
    ['Q0818001J', 'CIF', 'a public body (Q) with a check letter'],
    ['Q2818015F', 'CIF', ''],
    ['R9600075G', 'CIF', 'a religious body (R)'],
    ['W4003922D', 'CIF', 'a permanent establishment of a non-resident (W)'],
  ] as const)('%s is a %s (%s)', (code, type, _why) => {
    expect(getSpanishTaxIdType({ code })).toBe(type);
  });

  it.each([
    ['x-5253868-r', 'NIE'],
    ['12345678-z', 'NIF'],
    [' 12345678 Z ', 'NIF'],
    ['Q-2818015-F', 'CIF'],
    ['b.58378431', 'CIF'],
  ] as const)('reads %j (case, spaces, dots and dashes aside)', (code, type) => {
    expect(getSpanishTaxIdType({ code })).toBe(type);
  });

  it.each([
    ['12345678A', 'wrong NIF letter'],
    ['54362415K', 'a mistyped NIF digit'],
    ['11111111T', 'wrong NIF letter'],
    ['1234567Z', 'seven digits'],
    ['123456789Z', 'nine digits'],
    ['12345678', 'no letter'],
    ['12345678I', 'I is never a control letter'],
    ['X1111111A', 'wrong NIE letter'],
    ['X2322300W', 'a mistyped NIE digit'],
    ['X12345678Z', 'an NIE with 8 digits'],
    ['W1111111G', 'W is not an NIE prefix (and not a valid CIF)'],
    ['L1111111C', 'wrong letter after L'],
    ['A11111118', 'wrong CIF check digit'],
    ['A48951310', 'a mistyped CIF digit'],
    ['A1111111A', 'wrong CIF check letter (1 would be A, 9 is I)'],
    ['O1234567L', 'O is not a kind of entity'],
    ['I1234567L', 'I is not a kind of entity'],
    ['B583784312', 'too long'],
    ['', 'empty'],
  ])('%j is invalid (%s)', (code) => {
    expect(getSpanishTaxIdType({ code })).toBeNull();
  });
});

describe('isValidSpanishTaxId', () => {
  it.each([
    ['12345678Z', undefined, true],
    ['X5253868R', undefined, true],
    ['B58378431', undefined, false],
    ['B58378431', ['NIF', 'NIE', 'CIF'], true],
    ['B58378431', ['CIF'], true],
    ['12345678Z', ['CIF'], false],
    ['12345678A', ['NIF', 'NIE', 'CIF'], false],
  ] as const)('%s with types %j -> %s (a person’s NIF or NIE by default)', (code, types, valid) => {
    expect(isValidSpanishTaxId({ code, types })).toBe(valid);
  });
});

describe('properties', () => {
  it('exactly one letter makes 8 digits a valid NIF: the letter of number mod 23', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (number) => {
        const digits = String(number).padStart(8, '0');
        const valid = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter(
          (letter) => getSpanishTaxIdType({ code: digits + letter }) === 'NIF',
        );
        expect(valid).toEqual([controlLetters.charAt(number % 23)]);
      }),
    );
  });

  it('an NIE has the letter of the NIF its prefix digit makes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('X', 'Y', 'Z'),
        fc.integer({ min: 0, max: 9_999_999 }),
        (prefix, number) => {
          const digits = String(number).padStart(7, '0');
          const nif = `${'XYZ'.indexOf(prefix)}${digits}`;
          const letter = controlLetters.charAt(Number(nif) % 23);
          expect(getSpanishTaxIdType({ code: `${prefix}${digits}${letter}` })).toBe('NIE');
        },
      ),
    );
  });

  it('a CIF takes exactly one digit and the letter that goes with it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...'ABCDEFGHJNPQRSUVW'),
        fc.integer({ min: 0, max: 9_999_999 }),
        (kind, number) => {
          const body = `${kind}${String(number).padStart(7, '0')}`;
          const checks = [...'0123456789ABCDEFGHIJ'].filter(
            (check) => getSpanishTaxIdType({ code: body + check }) === 'CIF',
          );
          expect(checks).toHaveLength(2);
          const [digit, letter] = checks;
          expect('JABCDEFGHI'.charAt(Number(digit))).toBe(letter);
        },
      ),
    );
  });

  it('every type is one of the three', () => {
    expect(spanishTaxIdTypes).toEqual(['NIF', 'NIE', 'CIF']);
  });
});
