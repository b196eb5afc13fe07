import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  byteLimit,
  collect,
  displayName,
  type FileStorage,
  fileMissing,
  isStorageId,
  MAX_STORED_FILE_BYTES,
  type OpenedFile,
  tooLarge,
} from './storage';

export interface S3StorageOptions {
  /** The server's URL (S3_ENDPOINT); unset: AWS itself, by region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name: MinIO, Ceph, s3rver and most self-hosted stores. */
  forcePathStyle: boolean;
}

/** Where in the bucket the files live: the sweep lists only here, so a shared bucket's other keys are safe. */
const PREFIX = 'files/';

/**
 * The S3-compatible back-end of FileStorage (docs/decisions.md "Files on S3 and the two-node test").
 * Checksums are sent only when an operation requires them: with the SDK's default, a streamed body
 * goes up in the `aws-chunked` encoding, which S3-compatible servers that do not speak it (s3rver,
 * older MinIO) store framing and all.
 */
export function createS3FileStorage(options: S3StorageOptions, maxBytes = MAX_STORED_FILE_BYTES) {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (id: string) => {
    if (!isStorageId(id)) throw fileMissing();
    return `${PREFIX}${id}`;
  };

  async function open(id: string): Promise<OpenedFile> {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(id) })).catch((error) => {
      throw isNoSuchKey(error) ? fileMissing() : error;
    });
    if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered a body that is not a stream');
    return { stream: answer.Body, size: answer.ContentLength ?? 0 };
  }

  const storage: FileStorage & { close(): void; reachable(): Promise<void> } = {
    async save(content, name) {
      const id = randomUUID();
      if (Buffer.isBuffer(content)) {
        if (content.length > maxBytes) throw tooLarge();
        await client.send(
          new PutObjectCommand({ Bucket, Key: keyOf(id), Body: content, ContentLength: content.length }),
        );
        return { id, name: displayName(name), size: content.length };
      }
      // A stream of unknown length goes up in parts of 5 MB (one PUT when smaller): memory stays bounded.
      const limit = byteLimit(maxBytes);
      content.on('error', (error) => limit.destroy(error));
      const upload = new Upload({ client, params: { Bucket, Key: keyOf(id), Body: content.pipe(limit) } });
      await upload.done().catch((error) => {
        // The refusal, not what aborting the upload answered (s3rver does not abort multipart uploads).
        throw limit.bytes > maxBytes ? tooLarge() : error;
      });
      return { id, name: displayName(name), size: limit.bytes };
    },
    async read(id) {
      return collect((await open(id)).stream);
    },
    open,
    async remove(id) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const id = object.Key?.slice(PREFIX.length) ?? '';
          if (isStorageId(id) && object.LastModified) yield { id, storedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    /** Throws unless the bucket answers (readiness). */
    async reachable() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
  return storage;
}

const isNoSuchKey = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
