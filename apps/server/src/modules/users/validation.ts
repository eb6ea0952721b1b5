import type { z } from 'zod';
import { AppError } from '../../lib/errors';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** A 400 VALIDATION_FAILED naming each field (dotted path) with its first message key. */
export function validationError(issues: readonly Issue[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return new AppError('VALIDATION_FAILED', undefined, { fields });
}

/**
 * Parses with a schema the route could not declare (one whose rules depend on the request, such
 * as the variant's mandatory tax code), failing like the route's own validation does.
 */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}
