import { AwsClient } from 'aws4fetch';
import { assertValidKey, type FileStorage } from './file-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph, R2…); AWS's regional endpoint when unset. */
  endpoint: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prefix of every key in the bucket (e.g. `wayfarer/`). */
  prefix: string;
}

/**
 * Objects in an S3-compatible bucket, signed with AWS Signature V4 (aws4fetch: a few kilobytes,
 * no SDK). Credentials come from the configuration; instance roles are not looked up.
 */
export class S3FileStorage implements FileStorage {
  readonly #client: AwsClient;
  readonly #base: string;

  constructor(private readonly settings: S3Settings) {
    this.#client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
      retries: 2,
    });
    const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
    const origin = endpoint.origin;
    this.#base = settings.forcePathStyle
      ? `${origin}${endpoint.pathname.replace(/\/$/, '')}/${settings.bucket}/`
      : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}/`;
  }

  urlOf(key: string): string {
    assertValidKey(key);
    const full = `${this.settings.prefix}${key}`;
    return this.#base + full.split('/').map(encodeURIComponent).join('/');
  }

  async put(key: string, content: Buffer): Promise<void> {
    const response = await this.#client.fetch(this.urlOf(key), {
      method: 'PUT',
      body: new Uint8Array(content),
      headers: { 'content-type': 'application/octet-stream' },
    });
    await expectOk(response, 'PUT', key);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.#client.fetch(this.urlOf(key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await expectOk(response, 'GET', key);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.#client.fetch(this.urlOf(key), { method: 'DELETE' });
    if (response.status === 404) {
      await response.body?.cancel();
      return;
    }
    await expectOk(response, 'DELETE', key);
  }
}

async function expectOk(response: Response, method: string, key: string) {
  if (response.ok) {
    if (method !== 'GET') await response.body?.cancel();
    return;
  }
  const text = (await response.text()).slice(0, 300);
  throw new Error(`S3 ${method} ${key} failed: ${response.status} ${text}`);
}
