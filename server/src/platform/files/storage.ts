import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors';

/** 20 MB a file (DESIGN §5, platform-core §5 file upload field). */
export const MAX_STORED_FILE_BYTES = 20 * 1024 * 1024;

export interface StoredFile {
  /** The storage id (a uuid): the only thing that names the file on disk. */
  id: string;
  /** The client's file name, kept for display and downloads only, never used as a path. */
  name: string;
  size: number;
}

/**
 * Attachment storage behind a small interface (DESIGN §2: a local folder by default, an S3 bucket
 * in production). The client's file name never reaches the file system: files are stored under a
 * generated uuid, so "../../etc/passwd" is just a display name.
 */
export function createFileStorage(dir: string, maxBytes = MAX_STORED_FILE_BYTES) {
  const fileOf = (id: string) => {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new AppError(404, 'NOT_FOUND');
    return path.join(dir, id);
  };
  return {
    async save(buffer: Buffer, name: string): Promise<StoredFile> {
      if (buffer.length > maxBytes) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
      await fs.mkdir(dir, { recursive: true });
      const id = randomUUID();
      await fs.writeFile(fileOf(id), buffer, { flag: 'wx' });
      return { id, name: displayName(name), size: buffer.length };
    },
    async read(id: string): Promise<Buffer> {
      return fs.readFile(fileOf(id));
    },
    async remove(id: string): Promise<void> {
      await fs.rm(fileOf(id), { force: true });
    },
  };
}
export type FileStorage = ReturnType<typeof createFileStorage>;

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
