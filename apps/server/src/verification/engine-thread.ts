import { Worker } from 'node:worker_threads';
import type { EngineResult, ExpectedDocument, ReadingLimits, VerificationEngine } from './engine';
import type { MrzReading } from './mrz';

type Options = ReadingLimits;

/** A call to the engine in its thread (images are copied over, results come back as data). */
export interface EngineCall {
  id: number;
  method: 'warmUp' | 'verify' | 'scan' | 'readDocument' | 'close';
  image?: Uint8Array;
  expected?: ExpectedDocument;
  options?: Options;
}

type Reply = { id: number; value?: unknown; error?: string };

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

export class VerificationThreadError extends Error {
  override readonly name = 'VerificationThreadError';
}

/**
 * A VerificationEngine in a worker thread of its own, with the same calls: the image analysis
 * (zone location, its morphology and the OCR's orchestration) never runs on the server's event
 * loop, which keeps answering requests while documents are read. The thread starts on the first
 * call; a thread that dies fails its pending calls and the next call starts a new one.
 */
export class VerificationThread implements Pick<
  VerificationEngine,
  'warmUp' | 'verify' | 'scan' | 'readDocument' | 'close'
> {
  #thread: Thread | null = null;
  #nextId = 0;

  #start(): Thread {
    if (this.#thread) return this.#thread;
    const worker = new Worker(new URL('./engine-thread-entry.mjs', import.meta.url));
    // Calls are this thread's own: one that stops fails only them, not those of its successor.
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', ({ id, value, error }: Reply) => {
      const call = thread.pending.get(id);
      thread.pending.delete(id);
      if (error === undefined) call?.resolve(value);
      else call?.reject(new VerificationThreadError(error));
    });
    const fail = (error: Error) => {
      if (this.#thread === thread) this.#thread = null;
      for (const call of thread.pending.values()) call.reject(error);
      thread.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) =>
      fail(new VerificationThreadError(`the verification thread stopped (${code})`)),
    );
    this.#thread = thread;
    return thread;
  }

  #call<T>(call: Omit<EngineCall, 'id'>): Promise<T> {
    const { worker, pending } = this.#start();
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...call, id });
    });
  }

  warmUp(): Promise<void> {
    return this.#call({ method: 'warmUp' });
  }

  verify(image: Buffer, expected: ExpectedDocument, options?: Options): Promise<EngineResult> {
    return this.#call({ method: 'verify', image, expected, options });
  }

  scan(
    image: Buffer,
    options?: Options,
  ): Promise<{ image: EngineResult['image']; mrz: MrzReading | null }> {
    return this.#call({ method: 'scan', image, options });
  }

  readDocument(image: Buffer, options?: Options): Promise<MrzReading | null> {
    return this.#call({ method: 'readDocument', image, options });
  }

  /** Lets the OCR workers go, then the thread (the next call starts them again). */
  async close(): Promise<void> {
    const thread = this.#thread;
    if (!thread) return;
    await this.#call({ method: 'close' }).catch(() => {});
    if (this.#thread === thread) this.#thread = null;
    await thread.worker.terminate();
  }
}
