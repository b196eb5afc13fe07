import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Undoes quoted-printable soft line breaks and escapes (the e-mails' text parts). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for an e-mail the server sent to `to` (the e2e global setup's mailbox) and answers its
 * decoded text, newest first; with `containing`, the newest one whose text holds it (a link's path,
 * say, where the address gets other mail too).
 */
export async function waitForMail(to: string, containing = '', timeoutMs = 30_000): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (the e2e global setup starts the mailbox)');
  const addressedTo = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.readdirSync(dir).sort().reverse();
    for (const file of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (addressedTo.test(text) && text.includes(containing)) return text;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to}${containing ? ` holding ${containing}` : ''} arrived`);
}

/** The first link of an e-mail that leads to `pathPart`. */
export function linkIn(mail: string, pathPart: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`).exec(mail);
  if (!match) throw new Error(`no ${pathPart} link in the e-mail`);
  return match[0].replace(/&amp;/g, '&');
}

/**
 * Opens the e-mail's link to `pathPart` the way its reader does: the link shown on a page of its
 * own, clicked, in a browser that has not logged in to anything yet.
 */
export async function followMailLink(page: Page, mail: string, pathPart: string, label: string): Promise<void> {
  await page.setContent(`<a href="${linkIn(mail, pathPart)}">${label}</a>`);
  await page.getByRole('link', { name: label, exact: true }).click();
}
