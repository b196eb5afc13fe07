import type { Browser, Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { downloadByClicking } from '../support/download';
import { LAPTOP } from '../support/layout';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Journey: paying through the bank's own files (issue 44 item 2). The demo approver downloads the
// pain.001 payment file of the approved payments (the demo's Oslo DA is one, in USD), the bank pays
// it and sends back its camt.053 statement (written here from the file, as the bank would), the
// approver imports it, sees the booking matched, confirms, and the payment is paid with the bank's
// reference; the reviewer's open Financial page shows it paid without a reload.
const REVIEWER = 'reviewer@nordic-bulk.example';
const APPROVER = 'approver@nordic-bulk.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function contentOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface FileTransaction {
  endToEndId: string;
  amount: string;
  currency: string;
  creditorIban: string;
  creditorName: string;
}

/** The transactions of a pain.001, read as a bank's portal would read them. */
function transactionsOf(pain001: string): FileTransaction[] {
  return [...pain001.matchAll(/<CdtTrfTxInf>([\s\S]*?)<\/CdtTrfTxInf>/g)].map(([, tx = '']) => ({
    endToEndId: /<EndToEndId>([^<]+)<\/EndToEndId>/.exec(tx)?.[1] ?? '',
    amount: /<InstdAmt Ccy="[A-Z]{3}">([^<]+)<\/InstdAmt>/.exec(tx)?.[1] ?? '',
    currency: /<InstdAmt Ccy="([A-Z]{3})">/.exec(tx)?.[1] ?? '',
    creditorIban: /<CdtrAcct><Id><IBAN>([^<]+)<\/IBAN>/.exec(tx)?.[1] ?? '',
    creditorName: /<Cdtr><Nm>([^<]+)<\/Nm>/.exec(tx)?.[1] ?? '',
  }));
}

/** The bank's end-of-day statement (camt.053.001.08) booking one transfer of the file. */
function statementFor(tx: FileTransaction, account: string, bankReference: string, bookingDate: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>NDEA-STMT-${bankReference}</MsgId><CreDtTm>${bookingDate}T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>NDEA-STMT-${bankReference}-1</Id>
      <CreDtTm>${bookingDate}T18:00:00</CreDtTm>
      <Acct><Id><IBAN>${account}</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="${tx.currency}">${tx.amount}</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${bookingDate}</Dt></BookgDt>
        <ValDt><Dt>${bookingDate}</Dt></ValDt>
        <AcctSvcrRef>${bankReference}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>XBCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${tx.endToEndId}</EndToEndId></Refs>
          <Amt Ccy="${tx.currency}">${tx.amount}</Amt>
          <CdtDbtInd>DBIT</CdtDbtInd>
          <RltdPties>
            <Cdtr><Pty><Nm>${tx.creditorName}</Nm></Pty></Cdtr>
            <CdtrAcct><Id><IBAN>${tx.creditorIban}</IBAN></Id></CdtrAcct>
          </RltdPties>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

describe('bank files', () => {
  it('the approver pays through the payment file and the bank statement; the reviewer sees it paid live', async () => {
    // ---- the reviewer keeps the Financial page open ----
    const reviewer = await openPage(browser, LAPTOP);
    const rpage = reviewer.page;
    await loginThroughForm(rpage, REVIEWER);
    await dismissCookieBanner(rpage);
    await rpage.getByRole('link', { name: 'Financial' }).click();
    await rpage.getByText('You are a reviewer').waitFor();
    // A reviewer does not pay: neither bank file is offered.
    expect(await rpage.getByRole('button', { name: 'Download payment file' }).count()).toBe(0);
    await rpage.getByRole('tab', { name: 'History' }).click();
    // Other journeys add payments meanwhile: the reviewer finds the Oslo call by its vessel.
    await rpage.getByRole('searchbox', { name: 'Vessel, port or agent' }).fill('Nordic Narvik');
    // The demo's Oslo call (journeys may add payments of the same vessel elsewhere).
    const osloForReviewer = rpage
      .getByRole('row')
      .filter({ hasText: 'Nordic Narvik' })
      .filter({ hasText: 'Oslo' })
      .first();
    await osloForReviewer.getByText('Approved', { exact: true }).waitFor();

    // ---- the approver downloads the payment file ----
    const approver = await openPage(browser, LAPTOP);
    const apage = approver.page;
    await loginThroughForm(apage, APPROVER);
    await dismissCookieBanner(apage);
    await apage.getByRole('link', { name: 'Financial' }).click();
    await apage.getByText('You are an approver').waitFor();
    const download = await downloadByClicking(apage, apage.getByRole('button', { name: 'Download payment file' }));
    expect(download.suggestedFilename()).toMatch(/^payments-pain001-\d{4}-\d{2}-\d{2}\.xml$/);
    const pain001 = await contentOf(download);
    expect(pain001).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.12">');
    // The demo's Oslo DA: USD 20,300.00 to the North Sea agency's ABN AMRO account, from the USD account.
    const oslo = transactionsOf(pain001).find((tx) => tx.currency === 'USD' && tx.amount === '20300.00');
    expect(oslo, pain001).toMatchObject({ creditorIban: 'NL02ABNA0123456789' });
    expect(oslo?.endToEndId).toMatch(/^PORTCALL-PAY-\d+$/);
    // Paid from the buyer's USD payment instruction (the demo's Norwegian USD account).
    const debtorIban = /<DbtrAcct><Id><IBAN>(NO\d+)<\/IBAN><\/Id><Ccy>USD<\/Ccy><\/DbtrAcct>/.exec(pain001)?.[1];
    expect(debtorIban, pain001).toBeDefined();
    const transfers = transactionsOf(pain001);
    expect(pain001).toContain(`<NbOfTxs>${transfers.length}</NbOfTxs>`);

    // ---- the bank's statement comes back ----
    const bookingDate = new Date().toISOString().slice(0, 10);
    const bankReference = `NDEA${Date.now() % 1_000_000_000}`;
    await apage.getByRole('button', { name: 'Import bank statement' }).click();
    const dialog = apage.getByRole('dialog', { name: 'Import bank statement' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'statement.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(statementFor(oslo as FileTransaction, debtorIban as string, bankReference, bookingDate)),
    });
    await dialog.getByRole('button', { name: 'Read statement' }).click();
    const matched = dialog.getByRole('region', { name: 'Matched' });
    const line = matched.getByRole('row').filter({ hasText: bankReference });
    await line.waitFor();
    await expect.poll(() => line.textContent()).toContain('USD 20,300.00');
    expect(await line.getByRole('checkbox').isChecked()).toBe(true);
    await screenshot(apage, 'bank-files-review');
    await dialog.getByRole('button', { name: 'Confirm 1 payment(s)' }).click();
    await apage.getByText('1 payment(s) marked paid from the bank statement').waitFor();
    // The booking is now the payment's: paid, with the bank's reference and booking date.
    const paidLine = dialog.getByRole('region', { name: 'Paid' }).getByRole('row').filter({ hasText: bankReference });
    await paidLine.getByText(/· Paid/).waitFor();
    await expect.poll(() => paidLine.textContent()).toContain(bookingDate.split('-').reverse().join('/'));
    expect(
      await dialog.getByRole('region', { name: 'Matched' }).getByRole('row').filter({ hasText: bankReference }).count(),
    ).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await apage.getByRole('tab', { name: 'History' }).click();
    await apage.getByRole('searchbox', { name: 'Vessel, port or agent' }).fill('Nordic Narvik');
    await apage
      .getByRole('row')
      .filter({ hasText: 'Nordic Narvik' })
      .filter({ hasText: 'Oslo' })
      .first()
      .getByText('Paid', { exact: true })
      .waitFor();
    expect(approver.pageErrors).toEqual([]);

    // ---- the reviewer's page, never reloaded ----
    await osloForReviewer.getByText('Paid', { exact: true }).waitFor();
    await expect.poll(() => osloForReviewer.textContent()).toContain('USD 20,300.00');
    await screenshot(rpage, 'bank-files-reviewer-paid');
    expect(reviewer.pageErrors).toEqual([]);
  }, 240_000);
});
