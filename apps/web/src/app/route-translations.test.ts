import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathFor } from '@wayfarer/domain';
import { describe, expect, it } from 'vitest';
import { createI18n, withTranslations } from '../i18n/i18n';
import documentsDe from '../i18n/locales/de/documents.json';
import en from '../i18n/locales/en.json';
import { translations } from '../test/translations';
import { createQueryClient } from './query-client';
import { prefetchRoute } from './router';

/** Importing a screen's module graph can take a while on a busy machine. */
const slow = { timeout: 15000 };

describe('translations per route', () => {
  it('downloads a screen’s strings with its route, not before', slow, async () => {
    const i18n = await createI18n('de');
    expect(i18n.exists('dashboard.title')).toBe(true);
    expect(i18n.exists('documents.intro')).toBe(false);
    expect(i18n.exists('camera.capture')).toBe(false);

    await prefetchRoute({
      pathname: pathFor('account/documents', {}, 'de'),
      language: 'de',
      queryClient: createQueryClient({ onUnauthenticated: () => {} }),
    });

    expect(i18n.t('documents.intro')).toBe(documentsDe.documents.intro);
    expect(i18n.t('camera.capture')).toBe(documentsDe.camera.capture);
    // Merged into the core strings, which stay; other screens' parts are still not there.
    expect(i18n.exists('dashboard.title')).toBe(true);
    expect(i18n.exists('booking.bookingId')).toBe(false);
  });

  it('keeps the loader’s value and adds each part once', async () => {
    const i18n = await createI18n('it');
    expect(i18n.exists('trips.intro')).toBe(false);
    const value = await withTranslations(['trips'], async () => 42);
    expect(value).toBe(42);
    expect(i18n.exists('trips.intro')).toBe(true);
    await withTranslations(['trips', 'trips'], async () => null);
    expect(i18n.exists('trips.intro')).toBe(true);
  });
});

const srcRoot = path.resolve(import.meta.dirname, '..');
const coreAreas = new Set(Object.keys(en));
const knownKeys = new Set(flatten(translations.en));

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) =>
    existsSync(file),
  );
}

/** The areas (`documents` of `documents.intro`) of the keys the modules reachable from `entry` use. */
function areasReachableFrom(entry: string): Map<string, string> {
  const areas = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    // The router's dynamic imports are the other routes: each is checked on its own.
    if (seen.has(file) || file === path.join(srcRoot, 'app/router.tsx')) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const keys = [
      ...[...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1]),
      ...[...text.matchAll(/'([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)'/g)]
        .map((match) => match[1])
        .filter((key) => key !== undefined && knownKeys.has(key)),
    ];
    for (const key of keys) {
      const area = key?.split('.')[0];
      if (area && !areas.has(area)) areas.set(area, path.relative(srcRoot, file));
    }
    for (const match of text.matchAll(/(?:from\s+|import\()'(\.{1,2}\/[^']+)'/g)) {
      const target = match[1] && resolveModule(file, match[1]);
      if (target) visit(target);
    }
  };
  visit(entry);
  return areas;
}

/** Each route's screen module and the parts its loader adds, read from app/router.tsx. */
function routeLoaders(): { screen: string; parts: string[] }[] {
  const text = readFileSync(path.join(srcRoot, 'app/router.tsx'), 'utf8');
  return [
    ...text.matchAll(
      /load: \(\) =>\s*(?:withTranslations\(\[([^\]]*)\],\s*\(\) =>\s*)?import\('([^']+)'\)/g,
    ),
  ].map((match) => ({
    screen: match[2] ?? '',
    parts: [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((part) => part[1] ?? ''),
  }));
}

describe('which strings each screen can show', () => {
  it('finds every route of the router', () => {
    expect(routeLoaders().length).toBeGreaterThanOrEqual(16);
  });

  it.each(routeLoaders())(
    '$screen: its keys are in the core file or its parts',
    ({ screen, parts }) => {
      const loaded = new Set(coreAreas);
      for (const part of parts) {
        for (const area of Object.keys(readJsonPart(part))) loaded.add(area);
      }
      const entry = resolveModule(path.join(srcRoot, 'app/router.tsx'), screen);
      expect(entry).toBeDefined();
      const missing = [...areasReachableFrom(entry ?? '')].filter(([area]) => !loaded.has(area));
      expect(missing.map(([area, file]) => `${area} (${file})`)).toEqual([]);
    },
  );

  it.each([
    'app/layouts/default-layout.tsx',
    'app/layouts/notify-layout.tsx',
    'app/root.tsx',
    'main.tsx',
  ])('%s (the shell) uses the core file only', (entry) => {
    const missing = [...areasReachableFrom(path.join(srcRoot, entry))].filter(
      ([area]) => !coreAreas.has(area),
    );
    expect(missing.map(([area, file]) => `${area} (${file})`)).toEqual([]);
  });
});

function readJsonPart(part: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(path.join(srcRoot, 'i18n/locales/en', `${part}.json`), 'utf8'),
  ) as Record<string, unknown>;
}
