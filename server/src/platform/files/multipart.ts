import { messages } from '@portcall/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors';
import { refuseUnstorableText } from '../http/input-guard';
import { checkUpload, type FileRule, type FileRules } from './check';

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

/** Parts of one request besides its files (the JSON `form` and a few spare fields). */
export const MAX_FILES = 50;
export const MAX_FIELDS = 20;

/**
 * The one reader of multipart requests (DESIGN §5: a JSON part `form` plus file parts): reads the
 * form and validates it with its contract schema, and checks every file by its bytes against the
 * rules of its field (files/check.ts) before returning, so callers store only what passed. A plain
 * JSON body is accepted as the form with no files, so the same route serves a save without uploads.
 * Files are read into memory while they stream in: a file past 20 MB, or files together past 25 MB,
 * answer 413 at the chunk that crosses the line. Whatever the stream does (cut short, no boundary,
 * too many parts) the answer is a 4xx with a catalogue message; the body left unread is then
 * drained or the connection closed (settleUnreadBody), so the client's next request is answered.
 */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  rules: FileRules,
): Promise<{ form: z.infer<S>; files: UploadedPart[] }> {
  let raw: unknown = request.body;
  let files: UploadedPart[] = [];
  if (request.isMultipart()) {
    try {
      ({ raw, files } = await readParts(request, rules));
    } catch (error) {
      throw asUploadError(error);
    }
    for (const file of files) await checkUpload(file, rules[file.field] as FileRule);
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

async function readParts(request: FastifyRequest, rules: FileRules) {
  let raw: unknown;
  const files: UploadedPart[] = [];
  let total = 0;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // A file where the route takes none is refused before its bytes are read.
      if (!Object.hasOwn(rules, part.fieldname))
        throw new AppError(400, 'VALIDATION_FAILED', { [part.fieldname]: messages.UNKNOWN_FIELD });
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (part.file.truncated) throw fileTooLarge();
        total += chunk.length;
        if (total > MAX_REQUEST_BYTES) throw new AppError(413, 'FILES_TOO_LARGE', undefined, { max: '25 MB' });
        chunks.push(chunk);
      }
      if (part.file.truncated) throw fileTooLarge();
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
  return { raw, files };
}

const fileTooLarge = () => new AppError(413, 'FILE_TOO_LARGE', undefined, { max: '20 MB' });

/**
 * What busboy and @fastify/multipart throw, as the user's error: a body that ends before its closing
 * boundary (or a connection closed mid-upload), a header without a boundary or parts that are not
 * parts, too many parts, a file past its limit. Only the reading of parts runs inside, so anything
 * else thrown there is the stream's fault too.
 */
function asUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(413, 'UPLOAD_TOO_MANY_PARTS', undefined, { files: MAX_FILES, fields: MAX_FIELDS });
  if (code === 'FST_MP_PREMATURE_CLOSE' || /unexpected end|terminated early/i.test(message ?? ''))
    return new AppError(400, 'UPLOAD_INCOMPLETE');
  return new AppError(400, 'UPLOAD_MALFORMED');
}
