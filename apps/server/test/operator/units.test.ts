import { describe, expect, it } from 'vitest';
import { parseStrictJson } from '../../src/lib/strict-json';
import {
  clientSecretMatches,
  hashClientSecret,
  OperatorClientError,
  parseScopes,
} from '../../src/modules/operator/clients';
import { parseIfMatch } from '../../src/modules/operator/routes';
import { digestOf } from '../../src/modules/operator/upserts';

describe('parseStrictJson', () => {
  it('reads what JSON.parse reads', () => {
    const text = '{"a":[1,{"b":"x\\"}{,"}],"c":null,"d":true,"e":-1.5e3}';
    expect(parseStrictJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it.each([
    ['{"a":1,"a":2}', 'a'],
    ['{"a":{"b":1,"c":{"d":1},"b":2}}', 'a.b'],
    ['[{"a":1},{"a":1,"a":1}]', '1.a'],
    ['{"x\\u0079":1,"xy":2}', 'xy'],
    ['{"__proto__":{"admin":true}}', '__proto__'],
    ['{"title":{"en":"a\\ud800b"}}', 'title.en'],
    ['{"list":["ok","\\udc00"]}', 'list.1'],
    ['{"x\\ud83d":1}', 'x\ud83d'],
  ])('refuses %s at %s', (text, path) => {
    expect(parseStrictJson(text)).toMatchObject({ ok: false, path });
  });

  it('keeps whole surrogate pairs, escaped or not', () => {
    expect(parseStrictJson('{"a":"\\ud83c\\udf31 🌱"}')).toEqual({
      ok: true,
      value: { a: '🌱 🌱' },
    });
  });

  it('keeps equal keys of different objects', () => {
    expect(parseStrictJson('[{"a":1},{"a":2}]')).toMatchObject({ ok: true });
    expect(parseStrictJson('{"a":{"a":{"a":1}}}')).toMatchObject({ ok: true });
  });

  it('refuses broken JSON without a path', () => {
    const result = parseStrictJson('{"a":');
    expect(result.ok).toBe(false);
    expect(result).not.toHaveProperty('path');
  });
});

describe('parseIfMatch', () => {
  it('reads one ETag or *', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch('"7"')).toBe(7);
    expect(parseIfMatch('W/"7"')).toBe(7);
    expect(parseIfMatch(' * ')).toBe('any');
  });

  it.each(['7', '"7", "8"', '"abc"', '""'])('refuses %s', (value) => {
    expect(() => parseIfMatch(value)).toThrow();
  });
});

describe('operator clients', () => {
  it('parse scope lists and refuse unknown scopes', () => {
    expect(parseScopes('catalog:write, bookings:write catalog:write')).toEqual([
      'catalog:write',
      'bookings:write',
    ]);
    expect(() => parseScopes('catalog:write admin')).toThrow(OperatorClientError);
    expect(() => parseScopes(' ')).toThrow(OperatorClientError);
  });

  it('match a secret against its hash only', () => {
    const hash = hashClientSecret('s3cret');
    expect(clientSecretMatches('s3cret', hash)).toBe(true);
    expect(clientSecretMatches('s3cret ', hash)).toBe(false);
    expect(clientSecretMatches(hash, hash)).toBe(false);
  });
});

describe('digestOf', () => {
  it('is the same whatever the key order, and differs with the content', () => {
    expect(digestOf({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      digestOf({ b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(digestOf({ a: 1 })).not.toBe(digestOf({ a: 2 }));
    expect(digestOf({ a: [1, 2] })).not.toBe(digestOf({ a: [2, 1] }));
  });
});
