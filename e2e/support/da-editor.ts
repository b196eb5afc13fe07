import type { Page } from 'playwright-core';

/** A small valid-looking PDF for a file input. */
export function pdf(name: string) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) };
}

/** Attaches a supporting PDF to a line of the DA editor (in its section) and waits until it is listed. */
export async function attach(page: Page, section: string, item: string) {
  const row = page.getByRole('region', { name: section }).getByRole('row').filter({ hasText: item });
  await row.locator('input[type=file]').setInputFiles(pdf(`${item}.pdf`));
  await row.getByText(`${item}.pdf`).first().waitFor();
}
