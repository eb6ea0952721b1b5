/** When a lazily loaded chunk is gone (a new release replaced it), reload at most once a minute. */
export const chunkReloadStorageKey = 'wayfarer:chunk-reload-at';
export const chunkReloadGuardMs = 60_000;

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message}`;
  return chunkErrorPatterns.some((pattern) => pattern.test(text));
}

interface ReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: number;
  reload: () => void;
}

/** Reloads unless a reload for the same reason happened less than 60 s ago. Returns whether it reloaded. */
export function reloadAfterChunkError({
  storage = window.sessionStorage,
  now = Date.now(),
  reload,
}: ReloadOptions): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(chunkReloadStorageKey));
  } catch {
    // Storage can be blocked; then never loop.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < chunkReloadGuardMs) return false;
  try {
    storage.setItem(chunkReloadStorageKey, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
