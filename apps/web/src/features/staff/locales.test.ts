import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentRejectReasons } from '@wayfarer/contract';
import en from './locales/en.json';
import it_ from './locales/it.json';

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the staff console strings', () => {
  it('has every English key in Italian, and no other', () => {
    expect(flatten(it_).sort()).toEqual(flatten(en).sort());
  });

  it('has every key the console uses, and a label for every reject reason', () => {
    const keys = new Set(flatten(en));
    const dir = import.meta.dirname;
    for (const file of readdirSync(dir).filter((name) => /\.tsx?$/.test(name))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const [, key] of text.matchAll(/\bt\(\s*'([^']+)'/g)) {
        expect(keys, `${file}: ${key}`).toContain(key);
      }
    }
    for (const reason of documentRejectReasons) expect(keys).toContain(`rejectReasons.${reason}`);
  });
});
