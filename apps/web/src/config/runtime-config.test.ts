import * as contract from '@wayfarer/contract';
import { describe, expect, it } from 'vitest';
import {
  parseRuntimeConfig,
  peekVariantId,
  readRawRuntimeConfig,
  runtimeConfigElementId,
} from './runtime-config';

const config = {
  variant: 'italy',
  variantOrigins: { international: 'http://localhost:3000', italy: 'http://it.localhost:3000' },
  environment: 'test',
  release: 'dev',
  sentryDsn: null,
  gtmId: null,
  growthbook: { apiHost: 'http://localhost:3000', clientKey: 'key' },
};

function documentWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('x');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = runtimeConfigElementId;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('runtime config', () => {
  it('reads the element the server injects', () => {
    expect(runtimeConfigElementId).toBe(contract.runtimeConfigElementId);
    const raw = readRawRuntimeConfig(documentWith(JSON.stringify(config)));
    expect(peekVariantId(raw)).toBe('italy');
    expect(parseRuntimeConfig(raw, contract)).toEqual(config);
  });

  it('fails clearly when the settings are missing or malformed', () => {
    expect(() => readRawRuntimeConfig(documentWith(null))).toThrow(/missing/);
    expect(peekVariantId({ variant: 1 })).toBeUndefined();
    expect(() => parseRuntimeConfig({ variant: 'italy' }, contract)).toThrow();
  });
});
