import { inflateRawSync } from 'node:zlib';
import { AppError } from '../errors';

/** Bounds of a workbook's zip before any XML parser sees it. */
export interface ZipBounds {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export const WORKBOOK_ZIP_BOUNDS: ZipBounds = { maxEntries: 2000, maxUncompressedBytes: 100 * 1024 * 1024 };

/**
 * Checks a zip's central directory (entry count, declared sizes) and then inflates every entry with
 * its declared size as the output cap, so a file that lies about its sizes is caught too: a zip bomb
 * is refused after at most `maxUncompressedBytes` of work, before exceljs would inflate it whole.
 * Returns the entry names.
 */
export function checkZip(buffer: Buffer, bounds: ZipBounds = WORKBOOK_ZIP_BOUNDS): string[] {
  const eocd = findEndOfCentralDirectory(buffer);
  if (eocd < 0) throw malformed();
  const count = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) throw bomb(); // zip64: far beyond any DA workbook
  if (count > bounds.maxEntries) throw bomb();
  const names: string[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) throw malformed();
    const method = buffer.readUInt16LE(offset + 10);
    const compressed = buffer.readUInt32LE(offset + 20);
    const size = buffer.readUInt32LE(offset + 24);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const local = buffer.readUInt32LE(offset + 42);
    names.push(buffer.toString('utf8', offset + 46, offset + 46 + nameLength));
    if (size === 0xffffffff || compressed === 0xffffffff) throw bomb();
    total += size;
    if (total > bounds.maxUncompressedBytes) throw bomb();
    checkEntry(buffer, local, method, compressed, size);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function checkEntry(buffer: Buffer, local: number, method: number, compressed: number, size: number) {
  if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== 0x04034b50) throw malformed();
  const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
  if (start + compressed > buffer.length) throw malformed();
  if (method === 0) return;
  if (method !== 8) throw malformed();
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(buffer.subarray(start, start + compressed), { maxOutputLength: Math.max(size, 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
    throw malformed();
  }
  if (inflated.length !== size) throw malformed();
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  const stop = Math.max(0, buffer.length - 65557);
  for (let i = buffer.length - 22; i >= stop; i--) if (buffer.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}

const bomb = () => new AppError(400, 'DOCUMENT_ZIP_BOMB');
const malformed = () => new AppError(400, 'DOCUMENT_MALFORMED');
