import type { FileStorage, StoredFile } from './storage';

type Remover = Pick<FileStorage, 'remove'>;

/**
 * For `.catch()` after a request's transaction: removes the files written for the request, then
 * rethrows the error as it was. Files are written before (or outside) the database transaction, so a
 * transaction that throws would otherwise leave them on disk with no row pointing at them
 * (docs/decisions.md "Files"). A failed removal never hides the original error.
 */
export function discarding(storage: Remover, stored: ReadonlyArray<Pick<StoredFile, 'id'>>) {
  return async (error: unknown): Promise<never> => {
    await Promise.allSettled(stored.map((f) => storage.remove(f.id)));
    throw error;
  };
}

/**
 * Runs `work` with a `save` that remembers what it wrote; if `work` throws (including while saving a
 * later file), every file written so far is removed.
 */
export async function withStoredFiles<T>(
  storage: Pick<FileStorage, 'save' | 'remove'>,
  work: (save: (buffer: Buffer, name: string) => Promise<StoredFile>) => Promise<T>,
): Promise<T> {
  const written: StoredFile[] = [];
  const save = async (buffer: Buffer, name: string) => {
    const file = await storage.save(buffer, name);
    written.push(file);
    return file;
  };
  return work(save).catch(discarding(storage, written));
}
