import { describe, expect, it } from 'vitest';
import { normalizeTaxId } from './tax-id-text';

describe('normalizeTaxId: upper case, without spaces, dots or dashes', () => {
  it.each([
    ['rss mra 85t10 a562s', 'RSSMRA85T10A562S'],
    ['x-5253868-r', 'X5253868R'],
    ['DE 136.695.976', 'DE136695976'],
    ['\tIT 00743110157\n', 'IT00743110157'],
    ['', ''],
  ])('%j -> %j', (code, expected) => {
    expect(normalizeTaxId({ code })).toBe(expected);
  });
});
