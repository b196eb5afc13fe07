import { messages } from '@portcall/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors';

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
 * files, so the same route serves a save without uploads. Files are read into memory within the
 * multipart limits of app.ts (20 MB a file: a larger one answers 413).
 */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ form: z.infer<S>; files: UploadedPart[] }> {
  let raw: unknown = request.body;
  const files: UploadedPart[] = [];
  if (request.isMultipart()) {
    raw = undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          buffer: await part.toBuffer(),
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
