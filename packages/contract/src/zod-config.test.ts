import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { bookingSummarySchema } from './index';

describe('zod configuration', () => {
  it('parses without compiling code (no eval under the CSP)', () => {
    expect(z.config().jitless).toBe(true);
    const compile = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(compile, {
      construct(target, args) {
        compiled += 1;
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        compiled += 1;
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    try {
      expect(bookingSummarySchema.safeParse({}).success).toBe(false);
    } finally {
      globalThis.Function = compile;
    }
    expect(compiled).toBe(0);
  });
});
