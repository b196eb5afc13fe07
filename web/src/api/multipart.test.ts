import { describe, expect, it } from 'vitest';
import { buildMultipart, dataUrlToBlob } from './multipart';

// jsdom's Blob has no text(); FileReader reads it the way a browser would.
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('multipart body', () => {
  it('sends the form as a JSON text field named form, then each attachment', () => {
    const a = new File(['one'], 'sof.pdf', { type: 'application/pdf' });
    const b = new File(['two'], 'invoice.pdf', { type: 'application/pdf' });
    const body = buildMultipart({ currency: 'EUR', amount: '1200.50' }, [a, b]);
    const form = body.get('form');
    // A string field: the server reads the form only from a non-file part.
    expect(typeof form).toBe('string');
    expect(JSON.parse(form as string)).toEqual({ currency: 'EUR', amount: '1200.50' });
    const attachments = body.getAll('attachments') as File[];
    expect(attachments.map((f) => f.name)).toEqual(['sof.pdf', 'invoice.pdf']);
  });

  it('turns data URLs into blobs', async () => {
    const blob = dataUrlToBlob('data:text/plain;base64,SGVsbG8=');
    expect(blob.type).toBe('text/plain');
    expect(await readText(blob)).toBe('Hello');
    const body = buildMultipart({}, ['data:image/png;base64,AAAA']);
    expect((body.get('attachments') as Blob).type).toBe('image/png');
  });
});
