import path from 'node:path';
import fp from 'fastify-plugin';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Files of the application: `${DATA_DIR}/files` by default, an S3-compatible bucket when configured. */
    fileStorage: FileStorage;
  }
}

export const storagePlugin = fp(
  async (fastify) => {
    const { config } = fastify;
    const storage: FileStorage = config.files.s3
      ? new S3FileStorage(config.files.s3)
      : new LocalFileStorage(path.join(config.dataDir, 'files'));
    fastify.decorate('fileStorage', storage);
  },
  { name: 'storage', dependencies: ['core'] },
);
