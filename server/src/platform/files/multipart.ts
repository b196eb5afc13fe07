import { messages } from '@portcall/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors';
import { refuseUnstorableText } from '../http/input-guard';

/** DESIGN §5 and platform-core §5 (file upload field): 20 MB a file, 25 MB the files of one request. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_REQUEST_BYTES = 25 * 1024 * 1024;

export interface UploadedPart {
  /** The part's field name (`attachments`). */
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

/**
 * Reads a multipart request of DESIGN §5 (a JSON part `form` plus repeated `attachments` parts) and
 * validates the form with its contract schema. A plain JSON body is accepted as the form with no
 * files, so the same route serves a save without uploads. Files are read into memory while they
 * stream in: a file past 20 MB, or files together past 25 MB, answer 413 at the chunk that crosses
 * the line, before anything is stored (callers store files only after this returns).
 */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ form: z.infer<S>; files: UploadedPart[] }> {
  let raw: unknown = request.body;
  const files: UploadedPart[] = [];
  if (request.isMultipart()) {
    raw = undefined;
    let total = 0;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          if (part.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
          total += chunk.length;
          if (total > MAX_REQUEST_BYTES) throw new AppError(413, 'FILES_TOO_LARGE', undefined, { max: '25 MB' });
          chunks.push(chunk);
        }
        if (part.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          buffer: Buffer.concat(chunks),
        });
      } else if (part.fieldname === 'form') {
        try {
          raw = JSON.parse(String(part.value));
        } catch {
          throw new AppError(400, 'VALIDATION_FAILED', { form: messages.VALIDATION_FAILED });
        }
      }
    }
  }
  refuseUnstorableText(raw);
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'form';
      if (issue.code === 'unrecognized_keys')
        for (const k of issue.keys) fields[key === 'form' ? k : `${key}.${k}`] = messages.UNKNOWN_FIELD;
      else fields[key] ??= issue.message;
    }
    throw new AppError(400, 'VALIDATION_FAILED', fields);
  }
  return { form: parsed.data, files };
}
