import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../platform/files/s3-storage';

export interface TestS3Server {
  options: S3StorageOptions;
  /** The S3_* variables a node is started with. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free port with one empty bucket, its objects
 * in a temporary folder: the storage tests and the two-node test talk to it over HTTP with the AWS SDK.
 */
export async function startS3Server(bucket = 'portcall-files'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let isClosed = false;
  // s3rver takes any key pair; it checks the signature is well formed.
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    env,
    options: {
      endpoint: env.S3_ENDPOINT,
      bucket,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
