import type { FastifyBaseLogger } from 'fastify';
import type { DocumentVerification } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { settledWithin } from '../../lib/settled-within';
import type { ReadingLimits } from '../../verification/engine';
import { VerificationThread } from '../../verification/engine-thread';
import {
  claimPendingDocument,
  findHolderName,
  handBackClaims,
  releaseClaim,
  saveVerification,
  type DocumentRow,
} from './repository';

/** Claims tried before a document is left to a person (the engine failing on it each time). */
export const MAX_ATTEMPTS = 3;
const IDLE_POLL_MS = 3_000;
/** OCR workers are let go after this long without work (they hold ~100 MB each). */
const IDLE_RELEASE_MS = 5 * 60_000;

export interface VerificationQueueOptions {
  db: Database;
  files: FileStorage;
  /** Documents verified at once by this instance (one engine each); 0 runs nothing. */
  workers: number;
  limits: Required<ReadingLimits>;
  log: FastifyBaseLogger;
}

/**
 * The verification of uploaded documents, off the request path: each instance runs `workers`
 * loops that claim the oldest document in the UPLOADED status (`for update skip locked`, so
 * instances share the queue), verify its image with the engine (in a thread of its own, off the
 * event loop) within the time limit and store the outcome. A claim whose instance died is taken again once its lease has passed. An upload
 * wakes the loops at once; otherwise they look every few seconds. At shutdown a verification that
 * does not finish within the grace time is handed back to the queue, for this or another instance.
 */
export class VerificationQueue {
  readonly #options: VerificationQueueOptions;
  readonly #leaseMs: number;
  #running = false;
  #loops: Promise<void>[] = [];
  #wakers = new Set<() => void>();
  /** Documents being verified now, and the engines doing it. */
  #inProgress = new Set<string>();
  #engines = new Set<VerificationThread>();

  constructor(options: VerificationQueueOptions) {
    this.#options = options;
    this.#leaseMs = options.limits.timeoutMs + 60_000;
  }

  start(): void {
    if (this.#running || this.#options.workers <= 0) return;
    this.#running = true;
    this.#loops = Array.from({ length: this.#options.workers }, () => this.#loop());
  }

  /** A document was uploaded: idle loops look now. */
  wake(): void {
    for (const waker of this.#wakers) waker();
  }

  /**
   * Claims nothing more and lets the verifications in progress finish within `graceMs`; those
   * still running then are handed back (claim released, the attempt not counted).
   */
  async stop(graceMs = Infinity): Promise<void> {
    this.#running = false;
    this.wake();
    if (!(await settledWithin(Promise.all(this.#loops), graceMs))) {
      const documentIds = [...this.#inProgress];
      this.#inProgress.clear();
      if (documentIds.length > 0) {
        await handBackClaims(this.#options.db, documentIds).then(
          () => this.#options.log.warn({ documentIds }, 'verification interrupted, handed back'),
          (error: unknown) =>
            this.#options.log.error({ err: error, documentIds }, 'could not hand documents back'),
        );
      }
      await Promise.all([...this.#engines].map((engine) => engine.close()));
    }
    this.#loops = [];
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#wakers.add(done);
    });
  }

  async #loop(): Promise<void> {
    const engine = new VerificationThread();
    this.#engines.add(engine);
    let idleSince = Date.now();
    try {
      while (this.#running) {
        let row: DocumentRow | undefined;
        try {
          row = await claimPendingDocument(this.#options.db, { leaseMs: this.#leaseMs });
        } catch (error) {
          this.#options.log.warn({ err: error }, 'could not claim a document to verify');
        }
        if (!row) {
          if (Date.now() - idleSince > IDLE_RELEASE_MS) await engine.close();
          await this.#sleep(IDLE_POLL_MS);
          continue;
        }
        await this.#process(engine, row);
        idleSince = Date.now();
      }
    } finally {
      this.#engines.delete(engine);
      await engine.close();
    }
  }

  async #process(engine: VerificationThread, row: DocumentRow): Promise<void> {
    const { db, files, log, limits } = this.#options;
    const save = (verification: Omit<DocumentVerification, 'verifiedAt'>) =>
      saveVerification(db, row.id, {
        status: verification.outcome,
        verification: { ...verification, verifiedAt: new Date().toISOString() },
      });
    this.#inProgress.add(row.id);
    try {
      const image = row.fileKey ? await files.get(row.fileKey) : null;
      if (!image || row.verificationAttempts > MAX_ATTEMPTS) {
        await save({
          outcome: 'TO_VALIDATE',
          fields: [],
          image: [],
          reviewReason: 'ENGINE_FAILED',
        });
        log.warn(
          { documentId: row.id, attempts: row.verificationAttempts },
          'document left to a person',
        );
        return;
      }
      const holder = await findHolderName(db, row.userId);
      const result = await engine.verify(
        image,
        {
          type: row.type,
          firstName: holder?.firstName ?? '',
          lastName: holder?.lastName ?? '',
          number: row.number,
          issueDate: row.issueDate,
          expiryDate: row.expiryDate,
        },
        limits,
      );
      const saved = await save({
        outcome: result.outcome,
        fields: result.fields,
        image: result.image,
        reviewReason: result.reviewReason,
      });
      // What was decided and how, without what was read (personal data stays out of the logs).
      log.info(
        {
          documentId: row.id,
          type: row.type,
          outcome: result.outcome,
          comparisons: result.comparisons,
          image: result.image,
          reviewReason: result.reviewReason,
          mrzFormat: result.mrzFormat,
          durationMs: result.durationMs,
          replacedMeanwhile: !saved,
        },
        'document verified',
      );
    } catch (error) {
      // Handed back at shutdown: its engine was closed under it, nothing else to do.
      if (!this.#inProgress.has(row.id)) return;
      log.error({ err: error, documentId: row.id }, 'document verification failed');
      // Released for another try (MAX_ATTEMPTS in all); the OCR workers start afresh.
      await engine.close();
      await releaseClaim(db, row.id).catch(() => {});
    } finally {
      this.#inProgress.delete(row.id);
    }
  }
}
