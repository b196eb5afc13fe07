import { AppError } from '../errors';

/**
 * The wall-clock bound of one read. Readers call `check()` between pages; `race` abandons a step
 * that does not come back (a pathological page), and `onExpire` lets the reader free what it holds
 * (the PDF document, the OCR worker) so nothing keeps working for a request that was answered.
 */
export class Deadline {
  private readonly at: number;
  private readonly cleanups: Array<() => unknown> = [];

  constructor(timeoutMs: number) {
    this.at = Date.now() + timeoutMs;
  }

  get remainingMs() {
    return Math.max(0, this.at - Date.now());
  }

  check() {
    if (Date.now() >= this.at) throw timedOut();
  }

  onExpire(cleanup: () => unknown) {
    this.cleanups.push(cleanup);
  }

  async race<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const expiry = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        for (const cleanup of this.cleanups) {
          try {
            Promise.resolve(cleanup()).catch(() => {});
          } catch {}
        }
        reject(timedOut());
      }, this.remainingMs);
    });
    // The abandoned step may still fail later; that rejection has nobody left to tell.
    work.catch(() => {});
    try {
      return await Promise.race([work, expiry]);
    } finally {
      clearTimeout(timer);
    }
  }
}

export const timedOut = () => new AppError(400, 'DOCUMENT_READ_TIMEOUT');
