/**
 * Where the application keeps files (document images): local files by default, an S3-compatible
 * bucket when configured. Keys are relative paths such as `documents/<user>/<document>`.
 */
export interface FileStorage {
  /** Writes the whole content, replacing any file under the key. */
  put(key: string, content: Buffer): Promise<void>;
  /** The content, or null when there is no file under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses keys that could leave the storage's root (`..`, absolute paths, odd characters). */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
