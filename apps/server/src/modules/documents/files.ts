import type { FastifyInstance } from 'fastify';
import { loadOrCreateSecret, randomSecret } from '../../auth/secrets';
import { EncryptedFileStorage } from '../../storage/encrypted-file-storage';

/** The key from DOCUMENTS_ENCRYPTION_KEY, else one generated once and kept in `app_secrets`. */
async function documentsKey(fastify: FastifyInstance): Promise<Buffer> {
  const configured = fastify.config.documents.encryptionKey;
  if (configured) return configured;
  const generated = await loadOrCreateSecret(fastify.db, 'documents.encryption-key', () =>
    randomSecret(32),
  );
  return Buffer.from(generated, 'base64url');
}

/** Document images, encrypted with the documents' key whatever the storage underneath. */
export async function documentFiles(fastify: FastifyInstance) {
  return new EncryptedFileStorage(fastify.fileStorage, await documentsKey(fastify));
}
