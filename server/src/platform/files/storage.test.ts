import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { AppError } from '../errors';
import { createS3FileStorage } from './s3-storage';
import { collect, createFileStorage, type FileStorage } from './storage';

/**
 * One contract, two back-ends: the local folder and an S3-compatible server (s3rver, a real HTTP
 * server speaking the S3 protocol) reached through the AWS SDK. The bytes that come back must be the
 * bytes sent, whether they went up whole or as a stream of unknown length.
 */
const LIMIT = 7 * 1024 * 1024;
let s3: TestS3Server;
let dir: string;
const backEnds: Array<[string, () => FileStorage]> = [
  ['local folder', () => createFileStorage(dir, LIMIT)],
  ['S3 bucket', () => createS3FileStorage(s3.options, LIMIT)],
];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-storage-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A stream in uneven chunks, as an upload arrives. */
const chunked = (bytes: Buffer, size = 64 * 1024 + 7) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code };
    throw error;
  }
  return null;
}

async function ids(storage: FileStorage) {
  const found: string[] = [];
  for await (const object of storage.list()) found.push(object.id);
  return found.sort();
}

describe.each(backEnds)('file storage: %s', { timeout: 60_000 }, (_name, open) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });

  it('gives back the bytes it was given, whole or streamed, under a generated id', async () => {
    const small = randomBytes(1000);
    const saved = await storage.save(small, '../../etc/passwd');
    expect(saved).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'passwd', size: 1000 });
    expect((await storage.read(saved.id)).equals(small)).toBe(true);
    const opened = await storage.open(saved.id);
    expect(opened.size).toBe(1000);
    expect((await collect(opened.stream)).equals(small)).toBe(true);

    // Past one 5 MB part, in chunks of no round size: the S3 side goes up in several parts.
    const large = randomBytes(6 * 1024 * 1024 + 123);
    const streamed = await storage.save(chunked(large), 'scan.pdf');
    expect(streamed.size).toBe(large.length);
    const back = await storage.read(streamed.id);
    expect(back.length).toBe(large.length);
    expect(back.equals(large)).toBe(true);

    const tiny = Buffer.from('%PDF-1.4 one line');
    const one = await storage.save(chunked(tiny), 'nor.pdf');
    expect((await collect((await storage.open(one.id)).stream)).equals(tiny)).toBe(true);
  });

  it('refuses a file past the limit, whole or streamed, and keeps nothing of it', async () => {
    const before = await ids(storage);
    const tooBig = randomBytes(LIMIT + 1);
    expect(await refusal(storage.save(tooBig, 'big.pdf'))).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(await refusal(storage.save(chunked(tooBig, 1024 * 1024), 'big.pdf'))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await ids(storage)).toEqual(before);
  });

  it('answers FILE_MISSING (404) for a file it does not have, and for a name that is no id', async () => {
    const missing = { status: 404, code: 'FILE_MISSING' };
    expect(await refusal(storage.read(randomUUID()))).toEqual(missing);
    expect(await refusal(storage.open(randomUUID()))).toEqual(missing);
    expect(await refusal(storage.open('../../etc/passwd'))).toEqual(missing);
    const saved = await storage.save(Buffer.from('gone'), 'gone.pdf');
    await storage.remove(saved.id);
    expect(await refusal(storage.open(saved.id))).toEqual(missing);
    // Removing what is gone already is no error: a cleanup may run twice.
    await storage.remove(saved.id);
  });

  it('lists what it holds with when it was stored', async () => {
    // Stored files carry the file system's time (s3rver keeps its objects on disk too), which CI's
    // year-ahead pass does not move: the time to compare with is the file system's own.
    const mark = path.join(os.tmpdir(), `storage-clock-${process.pid}-${Math.random()}`);
    fs.writeFileSync(mark, '');
    const started = fs.statSync(mark).mtimeMs;
    fs.rmSync(mark);
    const saved = await storage.save(Buffer.from('listed'), 'listed.pdf');
    const listed: Array<{ id: string; storedAt: Date }> = [];
    for await (const object of storage.list()) listed.push(object);
    const entry = listed.find((o) => o.id === saved.id);
    // S3 keeps whole seconds.
    expect(entry?.storedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000 - 1000);
    await storage.remove(saved.id);
    expect(await ids(storage)).not.toContain(saved.id);
  });
});
