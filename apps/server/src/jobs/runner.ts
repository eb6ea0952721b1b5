import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client';

export type JobHandler<Data> = (job: {
  id: string;
  data: Data;
  retryCount: number;
}) => Promise<void>;

export interface QueueOptions {
  /** Retries after the first attempt. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled at each one when `retryBackoff`. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Seconds a job may run before it counts as failed (and is retried). */
  expireInSeconds?: number;
}

export interface SendOptions {
  /** A job with the same key in the same queue is not queued twice while it is waiting. */
  singletonKey?: string;
  startAfter?: Date | number;
  /**
   * A transaction of the app's: the job exists exactly when what it commits does. The queue must
   * be defined beforehand (defining it takes another connection, which PGlite, one connection,
   * would only give once the transaction ends).
   */
  tx?: Database;
}

/** pg-boss's statement (`$1`… placeholders) as the ORM's, to run it in one of its transactions. */
function statementOf(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
    ),
  );
}

function inTransaction(tx: Database) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = await tx.execute(statementOf(text, values));
      // node-postgres answers a result with `rows`, PGlite too; both are objects per row.
      return { rows: (result as unknown as { rows: Record<string, unknown>[] }).rows };
    },
  };
}

export interface JobRunnerOptions {
  log: {
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  /** How often an idle worker asks for work (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How long a stop waits for jobs in flight before failing them (they are retried later). */
  stopTimeoutMs?: number;
  /**
   * Workers and schedules declared wait for `startWorkers()` instead of starting at once: the
   * server starts them after it listens, so that on PGlite (one connection) their first polls do
   * not hold up the start.
   */
  deferWorkers?: boolean;
}

/**
 * The application's job system: pg-boss on the app's own database (PostgreSQL, or the embedded
 * PGlite through `executeSql`), in its own `pgboss` schema, which pg-boss creates and migrates.
 * Every instance runs workers; PostgreSQL's SKIP LOCKED hands each job to one of them.
 */
export class JobRunner {
  readonly #boss: PgBoss;
  readonly #options: JobRunnerOptions;
  readonly #queues = new Set<string>();
  /** This process's workers of each queue. */
  readonly #workers = new Map<string, string[]>();
  #started = false;
  /** Workers and schedules waiting for `startWorkers()`, by queue; null once started. */
  #deferred: Map<string, (() => Promise<void>)[]> | null;

  constructor(database: DatabaseHandle, options: JobRunnerOptions) {
    this.#options = options;
    this.#deferred = options.deferWorkers ? new Map() : null;
    this.#boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      schema: 'pgboss',
      // Archived jobs are kept a day: a delivery's history lives in our own tables.
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterDays: 1,
    } as PgBoss.ConstructorOptions);
    this.#boss.on('error', (error) => options.log.warn({ err: error }, 'job system error'));
  }

  get started() {
    return this.#started;
  }

  async start() {
    await this.#boss.start();
    this.#started = true;
  }

  /**
   * Creates the queue (once per process) with its retry policy. Instances starting together may
   * create the same queue at once (PostgreSQL then reports a deadlock or a duplicate to all but
   * one): they try again, and find it made.
   */
  async define(queue: string, options: QueueOptions = {}) {
    if (this.#queues.has(queue)) return;
    for (let attempt = 1; ; attempt++) {
      try {
        const existing = await this.#boss.getQueue(queue);
        if (!existing) await this.#boss.createQueue(queue, { name: queue, ...options });
        else if (Object.keys(options).length > 0) {
          await this.#boss.updateQueue(queue, { name: queue, ...options });
        }
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
    this.#queues.add(queue);
  }

  async send<Data extends object>(queue: string, data: Data, options: SendOptions = {}) {
    const { tx, ...sendOptions } = options;
    if (tx && !this.#queues.has(queue)) {
      throw new Error(`Define the queue ${queue} before queueing its jobs in a transaction.`);
    }
    await this.define(queue);
    return this.#boss.send(
      queue,
      data,
      tx ? { ...sendOptions, db: inTransaction(tx) } : sendOptions,
    );
  }

  /** This process's idle workers of the queue look for work now rather than at their next poll. */
  notify(queue: string) {
    for (const id of this.#workers.get(queue) ?? []) this.#boss.notifyWorker(id);
  }

  /** Runs `register` now, or at `startWorkers()` when workers are deferred. */
  async #whenWorking(queue: string, register: () => Promise<void>) {
    if (!this.#deferred) return register();
    this.#deferred.set(queue, [...(this.#deferred.get(queue) ?? []), register]);
  }

  /** Starts the deferred workers and schedules (see `deferWorkers`); later ones start at once. */
  async startWorkers() {
    const deferred = this.#deferred;
    // Queue by queue, so that a queue stopped meanwhile (`stopWork`) or a stop is respected.
    while (deferred && this.#started && deferred.size > 0) {
      const [queue, registrations] = deferred.entries().next().value!;
      deferred.delete(queue);
      for (const register of registrations) await register();
    }
    if (this.#deferred === deferred) this.#deferred = null;
  }

  /** This process's workers of the queue take no new job (those in flight go on). */
  async stopWork(queue: string) {
    this.#deferred?.delete(queue);
    this.#workers.delete(queue);
    await this.#boss.offWork(queue);
  }

  /** Counts jobs in flight as failed now: retried (by any instance) after the queue's delay. */
  async fail(queue: string, jobIds: string[]) {
    if (jobIds.length > 0) await this.#boss.fail(queue, jobIds);
  }

  /** Runs `handler` for each job of the queue, one at a time per worker; a throw retries it. */
  async work<Data>(queue: string, handler: JobHandler<Data>, options: { workers?: number } = {}) {
    await this.define(queue);
    await this.#whenWorking(queue, () => this.#runWorkers(queue, handler, options.workers ?? 1));
  }

  async #runWorkers<Data>(queue: string, handler: JobHandler<Data>, workers: number) {
    for (let i = 0; i < workers; i++) {
      const id = await this.#boss.work<Data>(
        queue,
        {
          pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 2,
          batchSize: 1,
          includeMetadata: true,
        },
        async ([job]) => {
          if (!job) return;
          try {
            await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
          } catch (error) {
            this.#options.log.warn({ err: error, queue, jobId: job.id }, 'job failed');
            throw error;
          }
        },
      );
      this.#workers.set(queue, [...(this.#workers.get(queue) ?? []), id]);
    }
  }

  /** A cron schedule (minute resolution, UTC); every instance may declare it, one job is queued. */
  async schedule(queue: string, cron: string, data: object = {}) {
    await this.define(queue);
    await this.#whenWorking(queue, () => this.#boss.schedule(queue, cron, data, { tz: 'UTC' }));
  }

  /**
   * Stops fetching, waits for the jobs in flight up to the timeout, and fails the rest (they are
   * retried by whichever instance runs next). Never throws: a database already gone must not
   * stop the shutdown.
   */
  async stop() {
    this.#deferred = null;
    if (!this.#started) return;
    this.#started = false;
    const timeout = this.#options.stopTimeoutMs ?? 10_000;
    try {
      // `wait`: resolves once the jobs in flight are done or failed.
      await this.#boss.stop({ graceful: true, wait: true, timeout, close: false });
    } catch (error) {
      this.#options.log.warn({ err: error }, 'job system stopped with an error');
    }
  }
}
