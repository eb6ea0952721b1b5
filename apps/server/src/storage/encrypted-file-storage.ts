import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FileStorage } from './file-storage';

/** `WFE1`: the format of an encrypted file. */
const magic = Buffer.from('WFE1');
const fingerprintLength = 8;
const ivLength = 12;
const tagLength = 16;
const headerLength = magic.length + fingerprintLength + ivLength + tagLength;

/** A 32-byte key written as 64 hex digits or as base64 / base64url. */
export function parseEncryptionKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : null;
  return key && key.length === 32 ? key : null;
}

export class DecryptionError extends Error {
  override readonly name = 'DecryptionError';
}

/**
 * Encryption at rest around another storage: AES-256-GCM with a random 96-bit IV per file and its
 * 128-bit authentication tag. The key is bound to each file's key as additional authenticated data,
 * so a file moved under another key does not decrypt either. Layout:
 * `WFE1 | key fingerprint (8) | IV (12) | tag (16) | ciphertext`.
 */
export class EncryptedFileStorage implements FileStorage {
  readonly #key: Buffer;
  readonly #fingerprint: Buffer;

  constructor(
    private readonly inner: FileStorage,
    key: Buffer,
  ) {
    if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
    this.#key = Buffer.from(key);
    this.#fingerprint = createHash('sha256').update(key).digest().subarray(0, fingerprintLength);
  }

  encrypt(key: string, content: Buffer): Buffer {
    const iv = randomBytes(ivLength);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: tagLength });
    cipher.setAAD(Buffer.from(key));
    const ciphertext = Buffer.concat([cipher.update(content), cipher.final()]);
    return Buffer.concat([magic, this.#fingerprint, iv, cipher.getAuthTag(), ciphertext]);
  }

  decrypt(key: string, stored: Buffer): Buffer {
    if (stored.length < headerLength || !stored.subarray(0, magic.length).equals(magic)) {
      throw new DecryptionError(`${key} is not an encrypted file`);
    }
    let offset = magic.length;
    const fingerprint = stored.subarray(offset, (offset += fingerprintLength));
    if (!fingerprint.equals(this.#fingerprint)) {
      throw new DecryptionError(`${key} was encrypted with another key`);
    }
    const iv = stored.subarray(offset, (offset += ivLength));
    const tag = stored.subarray(offset, (offset += tagLength));
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv, { authTagLength: tagLength });
    decipher.setAAD(Buffer.from(key));
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(stored.subarray(offset)), decipher.final()]);
    } catch {
      throw new DecryptionError(`${key} failed its integrity check`);
    }
  }

  async put(key: string, content: Buffer): Promise<void> {
    await this.inner.put(key, this.encrypt(key, content));
  }

  async get(key: string): Promise<Buffer | null> {
    const stored = await this.inner.get(key);
    return stored === null ? null : this.decrypt(key, stored);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }
}
