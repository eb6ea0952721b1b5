import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityDocuments } from '../../src/db/schema-documents';
import { webhookEvents } from '../../src/db/schema-webhooks';
import { demoTravellers } from '../../src/db/seed/users';
import type { EngineResult } from '../../src/verification/engine';
import {
  DocumentVerifier,
  documentVerificationQueue,
  documentVerificationSweepQueue,
  MAX_ATTEMPTS,
  queueVerification,
} from '../../src/modules/documents/verification';
import { buildTestApp, type TestApp } from '../helpers/app';

/*
 * The verification's life on the job system, with engines that fail, hang or approve at will (the
 * real engine's outcomes are in verification-api.test.ts). The app verifies nothing itself
 * (DOCUMENTS_VERIFICATION_WORKERS=0): each test starts its own verifier on the app's queue.
 */

const travellers = [
  demoTravellers.newcomer.id,
  demoTravellers.registry.id,
  demoTravellers.privacy.id,
  demoTravellers.consents.id,
];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    DOCUMENTS_VERIFICATION_WORKERS: '0',
    JOBS_POLLING_INTERVAL_SECONDS: '0.5',
  });
});
afterAll(() => t?.close());

const approved: EngineResult = {
  outcome: 'APPROVED',
  fields: [],
  image: [],
  reviewReason: null,
  read: {},
  comparisons: {},
  quality: { sharpness: 1, brightLuminance: 1, width: 1000, height: 700 },
  mrzFormat: 'TD3',
  durationMs: 1,
};

/** A verifier on the app's queue whose engines answer `verify`; a closed engine fails its call. */
function verifier(verify: () => Promise<EngineResult>) {
  const closed: number[] = [];
  const instance = new DocumentVerifier({
    db: t.database.db,
    jobs: t.app.jobs,
    files: { get: async () => Buffer.from('an image') } as never,
    workers: 1,
    limits: { timeoutMs: 20_000, budgetMs: 1500 },
    log: t.app.log,
    createEngine: () => {
      let fail: (error: Error) => void = () => {};
      return {
        verify: () =>
          new Promise<EngineResult>((resolve, reject) => {
            fail = reject;
            verify().then(resolve, reject);
          }),
        close: async () => {
          closed.push(Date.now());
          fail(new Error('the engine was closed'));
        },
      };
    },
  });
  return { instance, closed };
}

/** A document of its own traveller waiting for its verification; queued unless told otherwise. */
async function waitingDocument(userId: string, { queue = true } = {}) {
  return t.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(identityDocuments)
      .values({
        userId,
        type: 'PASSPORT',
        number: 'YA8213457',
        issuingCountry: 'IT',
        issueDate: '2021-03-09',
        expiryDate: '2031-03-08',
        status: 'UPLOADED',
        fileKey: `documents/${userId}/passport`,
      })
      .returning();
    if (queue) await queueVerification(t.app.jobs, tx as never, row!.id);
    return row!;
  });
}

async function documentRow(id: string) {
  const [row] = await t.database.db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.id, id));
  return row!;
}

async function decided(id: string) {
  for (let tries = 0; tries < 120; tries++) {
    const row = await documentRow(id);
    if (row.status !== 'UPLOADED') return row;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the verification did not finish');
}

async function jobStates(documentId: string) {
  const rows = await t.database.query<{ state: string }>(
    `select state from pgboss.job where name = $1 and data->>'documentId' = $2`,
    [documentVerificationQueue, documentId],
  );
  return rows.map((row) => row.state);
}

describe('the verification jobs', () => {
  it(
    `try an engine that fails ${MAX_ATTEMPTS} times, then leave the document to a person`,
    {
      timeout: 60_000,
    },
    async () => {
      let calls = 0;
      const { instance } = verifier(async () => {
        calls++;
        throw new Error('the engine broke');
      });
      await instance.start();
      try {
        const document = await waitingDocument(travellers[0]!);
        const row = await decided(document.id);
        expect(calls).toBe(MAX_ATTEMPTS);
        expect(row.status).toBe('TO_VALIDATE');
        expect(row.verification).toMatchObject({
          outcome: 'TO_VALIDATE',
          reviewReason: 'ENGINE_FAILED',
        });
        const events = await t.database.db
          .select()
          .from(webhookEvents)
          .where(eq(webhookEvents.type, 'document.needs_review'));
        expect(events.map((event) => event.userId)).toEqual([travellers[0]]);
      } finally {
        await instance.stop();
      }
    },
  );

  it(
    'queue at start a document left waiting without a job, and verify it',
    {
      timeout: 60_000,
    },
    async () => {
      const document = await waitingDocument(travellers[1]!, { queue: false });
      expect(await jobStates(document.id)).toEqual([]);
      const { instance } = verifier(async () => approved);
      await instance.start();
      try {
        await instance.queueLeftovers();
        expect((await decided(document.id)).status).toBe('APPROVED');
        // Nothing left waiting: a second start queues nothing more.
        await instance.queueLeftovers();
        // The queue marks the job done just after its handler returns, so give it that moment.
        await vi.waitFor(
          async () =>
            expect((await jobStates(document.id)).filter((state) => state !== 'completed')).toEqual(
              [],
            ),
          { timeout: 10_000, interval: 100 },
        );
      } finally {
        await instance.stop();
      }
    },
  );

  it(
    'queue again, on the periodic sweep, a document whose job gave up, and verify it',
    {
      timeout: 60_000,
    },
    async () => {
      const document = await waitingDocument(travellers[3]!);
      // Its job used up its retries while no engine could take it.
      await t.database.query(
        `update pgboss.job set state = 'failed' where name = $1 and data->>'documentId' = $2`,
        [documentVerificationQueue, document.id],
      );
      const { instance } = verifier(async () => approved);
      await instance.start();
      try {
        await t.app.jobs.send(documentVerificationSweepQueue, {});
        expect((await decided(document.id)).status).toBe('APPROVED');
        await vi.waitFor(
          async () =>
            expect((await jobStates(document.id)).sort()).toEqual(['completed', 'failed']),
          { timeout: 10_000, interval: 100 },
        );
      } finally {
        await instance.stop();
      }
    },
  );

  it(
    'hand a verification still running at shutdown back: its job retried, the attempt not counted',
    {
      timeout: 60_000,
    },
    async () => {
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const hanging = verifier(() => {
        started();
        return new Promise<EngineResult>(() => {});
      });
      await hanging.instance.start();
      const document = await waitingDocument(travellers[2]!);
      await running;
      await hanging.instance.stop(200);
      expect(hanging.closed.length).toBeGreaterThan(0);
      const row = await documentRow(document.id);
      expect(row).toMatchObject({ status: 'UPLOADED', verificationAttempts: 0 });
      expect(await jobStates(document.id)).toEqual(['retry']);

      // The next instance takes it at once.
      const next = verifier(async () => approved);
      await next.instance.start();
      try {
        const verified = await decided(document.id);
        expect(verified).toMatchObject({ status: 'APPROVED', verificationAttempts: 1 });
      } finally {
        await next.instance.stop();
      }
    },
  );
});
