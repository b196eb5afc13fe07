import { formatMessage, messages } from '@portcall/contracts/messages';

/** Upload field limits of platform-core §5 "File upload field". */
export const MAX_FILE_SIZE = 20_971_520;
export const MAX_TOTAL_SIZE = 26_214_400;
export const DEFAULT_IMAGE_SIZE = { width: 100, height: 100 } as const;
/** What "no maximum" means for the number of files. */
export const MAX_FILES_FALLBACK = 1_000_000;

// The spec names these conditions without their wording; see the report to the lead about moving
// them into the message catalogue.
export const uploadTexts = {
  fileTooLarge: 'File is too large. The maximum size is 20 MB',
  totalTooLarge: 'The files are too large together. The maximum is 25 MB',
  imageSize: (w: number, h: number) => `The image must be exactly ${w} x ${h} pixels`,
  maxFiles: messages.MAX_FILES,
} as const;

/** 'Drag & Drop your files or Browse' ('file' when only one is allowed); nothing when disabled. */
export function uploadLabel(isMultiple: boolean, isDisabled: boolean): string {
  if (isDisabled) return '';
  return `Drag & Drop your ${isMultiple ? 'files' : 'file'} or Browse`;
}

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** Accepts MIME types ('application/pdf'), families ('image/*') and extensions ('.pdf'). */
export function matchesAcceptedType(file: FileLike, acceptedTypes: readonly string[]): boolean {
  if (acceptedTypes.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return acceptedTypes.some((accepted) => {
    const a = accepted.trim().toLowerCase();
    if (a.startsWith('.')) return name.endsWith(a);
    if (a.endsWith('/*')) return type.startsWith(a.slice(0, -1));
    return type === a;
  });
}

export interface FileCheckOptions {
  /** Bytes of the files already in the field. */
  currentTotal: number;
  checkSize?: boolean;
  acceptedTypes?: readonly string[];
}

/** The reason a file may not be added, or null. */
export function checkFile(file: FileLike, options: FileCheckOptions): string | null {
  const { currentTotal, checkSize = true, acceptedTypes } = options;
  if (acceptedTypes && acceptedTypes.length > 0 && !matchesAcceptedType(file, acceptedTypes)) {
    return formatMessage('ATTACHMENT_TYPE', { list: acceptedTypes.join(', ') });
  }
  if (checkSize) {
    if (file.size > MAX_FILE_SIZE) return uploadTexts.fileTooLarge;
    if (currentTotal + file.size > MAX_TOTAL_SIZE) return uploadTexts.totalTooLarge;
  }
  return null;
}

export function checkImageSize(
  actual: { width: number; height: number },
  expected: { width: number; height: number } = DEFAULT_IMAGE_SIZE,
): string | null {
  return actual.width === expected.width && actual.height === expected.height
    ? null
    : uploadTexts.imageSize(expected.width, expected.height);
}

/** More than one file without `multiple`, or more than the maximum, raises the 'Max files' warning. */
export function exceedsMaxFiles(count: number, isMultiple: boolean, maxFiles?: number | null): boolean {
  const limit = isMultiple ? (maxFiles ?? MAX_FILES_FALLBACK) : 1;
  return count > limit;
}
