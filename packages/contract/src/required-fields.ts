import { z } from 'zod';

/**
 * Whether a form must fill a field of a request schema: the schema rejects the field left out.
 * The forms' required marks read this, so the mark and the check never disagree.
 */
export function isRequiredField<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  key: keyof Shape & string,
): boolean {
  const field = schema.shape[key];
  return field !== undefined && !z.safeParse(field, undefined).success;
}
