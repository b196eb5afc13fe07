/**
 * The Idempotency-Key of a pay attempt (DESIGN §5): one key per attempt, the same key when the same
 * request is sent again after a failure (the server then answers the first outcome and pays nothing
 * more), a new key as soon as the request differs (a changed amount or file is a new attempt, and
 * the old key would be refused as IDEMPOTENCY_KEY_REUSED).
 */
export interface AttemptKeys {
  keyFor(fingerprint: string): string;
  /** After a success the next pay is a new attempt. */
  settle(): void;
}

export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}

/** What identifies a pay request: the form and each file's name, size and modification time. */
export function payFingerprint(form: unknown, files: readonly File[]): string {
  return JSON.stringify([form, files.map((f) => [f.name, f.size, f.lastModified])]);
}
