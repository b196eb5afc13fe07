import { describe, expect, it } from 'vitest';
import { parseTranslation } from './translate-attachment';

describe('parseTranslation', () => {
  it('keeps the pages of the translated text apart, in order', () => {
    const text =
      'tasas.pdf: translated from Spanish into English by the offline translator.\n\n' +
      '=== Page 1 of 2 ===\nThe port charges a tax.\nSecond line.\n\n=== Page 2 of 2 ===\nThird page.\n';
    expect(parseTranslation(text)).toEqual({
      heading: 'tasas.pdf: translated from Spanish into English by the offline translator.',
      pages: ['The port charges a tax.\nSecond line.', 'Third page.'],
    });
  });
});
