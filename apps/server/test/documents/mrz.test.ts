import { describe, expect, it } from 'vitest';
import {
  buildMrz,
  findMrzLines,
  mrzCheckDigit,
  mrzDateToIso,
  readMrz,
  repairFillers,
  toMrzText,
  type MrzPerson,
} from '../../src/verification/mrz';
import { compareDates, compareNames, compareNumbers } from '../../src/verification/compare';
import { findDates, readLicenceFields } from '../../src/verification/printed-fields';

// ICAO 9303 part 4 and 5 specimens.
const icaoTd3 = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];

const person: MrzPerson = {
  issuingState: 'ITA',
  nationality: 'ITA',
  lastName: 'Rossi',
  firstName: 'Giulia Maria',
  documentNumber: 'YA8213457',
  birthDate: '1992-04-18',
  expiryDate: '2031-03-08',
  sex: 'F',
};

describe('check digits and building (ICAO 9303)', () => {
  it.each([
    ['L898902C3', '6'],
    ['740812', '2'],
    ['120415', '9'],
    ['ZE184226B<<<<<', '1'],
    ['<<<<<<<<<', '0'],
  ])('%s has the check digit %s', (text, digit) => {
    expect(mrzCheckDigit(text)).toBe(digit);
  });

  it('writes names as the MRZ does: no accents, ICAO transliterations, < between words', () => {
    expect(toMrzText('Núñez García')).toBe('NUNEZ<GARCIA');
    expect(toMrzText('Müller-Lüdenscheidt')).toBe('MUELLER<LUEDENSCHEIDT');
    expect(toMrzText("D'Angelo")).toBe('D<ANGELO');
    expect(toMrzText('Åsa')).toBe('AASA');
  });

  it.each(['TD1', 'TD2', 'TD3'] as const)('builds %s lines that read back valid', (format) => {
    const lines = buildMrz(format, person);
    const length = { TD1: 30, TD2: 36, TD3: 44 }[format];
    expect(lines.every((line) => line.length === length)).toBe(true);
    expect(readMrz(lines.join('\n'))).toMatchObject({
      format,
      valid: true,
      lastName: 'ROSSI',
      firstName: 'GIULIA MARIA',
      documentNumber: 'YA8213457',
      expiryDate: '310308',
      birthDate: '920418',
    });
  });
});

describe('reading OCR text', () => {
  it('finds the zone among other text and reads the ICAO specimen', () => {
    const text = `PASSPORT\nDate of issue 16 APR 2007\n${icaoTd3.join('\n')}\n`;
    expect(findMrzLines(text)?.format).toBe('TD3');
    // Every check digit passes; UTO (Utopia) is not a real state.
    expect(readMrz(text)).toMatchObject({
      valid: true,
      allFieldsValid: false,
      documentNumber: 'L898902C3',
      lines: icaoTd3,
    });
  });

  it('corrects letters read in digit fields and digits read in letter fields', () => {
    const read = [
      'P<1TAROSSI<<GIULIA<MARIA<<<<<<<<<<<<<<<<<<<<',
      'YA82134576ITA92O4I88F31O3O83<<<<<<<<<<<<<<<O',
    ];
    expect(readMrz(read.join('\n'))).toMatchObject({
      valid: true,
      issuingState: 'ITA',
      birthDate: '920418',
      expiryDate: '310308',
    });
  });

  it.each([
    ['YA8213457', 'YA82I3457'],
    ['YA8213457', 'YAB213457'],
    ['LZ6311T47', 'L26311T47'],
    ['21CK84306', '21CK843O6'],
    ['C01X00T47', 'CO1X00T47'],
    ['CA48215KR', 'CA4821SKR'],
  ])(
    'uses the check digit to settle O/0, I/1, B/8, S/5, Z/2 in a number: %s read %s',
    (number, read) => {
      for (const format of ['TD3', 'TD1'] as const) {
        const lines = buildMrz(format, { ...person, documentNumber: number });
        const misread = lines.map((line) => line.replace(number, read));
        expect(readMrz(misread.join('\n'))).toMatchObject({ valid: true, documentNumber: number });
      }
    },
  );

  it('leaves an ambiguous number unread rather than guessing', () => {
    const lines = buildMrz('TD3', { ...person, documentNumber: 'YB1O5S27' });
    const misread = lines.map((line) => line.replace('YB1O5S27', 'YB1OSS27'));
    expect(readMrz(misread.join('\n'))?.valid).toBe(false);
  });

  it('drops the noise OCR finds in the fillers after the names', () => {
    const lines = buildMrz('TD3', person);
    const noisy = [`${lines[0]!.slice(0, 40)}L<<<`, lines[1]!];
    expect(readMrz(noisy.join('\n'))?.firstName).toBe('GIULIA MARIA');
  });

  it('repairs a line with one character too many or too few', () => {
    const lines = buildMrz('TD1', person);
    const extra = [lines[0]!, `${lines[1]!.slice(0, 15)}1${lines[1]!.slice(15)}`, lines[2]!];
    expect(readMrz(extra.join('\n'))).toMatchObject({ valid: true, expiryDate: '310308' });
    const missing = [lines[0]!, lines[1]!.replace('<<<', '<<'), lines[2]!];
    expect(readMrz(missing.join('\n'))).toMatchObject({ valid: true });
  });

  it('does not call valid a zone whose composite check digit could not be read', () => {
    const lines = buildMrz('TD1', person);
    const unread = [lines[0]!, `${lines[1]!.slice(0, 29)}H`, lines[2]!];
    expect(readMrz(unread.join('\n'))).toMatchObject({
      valid: false,
      checkDigits: { composite: false },
    });
  });

  it('does not take a number misread so that its own check digit passes (the composite fails)', () => {
    const lines = buildMrz('TD1', { ...person, documentNumber: 'LZ6311T47' });
    expect(lines[0]).toBe('I<ITALZ6311T475<<<<<<<<<<<<<<<');
    // As OCR read it: a 7 too many, the check digit 5 lost. L7Z6311T4 passes its check digit as
    // L7263I1T4 with two swaps; the composite does not.
    const misread = ['I<ITAL7Z6311T47<<<<<<<<<<<<<<<', lines[1]!, lines[2]!];
    expect(readMrz(misread.join('\n'))).toMatchObject({
      valid: false,
      checkDigits: { documentNumber: true, composite: false },
    });
  });

  it('reads the ICAO specimen when OCR turns its fillers into K, L, C and «', () => {
    const misread = [
      'P<UTOERIKSSON<<ANNA<MARIA<<KLLKC<<<LLLLKK<<<<<LLL',
      'L898902C36UTO7408122F1204159ZE184226B<<K«L10',
    ];
    expect(readMrz(`PASSPORT\n${misread.join('\n')}\n`)).toMatchObject({
      valid: true,
      lastName: 'ERIKSSON',
      firstName: 'ANNA MARIA',
      documentNumber: 'L898902C3',
      lines: icaoTd3,
    });
  });

  it('reads a separator OCR saw as <K<', () => {
    const lines = buildMrz('TD3', { ...person, lastName: 'Specimen', firstName: 'Vzor' });
    const misread = [lines[0]!.replace('SPECIMEN<<VZOR', 'SPECIMEN<K<VZOR'), lines[1]!];
    expect(readMrz(misread.join('\n'))).toMatchObject({ lastName: 'SPECIMEN', firstName: 'VZOR' });
  });

  it('reads a separator OCR saw as <Z< in a name that has no other', () => {
    const lines = buildMrz('TD3', { ...person, lastName: 'Specimen', firstName: 'Specimen' });
    const misread = [lines[0]!.replace('SPECIMEN<<SPECIMEN', 'SPECIMEN<Z<SPECIMEN'), lines[1]!];
    expect(readMrz(misread.join('\n'))).toMatchObject({
      lastName: 'SPECIMEN',
      firstName: 'SPECIMEN',
    });
  });

  it('keeps a name that ends in K before its fillers', () => {
    expect(repairFillers('NOVAK<<ERIK<<<<<<')).toBe('NOVAK<<ERIK<<<<<<');
  });

  it.each([
    [
      'MRVA',
      [
        'V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
        'L8988901C4XXX4009078F96121096ZE184226B<<<<<<',
      ],
    ],
    ['MRVB', ['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'L8988901C4XXX4009078F9612109<<<<<<<<']],
  ] as const)('reads a visa (%s), which has no composite check digit', (format, lines) => {
    expect(readMrz(lines.join('\n'))).toMatchObject({
      format,
      valid: true,
      documentType: 'V',
      documentNumber: 'L8988901C',
      nationality: 'XXX',
      birthDate: '400907',
      expiryDate: '961210',
      checkDigits: { documentNumber: true, birthDate: true, expiryDate: true },
    });
  });

  it('never calls valid a zone whose check digits fail', () => {
    const wrongBirth = [icaoTd3[0], icaoTd3[1]!.replace('7408122', '7408129')];
    const reading = readMrz(wrongBirth.join('\n'));
    expect(reading).toMatchObject({ valid: false, checkDigits: { birthDate: false } });
  });

  it('gives ISO dates: birth dates in the past, expiry dates in this century', () => {
    expect(mrzDateToIso('740812', 'birth')).toBe('1974-08-12');
    expect(mrzDateToIso('120415', 'expiry')).toBe('2012-04-15');
    expect(mrzDateToIso('741312', 'birth')).toBeNull();
  });

  it('finds nothing in text without a zone', () => {
    expect(readMrz('REPUBBLICA ITALIANA\nPASSAPORTO\n')).toBeNull();
  });
});

describe('comparing what was read with what was entered', () => {
  it.each([
    ['Giulia', 'GIULIA', 'MATCH'],
    ['giulia maria', 'GIULIA', 'MATCH'],
    ['Giulia', 'GIULIA MARIA', 'MATCH'],
    ['José Luis', 'JOSE LUIS', 'MATCH'],
    ['Núñez García', 'NUNEZ GARCIA', 'MATCH'],
    ['Müller', 'MUELLER', 'MATCH'],
    ['Müller', 'MULLER', 'MATCH'],
    ['Åsa', 'AASA', 'MATCH'],
    ['Giulia', 'GIULTIA', 'NEAR'],
    ['Rossi', 'RUSSO', 'MISMATCH'],
    ['Rossi', null, 'NOT_READABLE'],
    // Fillers read as K, L or C around the names: a person looks, the document is not refused.
    ['Superman', 'KLKSUPERMAN', 'NEAR'],
    ['Vzor', 'KVZOR', 'NEAR'],
    ['Erika', 'ERIKAK', 'NEAR'],
    ['Rossi', 'KRUSSOK', 'MISMATCH'],
    ['  giulia   MARIA ', 'GIULIA MARIA', 'MATCH'],
  ] as const)('%s and %s: %s', (entered, read, expected) => {
    expect(compareNames(entered, read)).toBe(expected);
  });

  it('accepts a name the MRZ cut short', () => {
    expect(compareNames('Wolfeschlegelsteinhausen', 'WOLFESCHLEGELSTEIN')).toBe('MATCH');
  });

  it('compares numbers and dates strictly when a check digit vouches for them', () => {
    expect(compareNumbers('ya 821-3457', 'YA8213457', { checked: true })).toBe('MATCH');
    expect(compareNumbers('YA8213458', 'YA8213457', { checked: true })).toBe('MISMATCH');
    expect(compareNumbers('YA8213458', 'YA8213457', { checked: false })).toBe('NEAR');
    // A check digit may pass by chance on a double confusion (AB1250Z87 read A81250287).
    expect(compareNumbers('AB1250Z87', 'A81250287', { checked: true })).toBe('NEAR');
    expect(compareDates('2031-03-08', '310308', { checked: true })).toBe('MATCH');
    expect(compareDates('2031-03-09', '310308', { checked: true })).toBe('MISMATCH');
    expect(compareDates('2021-03-09', '2021-03-08', { checked: false })).toBe('NEAR');
    expect(compareDates('2021-03-09', '2019-11-01', { checked: false })).toBe('MISMATCH');
  });
});

describe('printed fields', () => {
  it('finds dates as documents print them', () => {
    expect(findDates('09 MAR 2021 QUESTURA\n18 APR/AVR 1992\n08.03.2031 1O/O3/2O2O')).toEqual([
      '2021-03-09',
      '1992-04-18',
      '2031-03-08',
      '2020-03-10',
    ]);
    expect(findDates('31.02.2020 99 XYZ 2020')).toEqual([]);
  });

  it.each([
    ['16 APR 07', '2007-04-16'],
    ['01.07.09', '2009-07-01'],
    ['22/02/08', '2008-02-22'],
    ['12 AGO 1974', '1974-08-12'],
    ['4 JUIL. 2006', '2006-07-04'],
    ['04 JUIN 2006', '2006-06-04'],
    ['08 MÄRZ 2011', '2011-03-08'],
    ['3 DIC 1999', '1999-12-03'],
    ['08 08 2006', '2006-08-08'],
    ['21 OKT 68', '1968-10-21'],
  ])('finds %s, a date with a two-digit year or in one of the five languages', (text, date) => {
    expect(findDates(`Date of issue / Date de délivrance\n${text}\n`)).toEqual([date]);
  });

  it('reads the numbered fields of an EU driving licence', () => {
    const text =
      'PATENTE DI GUIDA\n1. ROSSI\n2. GIULIA\n3. 18.04.1992 BOLOGNA (BO)\n' +
      '4a. 04.05.2023 4c. MIT-UCO\n4b. 18.04.2034\n5. BO5123456K\n9. AM/B1/B\n';
    expect(readLicenceFields(text)).toEqual({
      lastName: 'ROSSI',
      firstName: 'GIULIA',
      issueDate: '2023-05-04',
      expiryDate: '2034-04-18',
      number: 'BO5123456K',
    });
  });
});
