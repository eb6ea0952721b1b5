import type { FastifyBaseLogger } from 'fastify';
import type { DocumentVerification } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs';
import { settledWithin } from '../../lib/settled-within';
import type { FileStorage } from '../../storage/file-storage';
import type { ReadingLimits } from '../../verification/engine';
import { VerificationThread } from '../../verification/engine-thread';
import {
  findHolderName,
  findUnqueuedUploads,
  saveVerification,
  startVerificationAttempt,
  uncountVerificationAttempts,
  type DocumentRow,
} from './repository';

export const documentVerificationQueue = 'document-verification';
/** Looks now and then for documents no job will verify any more (see `queueLeftovers`). */
export const documentVerificationSweepQueue = 'document-verification-sweep';
const sweepCron = '*/10 * * * *';
/** Attempts tried before a document is left to a person (the engine failing on it each time). */
export const MAX_ATTEMPTS = 3;
/** OCR workers are let go after this long without work (they hold ~100 MB each). */
const IDLE_RELEASE_MS = 5 * 60_000;

interface VerificationJob {
  documentId: string;
}

/** Queues the verification of a document in the transaction that saves it. */
export async function queueVerification(jobs: JobRunner, tx: Database, documentId: string) {
  await jobs.send<VerificationJob>(documentVerificationQueue, { documentId }, { tx });
}

export interface DocumentVerifierOptions {
  db: Database;
  jobs: JobRunner;
  files: FileStorage;
  /** Documents verified at once by this instance (one engine each); 0 runs nothing. */
  workers: number;
  limits: Required<ReadingLimits>;
  log: FastifyBaseLogger;
  /** Makes an engine (a thread of its own by default). */
  createEngine?: () => Engine;
}

type Engine = Pick<VerificationThread, 'verify' | 'close'>;

interface Attempt {
  jobId: string;
  documentId: string;
  /** Set when the shutdown hands the job back: its outcome is no longer this instance's. */
  handedBack: boolean;
  engine?: Engine;
  done: Promise<void>;
}

/**
 * The verification of uploaded documents, off the request path, on the job system: a job per
 * upload (queued in its transaction), `workers` at once per instance, each verifying the image
 * with an engine in a thread of its own (off the event loop) within the time limit and storing
 * the outcome. An engine failure is retried, up to MAX_ATTEMPTS, then the document is left to a
 * person; a process that dies mid-way leaves a job that expires and is retried. At shutdown a
 * verification that does not finish within the grace time is handed back: its job failed for
 * another instance to retry at once, the attempt not counted.
 */
export class DocumentVerifier {
  readonly #options: DocumentVerifierOptions;
  /** Engines not verifying now, with the timers that let their OCR workers go. */
  readonly #idle = new Map<Engine, NodeJS.Timeout>();
  readonly #attempts = new Set<Attempt>();

  constructor(options: DocumentVerifierOptions) {
    this.#options = options;
  }

  /** The queue and this instance's workers; documents that no job will verify are queued. */
  async start(): Promise<void> {
    const { jobs, workers, limits } = this.#options;
    await jobs.define(documentVerificationQueue, {
      // Attempts are counted on the document (MAX_ATTEMPTS); these also cover hand-backs.
      retryLimit: 3 * MAX_ATTEMPTS,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: Math.ceil(limits.timeoutMs / 1000) + 60,
    });
    if (workers > 0) {
      await jobs.work<VerificationJob>(documentVerificationQueue, (job) => this.#run(job), {
        workers,
      });
    }
    // A job that used up its retries (hand-backs at shutdown, say) leaves its document waiting:
    // one instance looks for such documents every ten minutes, not only at start.
    await jobs.work(documentVerificationSweepQueue, () => this.queueLeftovers());
    await jobs.schedule(documentVerificationSweepQueue, sweepCron);
  }

  async queueLeftovers(): Promise<void> {
    const { db, jobs, log } = this.#options;
    const documentIds = await findUnqueuedUploads(db, documentVerificationQueue);
    for (const documentId of documentIds) {
      await jobs.send<VerificationJob>(documentVerificationQueue, { documentId });
    }
    if (documentIds.length > 0) log.info({ documentIds }, 'queued documents left unverified');
  }

  /** A document was uploaded: this instance's idle workers look now. */
  wake(): void {
    this.#options.jobs.notify(documentVerificationQueue);
  }

  /**
   * Takes no new job and lets the verifications in progress finish within `graceMs`; those still
   * running then are handed back.
   */
  async stop(graceMs = Infinity): Promise<void> {
    const { jobs, db, log } = this.#options;
    await jobs.stopWork(documentVerificationQueue);
    await jobs.stopWork(documentVerificationSweepQueue);
    const all = [...this.#attempts];
    if (!(await settledWithin(Promise.all(all.map((attempt) => attempt.done)), graceMs))) {
      const interrupted = [...this.#attempts];
      for (const attempt of interrupted) attempt.handedBack = true;
      const documentIds = interrupted.map((attempt) => attempt.documentId);
      try {
        await jobs.fail(
          documentVerificationQueue,
          interrupted.map((attempt) => attempt.jobId),
        );
        await uncountVerificationAttempts(db, documentIds);
        log.warn({ documentIds }, 'verification interrupted, handed back');
      } catch (error) {
        // Their jobs expire and are retried anyway.
        log.error({ err: error, documentIds }, 'could not hand documents back');
      }
      await Promise.all(interrupted.map((attempt) => attempt.engine?.close()));
      // A closed engine fails its call at once; the bound only guards the shutdown's own limit.
      await settledWithin(Promise.all(interrupted.map((attempt) => attempt.done)), 2_000);
    }
    for (const [engine, timer] of this.#idle) {
      clearTimeout(timer);
      await engine.close();
    }
    this.#idle.clear();
  }

  #takeEngine(): Engine {
    const [idle] = this.#idle;
    if (!idle) return this.#options.createEngine?.() ?? new VerificationThread();
    const [engine, timer] = idle;
    clearTimeout(timer);
    this.#idle.delete(engine);
    return engine;
  }

  #putBack(engine: Engine) {
    const timer = setTimeout(() => void engine.close(), IDLE_RELEASE_MS);
    timer.unref();
    this.#idle.set(engine, timer);
  }

  async #run(job: { id: string; data: VerificationJob }): Promise<void> {
    const attempt: Attempt = {
      jobId: job.id,
      documentId: job.data.documentId,
      handedBack: false,
      done: Promise.resolve(),
    };
    attempt.done = this.#verify(attempt);
    this.#attempts.add(attempt);
    try {
      await attempt.done;
    } finally {
      this.#attempts.delete(attempt);
    }
  }

  async #verify(attempt: Attempt): Promise<void> {
    const { db, files, log, limits } = this.#options;
    const row = await startVerificationAttempt(db, attempt.documentId);
    // Decided, or replaced by a newer upload, meanwhile.
    if (!row) return;
    const image = row.fileKey ? await files.get(row.fileKey) : null;
    // More attempts than allowed: earlier ones ended with their process.
    if (!image || row.verificationAttempts > MAX_ATTEMPTS) {
      await this.#leaveToPerson(row);
      return;
    }
    const holder = await findHolderName(db, row.userId);
    if (attempt.handedBack) return;
    const engine = this.#takeEngine();
    attempt.engine = engine;
    let result: Awaited<ReturnType<Engine['verify']>>;
    try {
      result = await engine.verify(
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
    } catch (error) {
      // Handed back at shutdown: its engine was closed under it, its job already failed.
      if (attempt.handedBack) return;
      log.error({ err: error, documentId: row.id }, 'document verification failed');
      // The next attempt starts the OCR workers afresh.
      await engine.close();
      this.#putBack(engine);
      if (row.verificationAttempts >= MAX_ATTEMPTS) {
        await this.#leaveToPerson(row);
        return;
      }
      throw error;
    }
    this.#putBack(engine);
    const saved = await this.#save(row, {
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
  }

  #save(row: DocumentRow, verification: Omit<DocumentVerification, 'verifiedAt'>) {
    return saveVerification(this.#options.db, row.id, {
      status: verification.outcome,
      verification: { ...verification, verifiedAt: new Date().toISOString() },
    });
  }

  async #leaveToPerson(row: DocumentRow) {
    await this.#save(row, {
      outcome: 'TO_VALIDATE',
      fields: [],
      image: [],
      reviewReason: 'ENGINE_FAILED',
    });
    this.#options.log.warn(
      { documentId: row.id, attempts: row.verificationAttempts },
      'document left to a person',
    );
  }
}
