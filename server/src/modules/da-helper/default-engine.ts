import { AppError } from '../../platform/errors';
import type { DaEngine } from './engine';

/** The reader and recogniser of platform/documents and ./recognise (wired once they land). */
export const defaultDaEngine: DaEngine = {
  async recognise() {
    throw new AppError(400, 'DA_HELPER_READ_FAILED');
  },
  async read() {
    throw new AppError(400, 'DA_HELPER_READ_FAILED');
  },
};
