import type { TBankDetails } from '@portcall/contracts/bank-accounts';
import type { DocumentFile, DocumentText, ReadLimits } from '../../platform/documents/types';
import { AppError } from '../../platform/errors';
import { recogniseBankDetails } from './recognise';

export type ReadDocument = (file: DocumentFile, limits: ReadLimits) => Promise<DocumentText>;

/** A bank letter is a page or two; a scan of ten is the most worth reading. */
export const BANK_LETTER_LIMITS: ReadLimits = { maxPages: 10, timeoutMs: 60_000 };

/** A file the reader refused (not a document, too many pages...), as a FAILED recognition. */
export function unreadable(error: AppError): TBankDetails {
  return {
    status: 'FAILED',
    iban: null,
    swift: null,
    beneficiaryName: null,
    bankName: null,
    bankAddress: null,
    problems: [{ field: null, code: error.code, message: error.message }],
    pageCount: 0,
  };
}

/** Reads a bank letter (text layer or OCR) and recognises its bank details. */
export function createBankLetterReader(deps: { readDocument: ReadDocument }) {
  return {
    /** Throws the reader's 400 for a file that is no readable document. */
    async read(file: DocumentFile): Promise<TBankDetails> {
      return recogniseBankDetails(await deps.readDocument(file, BANK_LETTER_LIMITS));
    },
    /** The same, a refused file answered as FAILED with the reader's message (kept on a request). */
    async readOrFail(file: DocumentFile): Promise<TBankDetails> {
      try {
        return await this.read(file);
      } catch (error) {
        if (error instanceof AppError) return unreadable(error);
        throw error;
      }
    },
  };
}
export type BankLetterReader = ReturnType<typeof createBankLetterReader>;
