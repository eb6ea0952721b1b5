import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@wayfarer/domain';
import type { Translations } from '../../src/i18n/i18n';

const localesDir = path.resolve(import.meta.dirname, '../../src/i18n/locales');

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')) as Record<string, unknown>;

/** Every string of `language`: the core file and the parts the screens load with their routes. */
function allStrings(language: Language): Translations {
  const merged = readJson(`${language}.json`);
  for (const file of readdirSync(path.join(localesDir, language))) {
    Object.assign(merged, readJson(path.join(language, file)));
  }
  return merged as Translations;
}

export const en = allStrings('en');
export const it = allStrings('it');
export const es = allStrings('es');
export const fr = allStrings('fr');
export const de = allStrings('de');
