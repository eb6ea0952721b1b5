import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DecryptionError,
  EncryptedFileStorage,
  parseEncryptionKey,
} from '../../src/storage/encrypted-file-storage';
import { LocalFileStorage } from '../../src/storage/local-file-storage';
import { S3FileStorage } from '../../src/storage/s3-file-storage';
import { loadConfig } from '../../src/config';

const key = Buffer.alloc(32, 7);

describe('EncryptedFileStorage (AES-256-GCM)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wayfarer-storage-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('round-trips, with a fresh IV per file, and refuses a tampered file', async () => {
    const local = new LocalFileStorage(dir);
    const encrypted = new EncryptedFileStorage(local, key);
    const content = Buffer.from('the same content twice');
    await encrypted.put('documents/a/1', content);
    await encrypted.put('documents/a/2', content);
    const [one, two] = [await local.get('documents/a/1'), await local.get('documents/a/2')];
    expect(one!.equals(two!)).toBe(false);
    expect((await encrypted.get('documents/a/1'))!.equals(content)).toBe(true);
    const tampered = Buffer.from(one!);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => encrypted.decrypt('documents/a/1', tampered)).toThrow(DecryptionError);
    expect(await encrypted.get('documents/a/none')).toBeNull();
    await encrypted.delete('documents/a/1');
    expect(await encrypted.get('documents/a/1')).toBeNull();
    // No temporary files left behind.
    expect(await readdir(path.join(dir, 'documents', 'a'))).toEqual(['2']);
  });

  it('refuses keys that would leave the storage root', async () => {
    const local = new LocalFileStorage(dir);
    for (const bad of ['../x', 'documents/../../x', '/etc/passwd', 'a//b', '']) {
      await expect(local.put(bad, Buffer.from('x'))).rejects.toThrow('invalid storage key');
    }
  });

  it('reads keys as 64 hex digits or base64 of 32 bytes, and the configuration refuses others', () => {
    expect(parseEncryptionKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseEncryptionKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey('short')).toBeNull();
    expect(() => loadConfig({ DOCUMENTS_ENCRYPTION_KEY: 'short' })).toThrow(
      /DOCUMENTS_ENCRYPTION_KEY/,
    );
    expect(
      loadConfig({ DOCUMENTS_ENCRYPTION_KEY: 'ab'.repeat(32) }).documents.encryptionKey,
    ).toHaveLength(32);
    expect(() => loadConfig({ S3_BUCKET: 'docs' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});

describe('S3FileStorage', () => {
  const objects = new Map<string, Buffer>();
  const authorizations: string[] = [];
  const server = Fastify();
  server.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  server.route({
    method: ['GET', 'PUT', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      authorizations.push(String(request.headers.authorization ?? ''));
      const url = request.url;
      if (request.method === 'PUT') {
        objects.set(url, request.body as Buffer);
        return reply.status(200).send();
      }
      if (request.method === 'DELETE') {
        objects.delete(url);
        return reply.status(204).send();
      }
      const object = objects.get(url);
      if (!object) return reply.status(404).type('application/xml').send('<Error/>');
      return reply.type('application/octet-stream').send(object);
    },
  });
  let endpoint: string;
  beforeAll(async () => {
    await server.listen({ host: '127.0.0.1', port: 0 });
    endpoint = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('puts, gets and deletes objects with signed requests (path style)', async () => {
    const s3 = new S3FileStorage({
      bucket: 'wayfarer',
      region: 'eu-south-1',
      endpoint,
      forcePathStyle: true,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      prefix: 'files/',
    });
    await s3.put('documents/u/d', Buffer.from('encrypted bytes'));
    expect([...objects.keys()]).toEqual(['/wayfarer/files/documents/u/d']);
    expect((await s3.get('documents/u/d'))?.toString()).toBe('encrypted bytes');
    await s3.delete('documents/u/d');
    expect(await s3.get('documents/u/d')).toBeNull();
    await s3.delete('documents/u/d');
    expect(
      authorizations.every((a) => a.startsWith('AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/')),
    ).toBe(true);
    expect(authorizations[0]).toContain('/eu-south-1/s3/aws4_request');
  });

  it('addresses the bucket as a sub-domain without path style', () => {
    const s3 = new S3FileStorage({
      bucket: 'wayfarer',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'a',
      secretAccessKey: 'b',
      prefix: '',
    });
    expect(s3.urlOf('documents/u/d')).toBe(
      'https://wayfarer.s3.eu-west-1.amazonaws.com/documents/u/d',
    );
  });
});
