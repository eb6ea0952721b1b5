import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translations as locales } from '../test/translations';
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

const srcRoot = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
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

  it.each(Object.entries(locales))('%s has exactly the keys of English', (_language, locale) => {
    const keys = flatten(locale);
    expect([...english.keys()].filter((key) => !keys.has(key))).toEqual([]);
    expect([...keys.keys()].filter((key) => !english.has(key))).toEqual([]);
    for (const [key, text] of keys) expect(text.trim(), key).not.toBe('');
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
        const expected = (english.get(key) ?? '').match(/\{\{\w+\}\}/g) ?? [];
        expect(text.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(expected);
      }
    }
  });

  it('has no key that the code does not use, and the code uses no missing key', () => {
    const known = new Set(english.keys());
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

describe('bundle boundaries', () => {
  it('imports values of @wayfarer/contract only through lib/contract.ts (zod stays out of the entry)', () => {
    const offenders = sourceFiles(srcRoot).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /^import\s+(?!type\b)[^;]*from\s+'@wayfarer\/contract'/m.test(text);
    });
    expect(offenders.map((file) => path.relative(srcRoot, file))).toEqual([]);
  });
});
