import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors';

/** 20 MB a file (DESIGN §5, platform-core §5 file upload field). */
export const MAX_STORED_FILE_BYTES = 20 * 1024 * 1024;

export interface StoredFile {
  /** The storage id (a uuid): the only thing that names the file in storage. */
  id: string;
  /** The client's file name, kept for display and downloads only, never used as a path. */
  name: string;
  size: number;
}

/** A stored file opened for a download: found (else FILE_MISSING was thrown), its bytes to stream. */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

/** A stored object as the orphan sweep sees it. */
export interface StoredObject {
  id: string;
  storedAt: Date;
}

/**
 * Attachment storage behind one interface (DESIGN §2): a local folder by default
 * (`createFileStorage`), an S3-compatible bucket when S3_BUCKET is set (s3-storage.ts). The client's
 * file name never reaches the storage: files are stored under a generated uuid, so
 * "../../etc/passwd" is just a display name. A file a row names but the storage no longer has is a
 * 404 FILE_MISSING, never a 500.
 */
export interface FileStorage {
  /** Stores bytes or a stream (refused past the size limit, nothing kept); answers the new id. */
  save(content: Buffer | Readable, name: string): Promise<StoredFile>;
  /** The whole file, for code that works on its bytes (PDF assembly, readers). */
  read(id: string): Promise<Buffer>;
  /** The file as a stream, for downloads. */
  open(id: string): Promise<OpenedFile>;
  remove(id: string): Promise<void>;
  /** Every stored file (the orphan sweep). */
  list(): AsyncIterable<StoredObject>;
}

const STORAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isStorageId = (id: string) => STORAGE_ID.test(id);

export const fileMissing = () => new AppError(404, 'FILE_MISSING');

/** The local folder back-end: one file per id in `dir`. */
export function createFileStorage(dir: string, maxBytes = MAX_STORED_FILE_BYTES): FileStorage {
  const fileOf = (id: string) => {
    if (!isStorageId(id)) throw fileMissing();
    return path.join(dir, id);
  };
  const open = async (id: string): Promise<OpenedFile> => {
    const file = fileOf(id);
    // Opened before anything is answered, so a missing file is a 404 and not a cut-off download.
    const handle = await fs.open(file, 'r').catch((error) => {
      throw isMissing(error) ? fileMissing() : error;
    });
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size };
  };
  return {
    async save(content, name) {
      await fs.mkdir(dir, { recursive: true });
      const id = randomUUID();
      if (Buffer.isBuffer(content)) {
        if (content.length > maxBytes) throw tooLarge();
        await fs.writeFile(fileOf(id), content, { flag: 'wx' });
        return { id, name: displayName(name), size: content.length };
      }
      const limit = byteLimit(maxBytes);
      try {
        await pipeline(content, limit, createWriteStream(fileOf(id), { flags: 'wx' }));
      } catch (error) {
        await fs.rm(fileOf(id), { force: true });
        throw error;
      }
      return { id, name: displayName(name), size: limit.bytes };
    },
    async read(id) {
      return fs.readFile(fileOf(id)).catch((error) => {
        throw isMissing(error) ? fileMissing() : error;
      });
    },
    open,
    async remove(id) {
      await fs.rm(fileOf(id), { force: true });
    },
    async *list() {
      const names = await fs.readdir(dir).catch((error) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      for (const name of names) {
        if (!isStorageId(name)) continue;
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) yield { id: name, storedAt: stat.mtime };
      }
    },
  };
}

const isMissing = (error: unknown) => (error as { code?: string })?.code === 'ENOENT';
export const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE');

/** Passes bytes through and fails with PAYLOAD_TOO_LARGE past `maxBytes`; `bytes` counts them. */
export function byteLimit(maxBytes: number) {
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      limit.bytes += chunk.length;
      if (limit.bytes > maxBytes) done(tooLarge());
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  limit.bytes = 0;
  return limit;
}

/** A whole stream's bytes (read() of a back-end that streams). */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The last path segment of a client file name, without control characters, at most 255 chars. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return clean.length > 0 ? clean : 'file';
}

/** What a download route sends: the stream, and its length for the content-length header. */
export const asDownload = (file: OpenedFile) => ({ content: file.stream, size: file.size });
