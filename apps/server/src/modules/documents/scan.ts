import countries from 'i18n-iso-countries/index';
import type { DocumentScan } from '@wayfarer/contract';
import { AppError } from '../../lib/errors';
import { settledWithin } from '../../lib/settled-within';
import type { ReadingLimits } from '../../verification/engine';
import { VerificationThread } from '../../verification/engine-thread';
import type { MrzReading } from '../../verification/mrz';

/** The scanner's OCR workers are let go after this long without a scan. */
const IDLE_RELEASE_MS = 5 * 60_000;

/** ICAO codes that are not ISO alpha-3 (Germany is D in the MRZ). */
const icaoCodes: Record<string, string> = { D: 'DE' };

function countryOf(code: string | null): string | null {
  if (!code) return null;
  const trimmed = code.replace(/<+$/, '');
  return icaoCodes[trimmed] ?? countries.alpha3ToAlpha2(trimmed) ?? null;
}

/** YYMMDD of an expiry date: this century (documents that expired last century are of no use). */
const expiryOf = (yymmdd: string | null) =>
  yymmdd && /^\d{6}$/.test(yymmdd)
    ? `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`
    : null;

const titleCase = (name: string | null) =>
  name ? name.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (start) => start.toUpperCase()) : null;

/** What the Information step offers for each zone format (a visa is none of them). */
const scanTypes: Record<MrzReading['format'], DocumentScan['type']> = {
  TD3: 'PASSPORT',
  TD1: 'IDENTITY_CARD',
  TD2: 'IDENTITY_CARD',
  MRVA: null,
  MRVB: null,
};

export function toDocumentScan(mrz: MrzReading | null, image: DocumentScan['image']): DocumentScan {
  return {
    type: mrz ? scanTypes[mrz.format] : null,
    number: mrz?.documentNumber ?? null,
    issuingCountry: countryOf(mrz?.issuingState ?? null),
    expiryDate: expiryOf(mrz?.expiryDate ?? null),
    firstName: titleCase(mrz?.firstName ?? null),
    lastName: titleCase(mrz?.lastName ?? null),
    image,
  };
}

/** A scan this instance will not do (it is shutting down): the client may try again. */
const handedBack = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The server is restarting: try the scan again.');

interface PendingScan {
  started: boolean;
  handBack: (error: AppError) => void;
}

/**
 * The engine behind "start from the photo", in a thread of its own: one per instance, created on
 * the first scan, one scan at a time (the OCR takes a CPU core; queued scans wait their turn),
 * released when idle. At shutdown the queued scans are answered 503 at once, and the running one
 * when it does not finish within the grace time.
 */
export class DocumentScanner {
  #engine: VerificationThread | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #idle: NodeJS.Timeout | undefined;
  #pending = new Set<PendingScan>();
  #stopping = false;

  constructor(private readonly limits: ReadingLimits) {}

  scan(image: Buffer): Promise<DocumentScan> {
    if (this.#stopping) return Promise.reject(handedBack());
    const pending: PendingScan = { started: false, handBack: () => {} };
    const handBack = new Promise<never>((_, reject) => (pending.handBack = reject));
    const run = this.#queue.then(async () => {
      if (this.#stopping) throw handedBack();
      pending.started = true;
      clearTimeout(this.#idle);
      this.#engine ??= new VerificationThread();
      const result = await this.#engine.scan(image, this.limits);
      return toDocumentScan(result.mrz, result.image);
    });
    this.#pending.add(pending);
    this.#queue = run
      .catch(() => {})
      .finally(() => {
        this.#pending.delete(pending);
        if (this.#stopping) return;
        this.#idle = setTimeout(() => void this.close(), IDLE_RELEASE_MS);
        this.#idle.unref();
      });
    return Promise.race([run, handBack]);
  }

  /** Takes no more scans, answers the queued ones 503, gives the running one `graceMs`. */
  async stop(graceMs: number): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#idle);
    for (const pending of this.#pending) if (!pending.started) pending.handBack(handedBack());
    if (!(await settledWithin(this.#queue, graceMs))) {
      for (const pending of this.#pending) pending.handBack(handedBack());
    }
    await this.close();
  }

  async close(): Promise<void> {
    clearTimeout(this.#idle);
    const engine = this.#engine;
    this.#engine = null;
    await engine?.close();
  }
}
