import type { DocumentFile, DocumentText, ReadLimits } from '../../platform/documents/types';
import type { RecogniseContext, RecognisedDa } from './recognise/types';

/**
 * What the DA helper asks of the document reader and the recogniser (platform/documents and
 * ./recognise, written beside this module): a port, so the routes, storage and jobs do not depend on
 * how a page is read, and a test can count calls.
 */
export interface DaEngine {
  recognise(file: DocumentFile, limits: ReadLimits, ctx: RecogniseContext): Promise<RecognisedDa>;
  read(file: DocumentFile, limits: ReadLimits): Promise<DocumentText>;
}

/** Synchronous calls (recognise, register-response, add-pages, pdf-text-extractor-sync). */
export const SYNC_LIMITS: ReadLimits = { maxPages: 20, timeoutMs: 60_000 };
/** The /ai jobs: longer documents, read in the background. */
export const JOB_LIMITS: ReadLimits = { maxPages: 200, timeoutMs: 5 * 60_000 };
