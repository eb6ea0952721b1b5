import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translations as locales } from '../test/translations';
import glossary from './glossary.json';
import { translationParts } from './i18n';

const en = locales.en;
const localesDir = path.resolve(import.meta.dirname, 'locales');
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')) as Record<string, unknown>;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  if (typeof value === 'string') {
    keys.set(prefix, value);
    return keys;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    for (const entry of flatten(child, prefix ? `${prefix}.${key}` : key)) keys.set(...entry);
  }
  return keys;
}

/** The key without its i18next plural suffix (`trips.duration.day_one` → `trips.duration.day`). */
function pluralBase(key: string): string | undefined {
  const match = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? match[1] : undefined;
}

/**
 * The keys a language must have: those of English, where each plural of English has the forms of
 * the language's plural rules (Intl.PluralRules, as i18next chooses them), and `_zero` when English
 * has one (i18next uses it for a count of 0 in every language).
 */
function expectedKeys(language: string): Set<string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of flatten(en).keys()) {
    const base = pluralBase(key);
    if (!base || key.endsWith('_zero')) {
      keys.add(key);
      continue;
    }
    for (const category of categories) keys.add(`${base}_${category}`);
  }
  return keys;
}

const srcRoot = path.resolve(import.meta.dirname, '..');
const staffConsoleDir = path.join(srcRoot, 'features', 'staff');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // The staff console has strings of its own (features/staff/locales, checked there).
    if (full === staffConsoleDir) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) &&
      !/\.test\.tsx?$/.test(name) &&
      !full.includes(`${path.sep}test${path.sep}`)
      ? [full]
      : [];
  });
}

/**
 * Keys the code uses: `t('a.b')` calls, and string literals that are whole keys (tables such as
 * `labelKey: 'menu.travels'`). Keys must stay static strings for this scan to see them.
 */
function usedKeys(known: Set<string>): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(srcRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) if (match[1]) used.add(match[1]);
    for (const match of text.matchAll(/'([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)'/g)) {
      if (match[1] && known.has(match[1])) used.add(match[1]);
    }
  }
  return used;
}

describe('translation files', () => {
  const languages = Object.keys(locales);

  it('has, for every language, the core file and one file per part', () => {
    const expected = translationParts.map((part) => `${part}.json`).sort();
    for (const language of languages) {
      expect(readdirSync(path.join(localesDir, language)).sort(), language).toEqual(expected);
    }
    expect(
      readdirSync(localesDir)
        .filter((name) => name.endsWith('.json'))
        .sort(),
    ).toEqual(languages.map((language) => `${language}.json`).sort());
  });

  it.each(languages)(
    '%s: each file has the areas of its English file, in no other file',
    (language) => {
      const files = [
        `${language}.json`,
        ...translationParts.map((part) => `${language}/${part}.json`),
      ];
      const seen = new Set<string>();
      for (const file of files) {
        const english = readJson(file.replace(language, 'en'));
        const areas = Object.keys(readJson(file));
        expect(areas, file).toEqual(Object.keys(english));
        for (const area of areas) {
          expect(seen.has(area), `${file}: ${area}`).toBe(false);
          seen.add(area);
        }
      }
    },
  );
});

describe('translations', () => {
  const english = flatten(en);

  it.each(Object.entries(locales))(
    '%s has exactly the keys of English, with the plural forms of its own language',
    (language, locale) => {
      const keys = flatten(locale);
      const expected = expectedKeys(language);
      expect([...expected].filter((key) => !keys.has(key))).toEqual([]);
      expect([...keys.keys()].filter((key) => !expected.has(key))).toEqual([]);
      for (const [key, text] of keys) expect(text.trim(), key).not.toBe('');
    },
  );

  it('writes plurals as i18next plural keys with a count, never as One/Other keys', () => {
    const oldStyle = [...english]
      .filter(([key, text]) => /(?:One|Other)$/.test(key) && text.includes('{{count}}'))
      .map(([key]) => key);
    expect(oldStyle).toEqual([]);
    for (const [key, text] of english) {
      if (pluralBase(key) && !/_zero$/.test(key)) expect(text, key).toContain('{{count}}');
    }
    // French counts 0 as singular: "0 place restante".
    const fr = flatten(locales.fr);
    expect(fr.get('tourChange.choose.seats_one')).toBe('{{count}} place restante');
  });

  it.each(Object.entries(locales).filter(([language]) => language !== 'en'))(
    '%s is translated, not an English copy',
    (_language, locale) => {
      const keys = flatten(locale);
      const same = [...keys].filter(
        ([key, text]) => english.get(key) === text && /\p{L}{3,}\s+\p{L}{3,}/u.test(text),
      );
      expect(same.map(([key]) => key)).toEqual([]);
    },
  );

  it('keeps the interpolations of English in every language', () => {
    for (const locale of Object.values(locales)) {
      for (const [key, text] of flatten(locale)) {
        const base = pluralBase(key);
        const source = english.get(key) ?? (base ? english.get(`${base}_other`) : undefined) ?? '';
        const expected = source.match(/\{\{\w+\}\}/g) ?? [];
        expect(text.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(expected);
      }
    }
  });

  it('has no key that the code does not use, and the code uses no missing key', () => {
    // A plural key is used through its base: t('trips.duration.day', { count }).
    const known = new Set([...english.keys()].map((key) => pluralBase(key) ?? key));
    const used = usedKeys(known);
    expect([...known].filter((key) => !used.has(key))).toEqual([]);
    const calls = new Set<string>();
    for (const file of sourceFiles(srcRoot)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) {
        if (match[1]) calls.add(match[1]);
      }
    }
    expect([...calls].filter((key) => !known.has(key))).toEqual([]);
  });
});

/** Every string of a language, each with its key. */
const strings = (language: string) => [...flatten(locales[language as keyof typeof locales])];
const offenders = (language: string, pattern: RegExp) =>
  strings(language)
    .filter(([, text]) => pattern.test(text))
    .map(([key, text]) => `${key}: ${text}`);

describe('register: one form of address per language', () => {
  it('fr says tu, never vous', () => {
    // "rendez-vous" (a meeting point) is a noun, not an address.
    const vous =
      /(?<![-\p{L}])(?:vous|votre|vos|vôtre|veuillez)(?!\p{L})|\p{L}-vous\b(?<!rendez-vous)/iu;
    expect(offenders('fr', vous)).toEqual([]);
    expect(offenders('fr', /(?<!\p{L})(?:tu|ton|ta|tes|toi|te)(?!\p{L})/iu).length).toBeGreaterThan(
      50,
    );
  });

  it('de says du, never Sie', () => {
    expect(offenders('de', /\b(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/u)).toEqual([]);
    expect(offenders('de', /\b(?:du|dein\w*|dich|dir)\b/iu).length).toBeGreaterThan(50);
  });

  it('es says tú, never usted', () => {
    expect(offenders('es', /\bustede?s?\b/iu)).toEqual([]);
  });

  it('it says tu, never Lei', () => {
    expect(offenders('it', /\b(?:Lei|La preghiamo|Suoi)\b/u)).toEqual([]);
  });
});

describe('typography', () => {
  const languages = Object.keys(locales);

  it.each(languages)('%s: typographic apostrophes and ellipses, no straight quotes', (language) => {
    expect(offenders(language, /'/)).toEqual([]);
    expect(offenders(language, /"/)).toEqual([]);
    expect(offenders(language, /\.\.\./)).toEqual([]);
  });

  /** The quotation marks each language may use; any other is wrong there. */
  const foreignQuotes: Record<string, RegExp> = {
    en: /[«»„]/,
    it: /[„]/,
    es: /[“”„]/,
    fr: /[“”„]/,
    de: /[«»”]/,
  };
  it.each(languages)('%s: the language’s own quotation marks', (language) => {
    expect(offenders(language, foreignQuotes[language]!)).toEqual([]);
    // Opening and closing marks come in pairs.
    for (const [key, text] of strings(language)) {
      const opening = (text.match(/[«„]|“(?=\S)/g) ?? []).length;
      const closing = (text.match(/[»]|(?<=\S)[”“]/g) ?? []).length;
      if (language !== 'de') expect(opening, key).toBe(closing);
    }
  });

  it('fr: a non-breaking space before : ; ! ? » and % and after «, none missing', () => {
    expect(offenders('fr', / [:;!?»%]/)).toEqual([]);
    expect(offenders('fr', /« /)).toEqual([]);
    // ; ! ? » and % always follow a (narrow) non-breaking space; a colon too, unless it is a time
    // or a format (09:45, HH:MM).
    expect(offenders('fr', /[^\u00a0\u202f][;!?»%]/)).toEqual([]);
    expect(offenders('fr', /[^\u00a0\u202f\dHM]:/)).toEqual([]);
    expect(offenders('fr', /«[^\u00a0\u202f]/)).toEqual([]);
  });
});

interface GlossaryEntry {
  term: string;
  avoid?: string[];
}
const concepts = glossary.concepts as Record<string, Record<string, GlossaryEntry | string>>;

describe('glossary: one term per concept', () => {
  const languages = Object.keys(locales).filter((language) => language !== 'en');
  const english = flatten(en);

  it.each(Object.keys(concepts))('%s: each translation uses its term, no other', (concept) => {
    const entries = concepts[concept]!;
    const englishTerm = new RegExp((entries.en as GlossaryEntry).term, 'iu');
    const keys = [...english].filter(([, text]) => englishTerm.test(text)).map(([key]) => key);
    expect(keys.length, `no English string uses ${concept}`).toBeGreaterThan(0);
    for (const language of languages) {
      const entry = entries[language] as GlossaryEntry;
      const term = new RegExp(entry.term, 'iu');
      const texts = new Map(strings(language));
      const missing = keys.filter((key) => !term.test(texts.get(key) ?? ''));
      expect(missing.map((key) => `${language} ${key}: ${texts.get(key)}`)).toEqual([]);
      for (const avoid of entry.avoid ?? []) {
        expect(offenders(language, new RegExp(avoid, 'iu')), `${language} ${avoid}`).toEqual([]);
      }
    }
  });
});

describe('plurals in the code', () => {
  it('leaves the choice of a plural form to i18next (count), never to a count === 1 test', () => {
    const found = sourceFiles(srcRoot).filter((file) =>
      /\bselectPlural\b|\bcount\s*===?\s*1\b|\bpluralKey\b/.test(readFileSync(file, 'utf8')),
    );
    expect(found.map((file) => path.relative(srcRoot, file))).toEqual([]);
  });
});

describe('bundle boundaries', () => {
  it('imports values of @wayfarer/contract only through lib/contract.ts (zod stays out of the entry)', () => {
    const offenders = sourceFiles(srcRoot).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /^import\s+(?!type\b)[^;]*from\s+'@wayfarer\/contract'/m.test(text);
    });
    expect(offenders.map((file) => path.relative(srcRoot, file))).toEqual([]);
  });
});
