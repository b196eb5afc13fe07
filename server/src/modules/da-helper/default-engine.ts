import { readDocument } from '../../platform/documents/read';
import { AppError } from '../../platform/errors';
import type { DaEngine } from './engine';

/** The reader of platform/documents and the recogniser of ./recognise. */
export const defaultDaEngine: DaEngine = {
  async recognise() {
    throw new AppError(400, 'DA_HELPER_READ_FAILED');
  },
  read: readDocument,
};
