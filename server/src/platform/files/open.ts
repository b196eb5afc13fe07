import path from 'node:path';
import type { Config } from '../config';
import { createS3FileStorage } from './s3-storage';
import { createFileStorage, type FileStorage } from './storage';

/** The node's file storage: the S3 bucket when configured, else DATA_DIR/files. */
export function openFileStorage(
  config: Pick<Config, 's3' | 'dataDir'>,
): FileStorage & { close?(): void; reachable?(): Promise<void> } {
  return config.s3 ? createS3FileStorage(config.s3) : createFileStorage(path.join(config.dataDir, 'files'));
}
