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
  return { fields, file };
}
