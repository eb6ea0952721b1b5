import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidSdiCode, isValidVatNumber, vatNumberCountries } from './vat-numbers';

/** Real VAT numbers, as businesses print them (with and without prefix and separators). */
const valid: readonly (readonly [country: string, vat: string])[] = [
  // Italy: 11 digits, Luhn check digit.
  ['IT', '00743110157'],
  ['IT', 'IT00743110157'],
  ['IT', 'IT 02087050155'],
  ['IT', '01404480202'],
  ['IT', '12920760159'],
  ['IT', '00 595 000 217'],
  ['IT', 'it-09159800011'],
  // Spain: NIF, NIE or CIF.
  ['ES', 'A28184661'],
  ['ES', 'ES B-58378431'],
  ['ES', 'ESQ2818015F'],
  ['ES', '54362315K'],
  ['ES', 'ES X-5253868-R'],
  ['ES', 'ESA78109592'],
  // France: key and SIREN.
  ['FR', 'FR40303265045'],
  ['FR', 'FR 40 303 265 045'],
  ['FR', '83404833048'],
  ['FR', 'FR 19 552 008 443'],
  ['FR', 'FRK7399859412'],
  ['FR', '4Z123456782'],
  ['FR', 'FR32000000330'],
  ['MC', 'FR32000000330'],
  // Germany: 9 digits, ISO 7064 MOD 11,10.
  ['DE', 'DE136308783'],
  ['DE', '118619592'],
  ['DE', 'DE 813 184868'],
  ['DE', 'DE 221.304.969'],
  // United Kingdom and Northern Ireland.
  ['GB', 'GB980780684'],
  ['GB', '980 7806 84'],
  ['GB', 'GB 002 4257 28'],
  ['GB', '100190874'],
  ['GB', '242338087388'],
  ['GB', 'GD100'],
  ['GB', 'HA501'],
  ['GB', 'GD888810003'],
  ['GB', 'HA888856782'],
  ['XI', 'XI980780684'],
  ['IM', 'GB980780684'],
  // Other EU countries with a check.
  ['AT', 'ATU13585627'],
  ['AT', 'ATU 142 43 102'],
  ['BE', 'BE0428759497'],
  ['BE', 'BE 0202.239.951'],
  ['BE', '413562567'],
  ['DK', 'DK 13 20 24 35'],
  ['DK', '28107773'],
  ['EL', 'EL 094012834'],
  ['EL', '94051189'],
  ['GR', 'EL094501040'],
  ['GR', '998386804'],
  ['FI', 'FI 0982651-1'],
  ['FI', '20774740'],
  ['LU', 'LU 19184853'],
  ['LU', '15027442'],
  ['PL', 'PL 584-030-44-72'],
  ['PL', '5261025421'],
  ['PT', 'PT 501 964 843'],
  ['PT', '502448911'],
  ['SI', 'SI 50223054'],
  ['SI', '92351069'],
  // EU countries checked for their format.
  ['BG', 'BG 175074752'],
  ['BG', '7523169263'],
  ['CY', 'CY 10246672X'],
  ['CZ', 'CZ 25123891'],
  ['CZ', '6956220612'],
  ['EE', 'EE 100931558'],
  ['HR', 'HR33392005961'],
  ['HU', 'HU 10672101'],
  ['IE', 'IE 6433435F'],
  ['IE', 'IE6433435IH'],
  ['IE', 'IE8D79739I'],
  ['LT', 'LT 119511515'],
  ['LT', '100001354118'],
  ['LV', 'LV 40003189718'],
  ['MT', 'MT 1039-6417'],
  ['NL', 'NL 806753742B01'],
  ['NL', 'NL4495445B01'],
  ['NL', 'NL.8143.26.584.B.01'],
  ['RO', 'RO 11358544'],
  ['RO', '1630615123457'],
  ['SE', 'SE 556058115801'],
  ['SK', 'SK 2020257679'],
  // Elsewhere: the generic shape.
  ['CH', 'CHE-123.456.788'],
  ['US', '12-3456789'],
  ['NO', '123456785MVA'],
];

const invalid: readonly (readonly [country: string, vat: string, why: string])[] = [
  ['IT', '00743110158', 'wrong check digit'],
  ['IT', 'IT00743110158', 'wrong check digit, with prefix'],
  ['IT', '0074311015', 'ten digits'],
  ['IT', '007431101577', 'twelve digits'],
  ['IT', '0074311015A', 'a letter'],
  ['IT', '00000000000', 'no company number (passes Luhn)'],
  ['IT', 'DE00743110157', 'another country’s prefix'],
  ['IT', 'RSSMRA85T10A562S', 'a person’s tax code is not a VAT number'],
  ['ES', 'ES 54362415K', 'wrong NIF letter'],
  ['ES', 'Es-a48951310', 'wrong CIF check digit'],
  ['ES', 'K-2814015-F', 'wrong letter'],
  ['ES', 'B-583784312', 'too long'],
  ['FR', 'FR04409414264', 'wrong key'],
  ['FR', 'FR 21 326 565 603', 'wrong key'],
  ['FR', 'FRK7399859312', 'wrong new-style key'],
  ['FR', 'FRL7399859412', 'wrong new-style key'],
  ['FR', 'IO334175221', 'I and O are not key letters'],
  ['FR', 'FR000076090', 'too short'],
  ['FR', '40303265046', 'SIREN fails its Luhn check'],
  ['DE', 'DE125014855', 'wrong check digit'],
  ['DE', 'DE 246 495 415', 'wrong check digit'],
  ['DE', '011125440', 'starts with 0'],
  ['DE', 'DE 246X595 415', 'a letter'],
  ['GB', '802311781', 'wrong check digits'],
  ['GB', '001234567', 'fails the old series check (42 is for numbers from 100 on)'],
  ['GB', '9807806842', 'ten digits'],
  ['GB', '9807806B4', 'a letter'],
  ['GB', 'ZZ100', 'unknown kind'],
  ['GB', 'GD600', 'government departments go up to 499'],
  ['GB', 'HA201', 'health authorities start at 500'],
  ['GB', 'HA888856700', 'wrong check'],
  ['GB', 'GD888860018', 'government departments go up to 499'],
  ['AT', 'ATU 143 43 102', 'wrong check digit'],
  ['AT', 'AT1 142 43 102', 'no U'],
  ['BE', 'BE 0406.139.583', 'wrong check digits'],
  ['BE', '2202239951', 'starts with 2'],
  ['DK', 'DK 2565 2202', 'wrong check'],
  ['EL', 'EL 094013834', 'wrong check digit'],
  ['FI', '20774741', 'wrong check digit'],
  ['LU', '19184854', 'wrong check digits'],
  ['PL', '5261025422', 'wrong check digit'],
  ['PT', '502448912', 'wrong check digit'],
  ['SI', '92351068', 'wrong check digit'],
  ['NL', 'NL 009122746B00', 'branch 00'],
  ['NL', 'NL 001241643801', 'no B'],
  ['SE', 'SE 55643359201', 'eleven digits'],
  ['SK', 'SK A078449064', 'a letter'],
  ['US', '', 'empty'],
  ['US', 'ABCDEF', 'no digit'],
  ['US', '12', 'too short'],
  ['CH', 'CHE-123.456.788 MWST extra digits 1234', 'too long'],
];

describe('isValidVatNumber', () => {
  it.each(valid)('%s %j is valid', (country, vat) => {
    expect(isValidVatNumber({ country, vat })).toBe(true);
  });

  it.each(invalid)('%s %j is invalid (%s)', (country, vat) => {
    expect(isValidVatNumber({ country, vat })).toBe(false);
  });

  it('reads the country in any case', () => {
    expect(isValidVatNumber({ country: 'it', vat: '00743110157' })).toBe(true);
    expect(isValidVatNumber({ country: ' de ', vat: 'de136308783' })).toBe(true);
  });

  it('knows the EU countries, the United Kingdom and Northern Ireland', () => {
    expect([...vatNumberCountries].sort()).toEqual(
      [
        'AT',
        'BE',
        'BG',
        'CY',
        'CZ',
        'DE',
        'DK',
        'EE',
        'EL',
        'ES',
        'FI',
        'FR',
        'HR',
        'HU',
        'IE',
        'IT',
        'LT',
        'LU',
        'LV',
        'MT',
        'NL',
        'PL',
        'PT',
        'RO',
        'SE',
        'SI',
        'SK',
        'GB',
        'XI',
      ].sort(),
    );
  });
});

/** Appends the digit that makes `digits` a valid Italian VAT number, found by trying all ten. */
function italianCheckDigits(digits: string): string[] {
  return [...'0123456789'].filter((d) => isValidVatNumber({ country: 'IT', vat: digits + d }));
}

describe('properties', () => {
  const tenDigits = fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 })
    .map((digits) => digits.join(''))
    .filter((digits) => !digits.startsWith('0000000'));

  it('Italy: exactly one check digit completes ten digits', () => {
    fc.assert(
      fc.property(tenDigits, (digits) => {
        expect(italianCheckDigits(digits)).toHaveLength(1);
      }),
    );
  });

  it('Italy and Germany: changing any one digit of a valid number makes it invalid', () => {
    const germanBodies = fc
      .tuple(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }),
      )
      .map(([first, rest]) => `${first}${rest.join('')}`);
    const changeOneDigit = (number: string, position: number, shift: number) =>
      number.slice(0, position) +
      String((Number(number.charAt(position)) + shift) % 10) +
      number.slice(position + 1);

    fc.assert(
      fc.property(
        tenDigits,
        fc.nat(10),
        fc.integer({ min: 1, max: 9 }),
        (digits, position, shift) => {
          const number = digits + (italianCheckDigits(digits)[0] ?? '');
          expect(
            isValidVatNumber({ country: 'IT', vat: changeOneDigit(number, position, shift) }),
          ).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        germanBodies,
        fc.nat(8),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const check = [...'0123456789'].filter((d) =>
            isValidVatNumber({ country: 'DE', vat: body + d }),
          );
          expect(check).toHaveLength(1);
          const changed = changeOneDigit(body + (check[0] ?? ''), position, shift);
          fc.pre(!changed.startsWith('0'));
          expect(isValidVatNumber({ country: 'DE', vat: changed })).toBe(false);
        },
      ),
    );
  });

  it('a valid number stays valid with its prefix, separators and in lower case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...valid),
        fc.constantFrom(' ', '-', '.', ''),
        ([country, vat], separator) => {
          const spaced = [...vat].join(separator).toLowerCase();
          expect(isValidVatNumber({ country, vat: spaced })).toBe(true);
        },
      ),
    );
  });
});

describe('isValidSdiCode: 7 letters or digits', () => {
  it.each(['M5UXCR1', 'KRRH6B9', '0000000', 'm5uxcr1', 'USAL8PV'])('%j is valid', (code) => {
    expect(isValidSdiCode({ code })).toBe(true);
  });

  it.each(['', 'M5UXCR', 'M5UXCR12', 'M5UXC_1', 'M5UXCÈ1', 'ABCDEF'])('%j is invalid', (code) => {
    expect(isValidSdiCode({ code })).toBe(false);
  });
});
