import { describe, expect, it } from 'vitest';
import {
  checkFile,
  checkImageSize,
  exceedsMaxFiles,
  MAX_FILE_SIZE,
  MAX_TOTAL_SIZE,
  matchesAcceptedType,
  uploadLabel,
} from './upload-rules';

const pdf = (size: number) => ({ name: 'sof.pdf', type: 'application/pdf', size });

describe('upload field rules (platform-core §5, §9)', () => {
  it('uses the spec limits', () => {
    expect(MAX_FILE_SIZE).toBe(20971520);
    expect(MAX_TOTAL_SIZE).toBe(26214400);
  });

  it('rejects a file above 20 MB and a total above 25 MB, unless the check is off', () => {
    expect(checkFile(pdf(MAX_FILE_SIZE), { currentTotal: 0 })).toBeNull();
    expect(checkFile(pdf(MAX_FILE_SIZE + 1), { currentTotal: 0 })).toMatch(/20 MB/);
    expect(checkFile(pdf(10_000_000), { currentTotal: 20_000_000 })).toMatch(/25 MB/);
    expect(checkFile(pdf(MAX_FILE_SIZE + 1), { currentTotal: 0, checkSize: false })).toBeNull();
  });

  it('checks accepted types with the spec wording', () => {
    expect(checkFile(pdf(10), { currentTotal: 0, acceptedTypes: ['image/png', 'image/jpeg'] })).toBe(
      'Please add a file with one of the following types: image/png, image/jpeg',
    );
    expect(matchesAcceptedType({ name: 'logo.PNG', type: 'image/png', size: 1 }, ['image/*'])).toBe(true);
    expect(matchesAcceptedType({ name: 'list.XLSX', type: '', size: 1 }, ['.xlsx'])).toBe(true);
    expect(matchesAcceptedType(pdf(1), [])).toBe(true);
  });

  it('wants images of the exact size, 100 x 100 by default', () => {
    expect(checkImageSize({ width: 100, height: 100 })).toBeNull();
    expect(checkImageSize({ width: 100, height: 101 })).toMatch(/100 x 100/);
    expect(checkImageSize({ width: 200, height: 50 }, { width: 200, height: 50 })).toBeNull();
  });

  it('warns about max files', () => {
    expect(exceedsMaxFiles(2, false)).toBe(true);
    expect(exceedsMaxFiles(1, false)).toBe(false);
    expect(exceedsMaxFiles(4, true, 3)).toBe(true);
    expect(exceedsMaxFiles(999_999, true)).toBe(false);
  });

  it('labels the drop zone in the singular when only one file is allowed', () => {
    expect(uploadLabel(true, false)).toBe('Drag & Drop your files or Browse');
    expect(uploadLabel(false, false)).toBe('Drag & Drop your file or Browse');
    expect(uploadLabel(true, true)).toBe('');
  });
});
