import { describe, expect, it, vi } from 'vitest';
import { chunkReloadStorageKey, isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

describe('chunk-load failure', () => {
  it('recognises the browsers’ dynamic import errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const reload = vi.fn();
    const storage = window.sessionStorage;
    expect(reloadAfterChunkError({ storage, now: 1_000_000, reload })).toBe(true);
    expect(storage.getItem(chunkReloadStorageKey)).toBe('1000000');
    expect(reloadAfterChunkError({ storage, now: 1_059_999, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError({ storage, now: 1_060_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
