import { formatMessage, messages } from '@portcall/contracts/messages';
import { describe, expect, it } from 'vitest';
import { buildRawPdf, buildZip } from '../documents/test-files';
import { AppError } from '../errors';
import { CSV_ONLY, checkUpload, DOCUMENTS, type FileRule, LOGO, MAX_ATTACHMENT_PAGES, READABLE } from './check';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const PDF = buildRawPdf({ text: 'Notice of readiness tendered' });
const workbook = (extra: Array<{ name: string; data: Buffer; declaredSize?: number }> = []) =>
  buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }, ...extra]);

async function refusal(filename: string, buffer: Buffer, rule: FileRule = DOCUMENTS) {
  try {
    await checkUpload({ field: 'attachments', filename, buffer }, rule);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, code: error.code, text: error.fields?.attachments };
  }
  return null;
}

describe('an upload checked by its bytes', () => {
  it('takes what its name and bytes agree on', async () => {
    expect(await refusal('nor.pdf', PDF)).toBeNull();
    expect(await refusal('scan.PNG', PNG)).toBeNull();
    expect(await refusal('pda.xlsx', workbook())).toBeNull();
    expect(await refusal('letter.docx', buildZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]))).toBe(
      null,
    );
    expect(await refusal('codes.csv', Buffer.from('code\nA100\n'), CSV_ONLY)).toBeNull();
    // A name without an extension says nothing to disagree with: the bytes decide.
    expect(await refusal('attachment', PDF)).toBeNull();
  });

  it('refuses PNG bytes named .pdf and PDF bytes named .exe, naming what the file is', async () => {
    expect(await refusal('scan.pdf', PNG)).toEqual({
      status: 400,
      code: 'FILE_NAME_MISMATCH',
      text: formatMessage('FILE_NAME_MISMATCH', { name: 'scan.pdf', type: 'PNG', extensions: '.png' }),
    });
    expect(await refusal('run.exe', PDF)).toMatchObject({ code: 'FILE_NAME_MISMATCH' });
  });

  it('refuses a kind the field does not take with the field’s message', async () => {
    expect(await refusal('run.exe', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]))).toEqual({
      status: 400,
      code: 'ATTACHMENT_TYPE',
      text: formatMessage('ATTACHMENT_TYPE', { list: 'PDF, PNG, JPEG, TIFF, XLSX, DOCX, CSV' }),
    });
    expect(await refusal('logo.pdf', PDF, LOGO)).toMatchObject({ code: 'LOGO_TYPE', text: messages.LOGO_TYPE });
    expect(
      await refusal('page.docx', buildZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]), READABLE),
    ).toMatchObject({ code: 'DOCUMENT_UNSUPPORTED_TYPE' });
    expect(await refusal('empty.pdf', Buffer.alloc(0))).toMatchObject({ code: 'ATTACHMENT_TYPE' });
  });

  it('refuses a PDF of more pages than an attachment may have', async () => {
    const pages = MAX_ATTACHMENT_PAGES * 10;
    expect(await refusal('bomb.pdf', buildRawPdf({ pages }))).toEqual({
      status: 400,
      code: 'FILE_TOO_MANY_PAGES',
      text: formatMessage('FILE_TOO_MANY_PAGES', { name: 'bomb.pdf', pages, max: MAX_ATTACHMENT_PAGES }),
    });
    expect(await refusal('long.pdf', buildRawPdf({ pages: MAX_ATTACHMENT_PAGES }))).toBeNull();
  });

  it('refuses a workbook that unpacks past the bounds, whether it declares its size or lies', async () => {
    const declared = workbook([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(101 * 1024 * 1024, 32) }]);
    expect(await refusal('bomb.xlsx', declared)).toMatchObject({ code: 'FILE_UNPACKS_TOO_LARGE' });
    const lying = workbook([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(5_000_000, 32), declaredSize: 1000 },
    ]);
    expect(await refusal('bomb.xlsx', lying)).toMatchObject({ code: 'FILE_UNPACKS_TOO_LARGE' });
    expect(await refusal('broken.xlsx', workbook().subarray(0, 40))).toMatchObject({ code: 'DOCUMENT_MALFORMED' });
  });
});
