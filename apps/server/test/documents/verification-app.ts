import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  documentVerificationResponseSchema,
  type DocumentVerificationResponse,
} from '@wayfarer/contract';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';

/**
 * For a test file: the app with one verification loop (one engine, real OCR) and a data directory
 * of its own, the demo traveller signed in. The upload answers at once; `settled` polls until the
 * verification has decided, as the client does.
 */
export function verificationApp() {
  let t: TestApp;
  let dataDir: string;
  let cookie = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wayfarer-verification-'));
    // Every attempt on each image: what is read must not depend on how busy the machine is.
    t = await buildTestApp({
      DATA_DIR: dataDir,
      DOCUMENTS_VERIFICATION_WORKERS: '1',
      DOCUMENTS_READING_BUDGET_MS: '20000',
      DOCUMENTS_VERIFICATION_TIMEOUT_MS: '100000',
    });
    ({ cookie } = await signIn(t.app, {
      email: demoTravellers.demo.email,
      password: demoPassword,
    }));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const api = {
    get test() {
      return t;
    },
    get cookie() {
      return cookie;
    },
    inject: (options: InjectOptions | string) => t.app.inject(options),
    async settled(imageUrl: string): Promise<DocumentVerificationResponse['data']> {
      for (let tries = 0; tries < 240; tries++) {
        const res = await api.inject({ url: `${imageUrl}/verification`, headers: { cookie } });
        const { data } = documentVerificationResponseSchema.parse(res.json());
        if (data.status !== 'UPLOADED') return data;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error('the verification did not finish');
    },
  };
  return api;
}
