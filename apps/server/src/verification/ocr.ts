import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * The English model bundled with @tesseract.js-data/eng (LSTM, integer "best" weights, gzipped),
 * read from node_modules: nothing is downloaded at run time. tesseract.js runs in Node with its
 * own worker thread script and the WebAssembly core of tesseract.js-core, both local too.
 */
export const englishModelDir = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

const mrzAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

export interface OcrLine {
  text: string;
  /** Pixels of the image given to the OCR. */
  x0: number;
  x1: number;
}

export interface OcrResult {
  text: string;
  lines: OcrLine[];
}

export class OcrTimeoutError extends Error {
  override readonly name = 'OcrTimeoutError';
}

/**
 * One tesseract.js worker (a worker thread running the WebAssembly engine), created on first use
 * and kept. A recognition that outlives its deadline terminates the worker (tesseract cannot be
 * interrupted otherwise); the next call starts a new one.
 */
export class OcrWorker {
  #worker: Promise<Worker> | null = null;
  #mode: 'mrz' | 'text' | null = null;

  async #get(): Promise<Worker> {
    this.#worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishModelDir,
      gzip: true,
      // Never read or write a cached copy of the model in the working directory.
      cacheMethod: 'none',
      legacyCore: false,
      legacyLang: false,
    }).catch((error: unknown) => {
      this.#worker = null;
      throw error;
    });
    return this.#worker;
  }

  /** Starts the worker ahead of the first image (loading the model takes a second or two). */
  async warmUp(): Promise<void> {
    await this.#get();
  }

  async #recognize(image: Buffer, mode: 'mrz' | 'text', deadline: number): Promise<OcrResult> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new OcrTimeoutError('no time left for the OCR');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError('the OCR took too long')), remaining);
    });
    try {
      const run = (async () => {
        const worker = await this.#get();
        if (this.#mode !== mode) {
          await worker.setParameters(
            mode === 'mrz'
              ? { tessedit_char_whitelist: mrzAlphabet, tessedit_pageseg_mode: PSM.SINGLE_BLOCK }
              : { tessedit_char_whitelist: '', tessedit_pageseg_mode: PSM.AUTO },
          );
          this.#mode = mode;
        }
        const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
        const lines = (data.blocks ?? []).flatMap((block) =>
          block.paragraphs.flatMap((paragraph) =>
            paragraph.lines.map((line) => ({
              text: line.text.trim(),
              x0: line.bbox.x0,
              x1: line.bbox.x1,
            })),
          ),
        );
        return { text: data.text, lines };
      })();
      return await Promise.race([run, timeout]);
    } catch (error) {
      if (error instanceof OcrTimeoutError) await this.terminate();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A machine-readable zone: only `A-Z0-9<`, one block of lines. */
  readMrz(image: Buffer, deadline: number) {
    return this.#recognize(image, 'mrz', deadline);
  }

  /** Printed text, any characters, with the page layout found automatically. */
  readText(image: Buffer, deadline: number) {
    return this.#recognize(image, 'text', deadline);
  }

  async terminate(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    this.#mode = null;
    if (worker) await (await worker.catch(() => null))?.terminate().catch(() => {});
  }
}
