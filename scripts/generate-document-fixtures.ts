// Synthetic specimen documents for the verification engine's tests and benchmark:
//
//   npx tsx scripts/generate-document-fixtures.ts
//
// Renders passports, identity cards (front and back combined, as the web app sends them) and
// driving licences from SVG with sharp, for made-up people with known values, with machine-readable
// zones computed with correct check digits; then the degraded variants (blurred, dark, rotated,
// cropped, a mismatching name). Writes the images and `manifest.json` (the values and the outcome
// the engine must reach) to apps/server/test/documents/fixtures/.
//
// Fonts: DejaVu Sans and DejaVu Sans Mono (Debian's fonts-dejavu-core), found by librsvg through
// fontconfig. The output is deterministic (seeded noise), so regenerating changes no file unless
// this script changes.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { buildMrz, type MrzFormat, type MrzPerson } from '../apps/server/src/verification/mrz';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'apps/server/test/documents/fixtures');

type DocumentType = 'PASSPORT' | 'IDENTITY_CARD' | 'DRIVING_LICENCE';
type Variant = 'clean' | 'blurred' | 'dark' | 'rotated' | 'cropped' | 'mismatching-name';

interface Specimen {
  id: string;
  type: DocumentType;
  /** What the document shows. */
  person: MrzPerson & { placeOfBirth: string; issueDate: string; authority: string };
  /** ISO alpha-2 of the issuing country, as the traveller picks it. */
  issuingCountry: string;
  country: { name: string; title: string; subtitle: string; nationality: string };
  mrzFormat?: MrzFormat;
  /** Encoded as JPEG with sensor-like noise (a phone photo) instead of PNG (a scan). */
  photo?: boolean;
}

const specimens: Specimen[] = [
  {
    id: 'passport-rossi',
    type: 'PASSPORT',
    mrzFormat: 'TD3',
    issuingCountry: 'IT',
    country: {
      name: 'REPUBBLICA ITALIANA',
      title: 'PASSAPORTO',
      subtitle: 'PASSPORT',
      nationality: 'ITALIANA',
    },
    person: {
      issuingState: 'ITA',
      nationality: 'ITA',
      lastName: 'Rossi',
      firstName: 'Giulia',
      documentNumber: 'YA8213457',
      birthDate: '1992-04-18',
      expiryDate: '2031-03-08',
      issueDate: '2021-03-09',
      sex: 'F',
      placeOfBirth: 'BOLOGNA (BO)',
      authority: 'QUESTURA DI BOLOGNA',
    },
  },
  {
    id: 'passport-nunez',
    type: 'PASSPORT',
    mrzFormat: 'TD3',
    issuingCountry: 'ES',
    country: {
      name: 'REINO DE ESPAÑA',
      title: 'PASAPORTE',
      subtitle: 'PASSPORT',
      nationality: 'ESPAÑOLA',
    },
    person: {
      issuingState: 'ESP',
      nationality: 'ESP',
      lastName: 'Núñez García',
      firstName: 'José Luis',
      documentNumber: 'PAK274913',
      birthDate: '1987-11-02',
      expiryDate: '2032-06-14',
      issueDate: '2022-06-15',
      sex: 'M',
      placeOfBirth: 'SEVILLA',
      authority: 'DGP 41087',
      optional: '48213579K',
    },
    photo: true,
  },
  {
    id: 'passport-dubois',
    type: 'PASSPORT',
    mrzFormat: 'TD3',
    issuingCountry: 'FR',
    country: {
      name: 'RÉPUBLIQUE FRANÇAISE',
      title: 'PASSEPORT',
      subtitle: 'PASSPORT',
      nationality: 'FRANÇAISE',
    },
    person: {
      issuingState: 'FRA',
      nationality: 'FRA',
      lastName: 'Dubois',
      firstName: 'Amélie Claire',
      documentNumber: '21CK84306',
      birthDate: '1979-08-27',
      expiryDate: '2033-01-30',
      issueDate: '2023-01-31',
      sex: 'F',
      placeOfBirth: 'LYON',
      authority: 'PRÉFECTURE DU RHÔNE',
    },
  },
  {
    id: 'id-card-rossi',
    type: 'IDENTITY_CARD',
    mrzFormat: 'TD1',
    issuingCountry: 'IT',
    country: {
      name: 'REPUBBLICA ITALIANA',
      title: "CARTA D'IDENTITÀ",
      subtitle: 'IDENTITY CARD',
      nationality: 'ITA',
    },
    person: {
      issuingState: 'ITA',
      nationality: 'ITA',
      lastName: 'Rossi',
      firstName: 'Giulia',
      documentNumber: 'CA48215KR',
      birthDate: '1992-04-18',
      expiryDate: '2032-04-18',
      issueDate: '2022-02-11',
      sex: 'F',
      placeOfBirth: 'BOLOGNA (BO)',
      authority: 'COMUNE DI BOLOGNA',
    },
  },
  {
    id: 'id-card-mueller',
    type: 'IDENTITY_CARD',
    mrzFormat: 'TD1',
    issuingCountry: 'DE',
    country: {
      name: 'BUNDESREPUBLIK DEUTSCHLAND',
      title: 'PERSONALAUSWEIS',
      subtitle: 'IDENTITY CARD',
      nationality: 'DEUTSCH',
    },
    person: {
      issuingState: 'D',
      nationality: 'D',
      lastName: 'Müller',
      firstName: 'Lukas',
      documentNumber: 'LZ6311T47',
      birthDate: '1990-01-23',
      expiryDate: '2031-09-05',
      issueDate: '2021-09-06',
      sex: 'M',
      placeOfBirth: 'MÜNCHEN',
      authority: 'STADT MÜNCHEN',
    },
    photo: true,
  },
  {
    id: 'id-card-lindqvist',
    type: 'IDENTITY_CARD',
    mrzFormat: 'TD2',
    issuingCountry: 'SE',
    country: {
      name: 'SVERIGE',
      title: 'NATIONELLT ID-KORT',
      subtitle: 'IDENTITY CARD',
      nationality: 'SVENSK',
    },
    person: {
      issuingState: 'SWE',
      nationality: 'SWE',
      lastName: 'Lindqvist',
      firstName: 'Åsa',
      documentNumber: '71543208',
      birthDate: '1995-05-30',
      expiryDate: '2030-12-01',
      issueDate: '2025-12-02',
      sex: 'F',
      placeOfBirth: 'GÖTEBORG',
      authority: 'POLISMYNDIGHETEN',
    },
  },
  {
    id: 'licence-rossi',
    type: 'DRIVING_LICENCE',
    issuingCountry: 'IT',
    country: {
      name: 'REPUBBLICA ITALIANA',
      title: 'PATENTE DI GUIDA',
      subtitle: 'DRIVING LICENCE',
      nationality: 'I',
    },
    person: {
      issuingState: 'ITA',
      nationality: 'ITA',
      lastName: 'Rossi',
      firstName: 'Giulia',
      documentNumber: 'BO5123456K',
      birthDate: '1992-04-18',
      expiryDate: '2034-04-18',
      issueDate: '2023-05-04',
      sex: 'F',
      placeOfBirth: 'BOLOGNA (BO)',
      authority: 'MIT-UCO',
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Drawing

const esc = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** `09 MAR 2021`, as passports print dates. */
const passportDate = (iso: string) =>
  `${iso.slice(8, 10)} ${months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
/** `09.03.2021`, as cards print dates. */
const cardDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const upper = (text: string) => text.toUpperCase();

const sans = 'font-family="DejaVu Sans"';
const mono = 'font-family="DejaVu Sans Mono"';

function field(x: number, y: number, label: string, value: string, size = 26) {
  return `<text x="${x}" y="${y}" ${sans} font-size="15" fill="#55606b">${esc(label)}</text>
    <text x="${x}" y="${y + size + 4}" ${sans} font-size="${size}" font-weight="bold" fill="#16202a">${esc(value)}</text>`;
}

/** Light wavy security lines and a pale SPECIMEN stamp over the photo. */
function texture(width: number, height: number, colour: string) {
  const waves: string[] = [];
  for (let row = 0; row < height; row += 46) {
    let d = `M 0 ${row}`;
    for (let x = 0; x < width - 40; x += 40) d += ` Q ${x + 20} ${row + 14} ${x + 40} ${row}`;
    waves.push(`<path d="${d}" stroke="${colour}" stroke-width="1.2" fill="none" opacity="0.35"/>`);
  }
  return waves.join('\n');
}

function portrait(x: number, y: number, width: number, height: number) {
  const cx = x + width / 2;
  const clip = `portrait-${x}-${y}`;
  return `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${width}" height="${height}"/></clipPath>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#c9ced6"/>
    <circle cx="${cx}" cy="${y + height * 0.38}" r="${width * 0.22}" fill="#8a94a3"/>
    <ellipse cx="${cx}" cy="${y + height}" rx="${width * 0.42}" ry="${height * 0.34}" fill="#8a94a3"
      clip-path="url(#${clip})"/>
    <text x="${cx}" y="${y + height * 0.58}" ${sans} font-size="${width * 0.12}" fill="#c0392b" opacity="0.55"
      text-anchor="middle" transform="rotate(-28 ${cx} ${y + height * 0.58})">SPECIMEN</text>`;
}

function mrzText(lines: string[], x: number, firstBaseline: number, width: number, size: number) {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstBaseline + index * size * 1.45}" ${mono} font-size="${size}" fill="#0d1117"
          textLength="${width}" lengthAdjust="spacingAndGlyphs">${esc(line)}</text>`,
    )
    .join('\n');
}

/** A passport's data page (TD3, 125 x 88 mm) on a table. */
function passportSvg(s: Specimen, person: Specimen['person']) {
  const [W, H, margin] = [1300, 920, 30];
  const [pw, ph] = [W - 2 * margin, H - 2 * margin];
  const mrz = buildMrz('TD3', person);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="100%" height="100%" fill="#4b5661"/>
  <g transform="translate(${margin} ${margin})">
    <rect width="${pw}" height="${ph}" rx="18" fill="#efe9dc"/>
    ${texture(pw, ph - 170, '#9bb3c9')}
    <rect y="${ph - 170}" width="${pw}" height="170" fill="#f6f2ea"/>
    <text x="40" y="58" ${sans} font-size="30" font-weight="bold" fill="#1f3a5f">${esc(s.country.name)}</text>
    <text x="${pw - 40}" y="58" ${sans} font-size="26" fill="#1f3a5f" text-anchor="end">${esc(s.country.title)} / ${esc(s.country.subtitle)}</text>
    ${portrait(40, 110, 300, 380)}
    ${field(390, 110, 'Type / Tipo', 'P')}
    ${field(560, 110, 'Code / Codice', person.issuingState)}
    ${field(780, 110, 'Passport No. / N. Passaporto', person.documentNumber)}
    ${field(390, 185, 'Surname / Cognome', upper(person.lastName))}
    ${field(390, 260, 'Given names / Nome', upper(person.firstName))}
    ${field(390, 335, 'Nationality / Cittadinanza', s.country.nationality)}
    ${field(390, 410, 'Date of birth / Data di nascita', passportDate(person.birthDate))}
    ${field(820, 410, 'Sex / Sesso', person.sex)}
    ${field(390, 485, 'Place of birth / Luogo di nascita', person.placeOfBirth)}
    ${field(390, 560, 'Date of issue / Data di rilascio', passportDate(person.issueDate))}
    ${field(820, 560, 'Authority / Autorità', person.authority, 20)}
    ${field(390, 635, 'Date of expiry / Data di scadenza', passportDate(person.expiryDate))}
    ${mrzText(mrz, 34, ph - 100, pw - 68, 44)}
  </g>
</svg>`;
}

/** An identity card, front above back, as the web app combines them. */
function idCardSvg(s: Specimen, person: Specimen['person'], format: 'TD1' | 'TD2') {
  const [cw, ch, gap, margin] = format === 'TD2' ? [1040, 733, 40, 40] : [1000, 630, 40, 40];
  const W = cw + 2 * margin;
  const H = 2 * ch + gap + 2 * margin;
  const mrz = buildMrz(format, person);
  const mrzSize = format === 'TD2' ? 40 : 44;
  const mrzTop = ch - 40 - (mrz.length - 1) * mrzSize * 1.45;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="100%" height="100%" fill="#3f4a44"/>
  <g transform="translate(${margin} ${margin})">
    <rect width="${cw}" height="${ch}" rx="34" fill="#e8eef2"/>
    ${texture(cw, ch, '#8fb3a1')}
    <text x="36" y="56" ${sans} font-size="28" font-weight="bold" fill="#1d4d3a">${esc(s.country.name)}</text>
    <text x="36" y="92" ${sans} font-size="22" fill="#1d4d3a">${esc(s.country.title)} / ${esc(s.country.subtitle)}</text>
    ${portrait(36, 130, 250, 320)}
    ${field(320, 128, 'Surname / Cognome', upper(person.lastName))}
    ${field(320, 198, 'Name / Nome', upper(person.firstName))}
    ${field(320, 268, 'Sex / Sesso', person.sex)}
    ${field(520, 268, 'Nationality / Cittadinanza', s.country.nationality)}
    ${field(320, 338, 'Date of birth / Data di nascita', cardDate(person.birthDate))}
    ${field(320, 408, 'Document No. / N. documento', person.documentNumber)}
    ${field(320, 478, 'Expiry / Scadenza', cardDate(person.expiryDate))}
  </g>
  <g transform="translate(${margin} ${margin + ch + gap})">
    <rect width="${cw}" height="${ch}" rx="34" fill="#eef1ea"/>
    ${texture(cw, mrzTop - 70, '#a3b8a0')}
    <rect y="${mrzTop - 70}" width="${cw}" height="${ch - mrzTop + 70}" fill="#f7f8f4"/>
    ${field(36, 40, 'Place of birth / Luogo di nascita', person.placeOfBirth)}
    ${field(36, 110, 'Date of issue / Data di rilascio', cardDate(person.issueDate))}
    ${field(420, 110, 'Authority / Autorità', person.authority, 22)}
    ${mrzText(mrz, 30, mrzTop, cw - 60, mrzSize)}
  </g>
</svg>`;
}

/** A driving licence of the EU model, front above back; numbered fields, no MRZ. */
function licenceSvg(s: Specimen, person: Specimen['person']) {
  const [cw, ch, gap, margin] = [1000, 630, 40, 40];
  const W = cw + 2 * margin;
  const H = 2 * ch + gap + 2 * margin;
  const line = (y: number, number: string, value: string) =>
    `<text x="330" y="${y}" ${sans} font-size="27" fill="#1b1f24"><tspan font-weight="bold">${number}</tspan> ${esc(value)}</text>`;
  const categories = ['AM', 'A1', 'A2', 'A', 'B1', 'B', 'C1', 'C'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="100%" height="100%" fill="#4d4750"/>
  <g transform="translate(${margin} ${margin})">
    <rect width="${cw}" height="${ch}" rx="34" fill="#f3dfe3"/>
    ${texture(cw, ch, '#d9a3ae')}
    <rect x="30" y="30" width="90" height="64" fill="#1f4aa8"/>
    <text x="75" y="75" ${sans} font-size="30" font-weight="bold" fill="#ffd84d" text-anchor="middle">${esc(s.country.nationality)}</text>
    <text x="140" y="60" ${sans} font-size="30" font-weight="bold" fill="#7a1f33">${esc(s.country.title)}</text>
    <text x="140" y="94" ${sans} font-size="20" fill="#7a1f33">${esc(s.country.name)}</text>
    ${portrait(36, 140, 250, 320)}
    ${line(160, '1.', upper(person.lastName))}
    ${line(210, '2.', upper(person.firstName))}
    ${line(260, '3.', `${cardDate(person.birthDate)} ${person.placeOfBirth}`)}
    ${line(310, '4a.', cardDate(person.issueDate))}
    <text x="640" y="310" ${sans} font-size="27" fill="#1b1f24"><tspan font-weight="bold">4c.</tspan> ${esc(person.authority)}</text>
    ${line(360, '4b.', cardDate(person.expiryDate))}
    ${line(410, '5.', person.documentNumber)}
    ${line(530, '9.', 'AM/B1/B')}
  </g>
  <g transform="translate(${margin} ${margin + ch + gap})">
    <rect width="${cw}" height="${ch}" rx="34" fill="#f3e6e8"/>
    ${categories
      .map(
        (category, index) =>
          `<rect x="40" y="${40 + index * 66}" width="920" height="66" fill="none" stroke="#9c6b75"/>
           <text x="60" y="${83 + index * 66}" ${sans} font-size="26" fill="#1b1f24">${category}</text>
           <text x="260" y="${83 + index * 66}" ${sans} font-size="24" fill="#1b1f24">${['AM', 'B1', 'B'].includes(category) ? cardDate(person.issueDate) : ''}</text>
           <text x="520" y="${83 + index * 66}" ${sans} font-size="24" fill="#1b1f24">${['AM', 'B1', 'B'].includes(category) ? cardDate(person.expiryDate) : ''}</text>`,
      )
      .join('\n')}
  </g>
</svg>`;
}

function svgOf(s: Specimen, person: Specimen['person']) {
  if (s.type === 'PASSPORT') return passportSvg(s, person);
  if (s.type === 'IDENTITY_CARD')
    return idCardSvg(s, person, s.mrzFormat === 'TD2' ? 'TD2' : 'TD1');
  return licenceSvg(s, person);
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sensor-like noise (+-6 levels), as a phone photo has. */
async function withNoise(image: Sharp, seed: number) {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const next = random(seed);
  for (let index = 0; index < data.length; index++) {
    data[index] = Math.max(0, Math.min(255, data[index]! + Math.round((next() - 0.5) * 12)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
}

// ---------------------------------------------------------------------------------------------
// The set

interface ManifestEntry {
  file: string;
  type: DocumentType;
  variant: Variant;
  /** The traveller's profile name: what the document's name must match. */
  traveller: { firstName: string; lastName: string };
  /** What the traveller entered in the Information step. */
  entered: { number: string; issuingCountry: string; issueDate: string; expiryDate: string };
  /** What the engine must decide. */
  expected: {
    outcome: 'APPROVED' | 'REJECTED' | 'TO_VALIDATE';
    /** Fields that must be flagged (others must not be MISMATCH). */
    fields: { field: string; problem: 'NOT_READABLE' | 'MISMATCH' }[];
    /** Image problems that must be found. */
    image: string[];
  };
  /** Values printed on the document, for the per-field accuracy of the benchmark. */
  printed: {
    firstName: string;
    lastName: string;
    number: string;
    issueDate: string;
    expiryDate: string;
  };
}

const degradedOf: Record<DocumentType, Variant[]> = {
  PASSPORT: ['blurred', 'dark', 'rotated', 'cropped', 'mismatching-name'],
  IDENTITY_CARD: ['blurred', 'dark', 'rotated', 'cropped', 'mismatching-name'],
  DRIVING_LICENCE: ['blurred'],
};

/** The specimen whose variants are made, per type (the demo traveller's documents). */
const degradedBase = new Set(['passport-rossi', 'id-card-rossi', 'licence-rossi']);

const expectedOf = (variant: Variant): ManifestEntry['expected'] => {
  switch (variant) {
    case 'clean':
      return { outcome: 'APPROVED', fields: [], image: [] };
    case 'blurred':
      return { outcome: 'REJECTED', fields: [], image: ['BLURRED'] };
    case 'dark':
      return { outcome: 'REJECTED', fields: [], image: ['DARK'] };
    case 'cropped':
      return { outcome: 'REJECTED', fields: [], image: ['CROPPED'] };
    case 'rotated':
      // A quarter turn: the reader turns the photo back and reads it all.
      return { outcome: 'APPROVED', fields: [], image: [] };
    case 'mismatching-name':
      return {
        outcome: 'REJECTED',
        fields: [{ field: 'lastName', problem: 'MISMATCH' }],
        image: [],
      };
  }
};

async function render(s: Specimen, variant: Variant) {
  // The mismatching name: the same document made out to someone else.
  const person = variant === 'mismatching-name' ? { ...s.person, lastName: 'Russo' } : s.person;
  let image = sharp(Buffer.from(svgOf(s, person)));
  const png = await image.png().toBuffer();
  image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  switch (variant) {
    case 'blurred':
      image = image.blur(5);
      break;
    case 'dark':
      image = image.linear(0.2, 4);
      break;
    case 'rotated':
      image = image.rotate(90);
      break;
    case 'cropped':
      // Cut on the right through the document and its machine-readable zone.
      image = image.extract({ left: 0, top: 0, width: Math.round(width * 0.74), height });
      break;
    default:
      break;
  }
  const photo = s.photo || variant === 'dark';
  if (photo) {
    const noisy = await withNoise(sharp(await image.png().toBuffer()), s.id.length * 7919);
    return { ext: 'jpg', content: await noisy.jpeg({ quality: 86 }).toBuffer() };
  }
  return { ext: 'png', content: await image.png({ compressionLevel: 9 }).toBuffer() };
}

await mkdir(outDir, { recursive: true });
for (const file of await readdir(outDir)) {
  if (/\.(png|jpg|json)$/.test(file)) await rm(path.join(outDir, file));
}

const manifest: ManifestEntry[] = [];
for (const s of specimens) {
  const variants: Variant[] = ['clean', ...(degradedBase.has(s.id) ? degradedOf[s.type] : [])];
  for (const variant of variants) {
    const { ext, content } = await render(s, variant);
    const file = `${s.id}${variant === 'clean' ? '' : `-${variant}`}.${ext}`;
    await writeFile(path.join(outDir, file), content);
    manifest.push({
      file,
      type: s.type,
      variant,
      traveller: { firstName: s.person.firstName, lastName: s.person.lastName },
      entered: {
        number: s.person.documentNumber,
        issuingCountry: s.issuingCountry,
        issueDate: s.person.issueDate,
        expiryDate: s.person.expiryDate,
      },
      expected: expectedOf(variant),
      printed: {
        firstName: s.person.firstName,
        lastName: variant === 'mismatching-name' ? 'Russo' : s.person.lastName,
        number: s.person.documentNumber,
        issueDate: s.person.issueDate,
        expiryDate: s.person.expiryDate,
      },
    });
    console.log(`${file.padEnd(44)} ${(content.length / 1024).toFixed(0).padStart(5)} KB`);
  }
}
await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${manifest.length} fixtures in ${path.relative(root, outDir)}`);
