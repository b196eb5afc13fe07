import { endToEndIdOf } from '@portcall/contracts/bank-files';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer } from '../../../test/scenario';
import { sendMultipart } from '../../proformas/scenario';
import { cashFlowMovements, paymentAttachments } from '../db';
import { approvedPayment, createPaymentPeople, type PaymentAnswer, type PaymentPeople } from '../scenario';
import { parseCamt } from './camt';
import { buildPain001 } from './pain001';
import { camt053 } from './statement-fixture';
import { validateAgainst } from './xsd';

const S = '/da-app/secured';
const FILE = `${S}/financial/payments/payment-file`;
const IMPORT = `${S}/financial/bank-statements/import`;
const AGENT_IBAN = 'GR1601101250000000012300695';
/** Tests that bring DAs to APPROVED through the real calls take a while on a loaded machine. */
const SLOW = 120_000;

type Review = {
  id: number;
  messageType: string;
  entries: Array<{
    id: number;
    bankReference: string | null;
    amount: string;
    outcome: string;
    matchedBy: string | null;
    payment: {
      id: number;
      version: number;
      status: string;
      remittedAmount: string | null;
      paidDate: string | null;
    } | null;
  }>;
};

type Transaction = {
  PmtId: { EndToEndId: string };
  Amt: { InstdAmt: { '#text': string; '@Ccy': string } };
  CdtrAcct: { Id: { IBAN: string } };
  CdtrAgt: { FinInstnId: { BICFI: string } };
};

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (n) => ['PmtInf', 'CdtTrfTxInf'].includes(n),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const paymentFile = (people: PaymentPeople) =>
  t.app.inject({ method: 'GET', url: FILE, headers: bearer(people.approver) });
const importStatement = (people: PaymentPeople, content: string, name = 'statement.xml') =>
  sendMultipart(t, people.approver, IMPORT, {}, [{ field: 'statement', name, content }]);
const reviewOf = async (people: PaymentPeople, content: string) => {
  const response = await importStatement(people, content);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Review;
};
const load = (people: PaymentPeople, id: number) =>
  ok<PaymentAnswer & { paidDate: string | null }>(t, people.reviewer, 'GET', `${S}/financial/payments/${id}`);

describe('pain.001 payment file', () => {
  it(
    'holds every approved payment with exact amounts and control sums, and is valid against the official schema',
    async () => {
      const people = await createPaymentPeople(t);
      const first = await approvedPayment(t, people, ['1000.50', '250.25']);
      const second = await approvedPayment(t, people, ['0.10', '0.20']);
      const response = await paymentFile(people);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
      expect(response.headers['content-disposition']).toMatch(/payments-pain001-\d{4}-\d{2}-\d{2}\.xml/);
      expect(await validateAgainst('pain.001.001.12.xsd', response.body)).toEqual({ valid: true, errors: [] });

      const document = xml.parse(response.body).Document.CstmrCdtTrfInitn;
      expect(document.GrpHdr.NbOfTxs).toBe('2');
      expect(document.GrpHdr.CtrlSum).toBe('1251.05');
      const transactions: Transaction[] = document.PmtInf.flatMap((p: { CdtTrfTxInf: Transaction[] }) => p.CdtTrfTxInf);
      const byId = new Map(transactions.map((tx) => [tx.PmtId.EndToEndId, tx]));
      const one = byId.get(endToEndIdOf(first.id)) as Transaction;
      expect(one.Amt.InstdAmt).toEqual({ '#text': '1250.75', '@Ccy': 'EUR' });
      expect(one.CdtrAcct.Id.IBAN).toBe(AGENT_IBAN);
      expect(one.CdtrAgt.FinInstnId.BICFI).toBe('PIRBGRAA');
      expect(byId.get(endToEndIdOf(second.id))?.Amt.InstdAmt['#text']).toBe('0.30');
      // Each DA names its own payment instruction here: one PmtInf per debtor account, each summed.
      for (const info of document.PmtInf) {
        expect(info.DbtrAcct.Id.IBAN).toBe('GR9608100010000001234567890');
        expect(info.DbtrAgt.FinInstnId.BICFI).toBe('CRBAGRAA');
        expect(info.NbOfTxs).toBe(String(info.CdtTrfTxInf.length));
        expect(info.CtrlSum).toBe(info.CdtTrfTxInf[0].Amt.InstdAmt['#text']);
      }
      // Another company's approver gets no payment of this one.
      const others = await createPaymentPeople(t);
      expect((await paymentFile(others)).json().code).toBe('PAYMENT_FILE_EMPTY');
    },
    SLOW,
  );

  it('groups one debtor account and currency into one PmtInf whose sums are the exact decimal sums', async () => {
    const party = (name: string) => ({ name, account: { iban: AGENT_IBAN }, bic: 'PIRBGRAA' });
    const file = buildPain001({
      messageId: 'PC1-20261129100000',
      createdAt: new Date('2026-11-29T10:00:00Z'),
      initiatingParty: 'Buyer & Sons <Shipping>',
      batches: [
        {
          id: 'PC1-20261129100000-1',
          debtor: { name: 'Buyer & Sons', account: { other: '123456789' }, bic: 'CRBAGRAA' },
          currency: 'KWD',
          executionDate: '2026-11-29',
          transactions: [
            { endToEndId: 'PORTCALL-PAY-1', amount: '0.100', creditor: party('Agent A'), remittance: 'Payment 1' },
            { endToEndId: 'PORTCALL-PAY-2', amount: '0.205', creditor: party('Agent B'), remittance: 'Payment 2' },
          ],
        },
      ],
    });
    expect(await validateAgainst('pain.001.001.12.xsd', file)).toEqual({ valid: true, errors: [] });
    const info = xml.parse(file).Document.CstmrCdtTrfInitn.PmtInf;
    expect(info).toHaveLength(1);
    expect(info[0].CtrlSum).toBe('0.305');
    expect(info[0].NbOfTxs).toBe('2');
    expect(info[0].DbtrAcct.Id.Othr.Id).toBe('123456789');
    // Escaped in the file, so the bank reads the name as written.
    expect(xml.parse(file).Document.CstmrCdtTrfInitn.GrpHdr.InitgPty.Nm).toBe('Buyer & Sons <Shipping>');
  });

  it(
    'fails the schema check on a file the bank would reject',
    async () => {
      const people = await createPaymentPeople(t);
      await approvedPayment(t, people);
      const good = (await paymentFile(people)).body;
      const withoutEndToEnd = good.replace(/<PmtId><EndToEndId>[^<]*<\/EndToEndId><\/PmtId>/, '<PmtId></PmtId>');
      const badAmount = good.replace(/(<InstdAmt Ccy="EUR">)[^<]*/, '$11,250.75');
      for (const broken of [withoutEndToEnd, badAmount]) {
        const result = await validateAgainst('pain.001.001.12.xsd', broken);
        expect(result.valid).toBe(false);
        expect(result.errors.length).toBeGreaterThan(0);
      }
    },
    SLOW,
  );

  it(
    "refuses the file with the payment and the reason when the agent's account is no longer approved",
    async () => {
      const people = await createPaymentPeople(t);
      const payment = await approvedPayment(t, people);
      const [account] = await ok<Array<{ id: number; version: number }>>(
        t,
        people.agent,
        'GET',
        `${S}/supplier-bank-accounts?currency=EUR&buyerId=${people.reviewer.companyId}`,
      );
      const edited = await sendMultipart(t, people.agent, `${S}/bank-account/edit-approved`, {
        id: account?.id,
        version: account?.version,
        currency: 'EUR',
        bankName: 'Piraeus Bank',
        beneficiaryName: 'Agent Co',
        iban: 'GR16 0110 1250 0000 0001 2300 695',
        swift: 'PIRBGRAA',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const refused = await paymentFile(people);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'PAYMENT_FILE_CREDITOR_INCOMPLETE' });
      expect(refused.json().message).toContain(`#${payment.id}`);
      expect(refused.json().message).toContain('not approved');
    },
    SLOW,
  );
});

describe('camt statement import', () => {
  it(
    'matches by EndToEndId, then amount and creditor; shows partial and unmatched; confirming pays each once',
    async () => {
      const people = await createPaymentPeople(t);
      const exact = await approvedPayment(t, people, ['1000.50', '250.25']);
      const byAccount = await approvedPayment(t, people, ['100.00', '23.45']);
      const partial = await approvedPayment(t, people, ['400.00', '100.00']);
      const statement = camt053('STMT-2026-11-27-A', [
        { bankReference: 'BANKREF-1', endToEndId: endToEndIdOf(exact.id), amount: '1250.75', creditorIban: AGENT_IBAN },
        { bankReference: 'BANKREF-2', amount: '123.45', creditorIban: AGENT_IBAN },
        {
          bankReference: 'BANKREF-3',
          endToEndId: endToEndIdOf(partial.id),
          amount: '480.00',
          creditorIban: AGENT_IBAN,
        },
        { bankReference: 'BANKREF-4', amount: '77.00', creditorIban: 'DE89370400440532013000' },
        { bankReference: 'BANKREF-5', amount: '5000.00', direction: 'CRDT' },
      ]);
      const review = await reviewOf(people, statement);
      expect(review.messageType).toBe('camt.053');
      expect(review.entries.map((e) => [e.bankReference, e.outcome, e.matchedBy, e.payment?.id ?? null])).toEqual([
        ['BANKREF-1', 'MATCHED', 'END_TO_END_ID', exact.id],
        ['BANKREF-2', 'MATCHED', 'AMOUNT_AND_CREDITOR', byAccount.id],
        ['BANKREF-3', 'PARTIAL', 'END_TO_END_ID', partial.id],
        ['BANKREF-4', 'UNMATCHED', null, null],
      ]);

      const items = review.entries
        .filter((e) => e.payment)
        .map((e) => ({ entryId: e.id, paymentId: e.payment?.id as number, version: e.payment?.version as number }));
      const confirmed = await ok<Review>(
        t,
        people.approver,
        'POST',
        `${S}/financial/bank-statements/${review.id}/confirm`,
        { items },
      );
      expect(confirmed.entries.map((e) => e.outcome)).toEqual(['PAID', 'PAID', 'PAID', 'UNMATCHED']);
      expect(await load(people, exact.id)).toMatchObject({
        status: 'PAID',
        remittedAmount: '1250.75',
        paidDate: '2026-11-27',
      });
      expect(await load(people, byAccount.id)).toMatchObject({ status: 'PAID', remittedAmount: '123.45' });
      expect(await load(people, partial.id)).toMatchObject({ status: 'PAID', remittedAmount: '480.00' });
      const attachments = await t.database.db
        .select()
        .from(paymentAttachments)
        .where(eq(paymentAttachments.paymentId, exact.id));
      expect(attachments.map((a) => a.filename)).toEqual(['statement.xml']);

      // The same statement again: the first import opens, nothing is paid twice.
      const again = await reviewOf(people, statement);
      expect(again.id).toBe(review.id);
      expect(again.entries.map((e) => e.outcome)).toEqual(['PAID', 'PAID', 'PAID', 'UNMATCHED']);
      const twice = await send(t, people.approver, 'POST', `${S}/financial/bank-statements/${review.id}/confirm`, {
        items: items.slice(0, 1),
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('BANK_STATEMENT_ENTRY_CONFIRMED');
      const movements = await t.database.db
        .select()
        .from(cashFlowMovements)
        .where(and(eq(cashFlowMovements.paymentId, exact.id), eq(cashFlowMovements.kind, 'PAYMENT')));
      expect(movements).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'leaves everything unchanged for unmatched lines and refuses to pair a booking with another payment',
    async () => {
      const people = await createPaymentPeople(t);
      const payment = await approvedPayment(t, people);
      const other = await approvedPayment(t, people, ['10.00', '0.01']);
      const review = await reviewOf(
        people,
        camt053('STMT-OTHER', [{ bankReference: 'X-1', endToEndId: endToEndIdOf(payment.id), amount: '1250.75' }]),
      );
      const [entry] = review.entries;
      const wrong = await send(t, people.approver, 'POST', `${S}/financial/bank-statements/${review.id}/confirm`, {
        items: [{ entryId: entry?.id, paymentId: other.id, version: other.version }],
      });
      expect(wrong.json().code).toBe('BANK_STATEMENT_NOT_THE_MATCH');
      expect((await load(people, other.id)).status).toBe('APPROVED');
      expect((await load(people, payment.id)).status).toBe('APPROVED');
    },
    SLOW,
  );

  it(
    "keeps another company's statements and payments out of reach",
    async () => {
      const people = await createPaymentPeople(t);
      const payment = await approvedPayment(t, people);
      const review = await reviewOf(people, camt053('STMT-MINE', [{ bankReference: 'M-1', amount: '1.00' }]));
      const others = await createPaymentPeople(t);
      expect((await send(t, others.approver, 'GET', `${S}/financial/bank-statements/${review.id}`)).statusCode).toBe(
        404,
      );
      expect(
        (
          await send(t, others.approver, 'POST', `${S}/financial/bank-statements/${review.id}/confirm`, {
            items: [{ entryId: review.entries[0]?.id, paymentId: payment.id, version: payment.version }],
          })
        ).statusCode,
      ).toBe(404);
      // Our EndToEndId in their statement names no payment of theirs.
      const theirs = await reviewOf(
        others,
        camt053('STMT-THEIRS', [{ bankReference: 'T-1', endToEndId: endToEndIdOf(payment.id), amount: '1250.75' }]),
      );
      expect(theirs.entries.map((e) => [e.outcome, e.payment])).toEqual([['UNMATCHED', null]]);
      expect((await load(people, payment.id)).status).toBe('APPROVED');
    },
    SLOW,
  );

  it('imports statements as banks write them: the fixture is valid against the official camt.053 schema', async () => {
    const statement = camt053('STMT-SCHEMA', [
      { bankReference: 'S-1', endToEndId: endToEndIdOf(1), amount: '1250.75', creditorIban: AGENT_IBAN },
    ]);
    expect(await validateAgainst('camt.053.001.12.xsd', statement)).toEqual({ valid: true, errors: [] });
    // Without the booking's status the bank's file is broken, and the schema says so.
    const broken = await validateAgainst('camt.053.001.12.xsd', statement.replace('<Sts><Cd>BOOK</Cd></Sts>', ''));
    expect(broken.valid).toBe(false);
  });

  it('refuses a file that is no statement with a catalogue message', async () => {
    const people = await createPaymentPeople(t);
    const pdf = await importStatement(people, '%PDF-1.4\n%%EOF\n', 'statement.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().code).toBe('BANK_STATEMENT_TYPE');
    const other = await importStatement(people, '<?xml version="1.0"?><Document><Other/></Document>');
    expect(other.json()).toMatchObject({ status: 400, code: 'BANK_STATEMENT_UNREADABLE' });
    const entity = await importStatement(people, '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Document/>');
    expect(entity.json().code).toBe('BANK_STATEMENT_UNREADABLE');
  });

  it('reads a camt.054 of an older version, where the creditor name sits directly under Cdtr', () => {
    const parsed = parseCamt(`<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn>
<GrpHdr><MsgId>N-1</MsgId><CreDtTm>2026-11-27T10:00:00</CreDtTm></GrpHdr>
<Ntfctn><Id>N-1-1</Id><Acct><Id><IBAN>GR9608100010000001234567890</IBAN></Id></Acct>
<Ntry><Amt Ccy="USD">99.999</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><DtTm>2026-11-26T09:00:00</DtTm></BookgDt><AcctSvcrRef>R-9</AcctSvcrRef>
<NtryDtls><TxDtls><Refs><EndToEndId>PORTCALL-PAY-7</EndToEndId></Refs><RltdPties><Cdtr><Nm>Agent</Nm></Cdtr><CdtrAcct><Id><Othr><Id>12 345 678</Id></Othr></Id></CdtrAcct></RltdPties></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="USD">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>PDNG</Sts><AcctSvcrRef>R-10</AcctSvcrRef></Ntry>
</Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`);
    expect(parsed).toEqual({
      messageType: 'camt.054',
      messageId: 'N-1',
      bookings: [
        {
          entryKey: 'REF:R-9',
          bankReference: 'R-9',
          endToEndId: 'PORTCALL-PAY-7',
          amount: '99.999',
          currency: 'USD',
          bookingDate: '2026-11-26',
          creditorName: 'Agent',
          creditorAccount: '12345678',
        },
      ],
    });
  });
});
