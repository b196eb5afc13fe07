import { readDocument } from '../../platform/documents/read';
import type { DaEngine } from './engine';
import { recogniseFile } from './recognise/recognise';

/** The reader of platform/documents and the recogniser of ./recognise. */
export const defaultDaEngine: DaEngine = {
  recognise: recogniseFile,
  read: readDocument,
};
