import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface MultipartLimits {
  fileSize: number;
  /** Text fields allowed beside the file. */
  fields: number;
  fieldSize?: number;
}

/**
 * A multipart/form-data body of text fields and at most one file, in `fileField`. A second file,
 * too many fields or a file past `fileSize` is refused (413) while the body is read: the request
 * is never answered with parts of it still unread on a connection the client may reuse (see the
 * `onSend` hook of the security plugin).
 */
export async function readSingleFileForm(
  request: FastifyRequest,
  fileField: string,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; file: Buffer | undefined }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { ...limits, files: 1, parts: limits.fields + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', undefined, {
            fields: { [part.fieldname]: 'validation.invalid' },
          });
        }
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw unreadableBodyAsBadRequest(error);
  }
  return { fields, file };
}

/**
 * The multipart parser's own failures carry no status: a body cut off inside a part ("Part
 * terminated early…", "Unexpected end of form"), a malformed part header, a boundary longer than
 * the parser takes (the standard allows 70 characters; busboy fails past 256). The client's body
 * is at fault: 400, not 500. Our refusals and the limits (413) keep their own answer.
 */
function unreadableBodyAsBadRequest(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (
    error instanceof Error &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  ) {
    return error;
  }
  return new AppError('BAD_REQUEST', 'The multipart body could not be read.');
}
