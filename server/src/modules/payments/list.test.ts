import { Decimal } from '@portcall/contracts/money';
import type { TPaymentListItem, TPaymentListPage } from '@portcall/contracts/payment-list';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryIds, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { payments } from './db';
import { approvedProforma, type PaymentAnswer, paymentOf } from './scenario';

const S = '/da-app/secured';
const L = `${S}/financial/payments`;
const E = `${S}/evaluation`;

let t: TestApp;
let buyer: TestProfile;
let reviewer: TestProfile;
let approver: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let admin: TestProfile;

/** The statements the app sent, while `recording` is on (createTestApp's onQuery). */
let recording = false;
const sent: string[] = [];
const writesIn = (statements: string[]) =>
  statements.filter((q) => /^\s*(insert|update|delete|merge|begin)\b/i.test(q) || /\bfor (update|share)\b/i.test(q));

const list = (actor: TestProfile, query = '') => ok<TPaymentListPage>(t, actor, 'GET', `${L}?${query}`);
const ids = (page: TPaymentListPage) => page.items.map((p) => p.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp({ onQuery: (q) => recording && sent.push(q) });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const only = (authority: 'FINANCIAL_PAYMENT_ORDER_REVIEWER' | 'FINANCIAL_PAYMENT_ORDER_APPROVER') =>
    createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['FINANCIAL'],
      authorities: ['FINANCIAL_VIEW', authority],
    });
  reviewer = await only('FINANCIAL_PAYMENT_ORDER_REVIEWER');
  approver = await only('FINANCIAL_PAYMENT_ORDER_APPROVER');
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Piraeus Line Agency' });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
}, 60_000);
afterAll(() => t?.close());

describe('payment list', () => {
  it('lists the company payments with exact amounts, including an approved DA nobody opened yet', async () => {
    const opened = await approvedProforma(t, buyer, agent, ['0.10', '0.20']);
    const draft = await paymentOf(t, buyer, opened.proformaId);
    const unopened = await approvedProforma(t, buyer, agent, ['1000.50', '250.25']);
    await approvedProforma(t, otherBuyer, agent);

    const page = await list(buyer, 'size=50');
    const byDa = (proformaId: number) => page.items.find((p) => p.proformaId === proformaId);
    expect(byDa(opened.proformaId)).toMatchObject({ id: draft.id, status: 'DRAFT', approvedAmount: '0.30' });
    expect(byDa(unopened.proformaId)).toMatchObject({
      status: 'DRAFT',
      approvedAmount: '1250.75',
      agent: 'Piraeus Line Agency',
    });
    expect(page.items.every((p) => p.buyerId === buyer.companyId)).toBe(true);
    expect(page.total).toBe(page.items.length);

    const first = await list(buyer, 'size=1&page=0&property=id&direction=ASC');
    expect(first).toMatchObject({ page: 0, size: 1, total: page.total });
    expect(first.items).toHaveLength(1);
    expect(first.items[0]?.id).toBe(Math.min(...page.items.map((p) => p.id)));
  });

  it('pages through a sorted list: every payment once, in the order asked, ties by number', async () => {
    // Amounts out of creation order, so a page sorted by number would read differently.
    for (const amounts of [
      ['150.00', '150.00'],
      ['25.00', '25.00'],
      ['200.00', '100.00'],
      ['60.00', '60.00'],
    ] as const)
      await approvedProforma(t, buyer, agent, [...amounts]);
    const all = await list(buyer, 'size=1000');
    for (const [property, direction] of [
      ['approvedAmount', 'DESC'],
      ['vessel', 'ASC'],
      ['id', 'DESC'],
    ] as const) {
      const pages: TPaymentListItem[] = [];
      for (let page = 0; page * 3 < all.total; page++)
        pages.push(...(await list(buyer, `size=3&page=${page}&property=${property}&direction=${direction}`)).items);
      expect(pages.map((p) => p.id).sort((a, b) => a - b)).toEqual(ids(all));
      // How two rows compare on the sorted property: amounts as decimals, never as floats.
      const compare = (x: TPaymentListItem, y: TPaymentListItem) =>
        property === 'approvedAmount'
          ? new Decimal(x.approvedAmount).comparedTo(y.approvedAmount)
          : property === 'vessel'
            ? Number(x.vessel > y.vessel) - Number(x.vessel < y.vessel)
            : Math.sign(x.id - y.id);
      for (const [i, p] of pages.entries()) {
        const before = pages[i - 1];
        if (!before) continue;
        const order = direction === 'ASC' ? compare(before, p) : compare(p, before);
        expect(order <= 0, `${property} ${direction}: #${before.id} before #${p.id}`).toBe(true);
        if (order === 0) expect(before.id > p.id === (direction === 'DESC')).toBe(true);
      }
    }
  });

  it('reads without writing: an approved DA has its DRAFT before anyone lists it, and listing changes nothing', async () => {
    const da = await approvedProforma(t, buyer, agent, ['12.50', '7.25']);
    const [made] = await t.database.db
      .select({ id: payments.id, status: payments.status, appointmentId: payments.appointmentId })
      .from(payments)
      .where(eq(payments.proformaId, da.proformaId));
    expect(made).toMatchObject({ status: 'DRAFT' });
    recording = true;
    sent.length = 0;
    const [everything, awaiting, one, everyone] = [
      await list(buyer, 'size=100'),
      await list(reviewer, 'awaitingMyAction=true&size=100'),
      await list(buyer, `appointmentId=${made?.appointmentId}`),
      await list(admin, 'size=1000'),
    ];
    await list(buyer, 'size=10&page=1000');
    recording = false;
    expect(sent.length).toBeGreaterThan(0);
    expect(writesIn(sent)).toEqual([]);
    for (const page of [everything, awaiting, one, everyone])
      expect(page.items.find((p) => p.proformaId === da.proformaId)).toMatchObject({
        id: made?.id,
        status: 'DRAFT',
        approvedAmount: '19.75',
      });
    expect(one.total).toBe(1);
  });

  it('leaves out a DRAFT whose approvals were taken back, and lists it again once a line is approved', async () => {
    const da = await approvedProforma(t, buyer, agent, ['40.00', '2.50'], { paymentDetails: false });
    const draft = await paymentOf(t, buyer, da.proformaId);
    type Line = { id: number; version: number; amount: string };
    const lines = async () =>
      (await ok<{ port: { expenseEvaluations: Line[] } }>(t, buyer, 'GET', `${E}/${da.evaluationId}/load`)).port
        .expenseEvaluations;
    // Both approvals taken back (APPROVED -> VERIFIED), as an evaluator who approved too soon does.
    for (const line of await lines())
      await ok(t, buyer, 'POST', `${E}/${line.id}/revert-expense-evaluation`, { version: line.version });
    const listed = (page: TPaymentListPage) => page.items.some((p) => p.proformaId === da.proformaId);
    expect(listed(await list(buyer, 'size=100'))).toBe(false);
    expect(listed(await list(reviewer, 'awaitingMyAction=true&size=100'))).toBe(false);
    // Still the DA's payment: the evaluation's panel reads it by id.
    expect(await paymentOf(t, buyer, da.proformaId)).toMatchObject({ id: draft.id, status: 'DRAFT' });

    const [verified] = await lines();
    await ok(t, buyer, 'POST', `${E}/bulk-approve-expenses`, {
      evaluationId: da.evaluationId,
      items: [{ id: verified?.id, version: verified?.version }],
    });
    const again = (await list(buyer, 'size=100')).items.find((p) => p.proformaId === da.proformaId);
    expect(again).toMatchObject({ id: draft.id, status: 'DRAFT', approvedAmount: '40.00' });
  });

  it('shows reviewers what to review and approvers what to approve, never their own request', async () => {
    const da = await approvedProforma(t, buyer, agent);
    const draft = await paymentOf(t, buyer, da.proformaId);
    expect(ids(await list(reviewer, 'awaitingMyAction=true&size=100'))).toContain(draft.id);
    expect(ids(await list(approver, 'awaitingMyAction=true&size=100'))).not.toContain(draft.id);
    // A DA approved without instructions or due date waits for a reviewer, who chooses them.
    const undecided = await paymentOf(
      t,
      buyer,
      (await approvedProforma(t, buyer, agent, undefined, { paymentDetails: false })).proformaId,
    );
    expect(ids(await list(reviewer, 'awaitingMyAction=true&size=100'))).toContain(undecided.id);

    const pending = await ok<PaymentAnswer>(t, buyer, 'POST', `${S}/payments/${draft.id}/request-approval`, {
      version: draft.version,
    });
    expect(ids(await list(reviewer, 'awaitingMyAction=true&size=100'))).not.toContain(draft.id);
    expect(ids(await list(approver, 'awaitingMyAction=true&size=100'))).toContain(draft.id);
    // The buyer profile holds both authorities but requested this one: it is not its to approve.
    const mine = await list(buyer, 'awaitingMyAction=true&status=PENDING_APPROVAL&size=100');
    expect(ids(mine)).not.toContain(draft.id);

    await ok(t, approver, 'POST', `${S}/payments/${draft.id}/approve`, { version: pending.version });
    const toPay = await list(approver, 'awaitingMyAction=true&status=APPROVED&size=100');
    expect(toPay.items.find((p) => p.id === draft.id)).toMatchObject({ status: 'APPROVED', approvedAmount: '1250.75' });
  });

  it('filters by status, currency, text and the day of the last change', async () => {
    const all = await list(buyer, 'size=100');
    const some = all.items[0] as TPaymentListItem;
    expect((await list(buyer, 'status=PAID&size=100')).total).toBe(0);
    expect((await list(buyer, `currency=${some.currency}&size=100`)).total).toBe(all.total);
    expect((await list(buyer, 'currency=JPY&size=100')).total).toBe(0);
    expect((await list(buyer, 'text=piraeus line&size=100')).total).toBe(all.total);
    expect((await list(buyer, `text=${encodeURIComponent(some.vessel)}&size=100`)).total).toBeGreaterThan(0);
    expect((await list(buyer, 'text=no such vessel&size=100')).total).toBe(0);
    const today = some.updatedAt.slice(0, 10);
    expect((await list(buyer, `fromDate=${today}&toDate=${today}&size=100`)).total).toBe(all.total);
    expect((await list(buyer, 'toDate=2000-01-01&size=100')).total).toBe(0);
    expect((await send(t, buyer, 'GET', `${L}?status=LOST`)).statusCode).toBe(400);
  });

  it('lets an ADMIN_FINANCIAL administrator see every buyer or one, and nobody else', async () => {
    const everyone = await list(admin, 'size=1000');
    const buyers = new Set(everyone.items.map((p) => p.buyerId));
    expect(buyers.has(buyer.companyId) && buyers.has(otherBuyer.companyId)).toBe(true);
    const one = await list(admin, `buyerId=${otherBuyer.companyId}&size=1000`);
    expect(one.total).toBeGreaterThan(0);
    expect(one.items.every((p) => p.buyerId === otherBuyer.companyId)).toBe(true);
    // A buyer's buyerId is ignored: it never opens another company's list.
    const own = await list(buyer, `buyerId=${otherBuyer.companyId}&size=1000`);
    expect(own.items.every((p) => p.buyerId === buyer.companyId)).toBe(true);

    const plainAdmin = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_SUPPORT'] });
    expect((await send(t, plainAdmin, 'GET', L)).statusCode).toBe(403);
    const noProduct = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['DA_TOOL'],
      authorities: ['FINANCIAL_VIEW'],
    });
    expect((await send(t, noProduct, 'GET', L)).statusCode).toBe(403);
  });
});

describe('payment exports', () => {
  it('writes the filtered list as CSV with exact decimals and a filename', async () => {
    const response = await send(t, buyer, 'GET', `${L}/export?format=CSV&status=APPROVED`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Approved amount');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',APPROVED,EUR,1250.75,');
  });

  it('writes the list as XLSX whose amount cells hold the exact decimal text', async () => {
    const response = await send(t, buyer, 'GET', `${L}/export?format=XLSX&status=APPROVED`);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/filename="payments-[\d-]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payments') as ExcelJS.Worksheet;
    const header = (sheet.getRow(1).values as string[]).indexOf('Approved amount');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(header).value).toBe('1250.75');
  });

  it('keeps a colleague held to a region rule to the payments of ports in it', async () => {
    const da = await approvedProforma(t, buyer, agent);
    const draft = await paymentOf(t, buyer, da.proformaId);
    const { GR, IT } = await countryIds(t, ['GR', 'IT']);
    const rulesOf = async (alpha2: number, name: string) => {
      const region = await ok<{ id: number }>(t, buyer, 'PUT', `${S}/region`, { name, countryIds: [alpha2] });
      return ok<{ id: number }>(t, buyer, 'PUT', `${S}/rule`, { name: `${name} only`, regionIds: [region.id] });
    };
    const colleague = (rule: { id: number }) =>
      createCompanyWithProfile(t, {
        type: 'BUYER',
        companyId: buyer.companyId,
        products: ['FINANCIAL'],
        authorities: ['FINANCIAL_VIEW'],
      }).then(async (p) => {
        await ok(t, buyer, 'POST', `${S}/profile/rules`, { profileId: p.profileId, ruleIds: [rule.id] });
        return p;
      });
    const greece = await colleague(await rulesOf(GR as number, 'Greece desk'));
    const italy = await colleague(await rulesOf(IT as number, 'Italy desk'));
    // The DA is at Piraeus: the Greece desk sees it, the Italy desk sees none of the company's payments.
    expect(ids(await list(greece, 'size=100'))).toContain(draft.id);
    expect(await list(italy, 'size=100')).toMatchObject({ items: [], total: 0 });
  });

  it('prints a payment advice PDF of a reachable payment only', async () => {
    const [payment] = (await list(buyer, 'status=APPROVED')).items;
    const response = await send(t, buyer, 'GET', `${L}/${payment?.id}/advice/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="payment-advice-${payment?.id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send(t, otherBuyer, 'GET', `${L}/${payment?.id}/advice/pdf`)).statusCode).toBe(404);
    expect((await send(t, admin, 'GET', `${L}/${payment?.id}/advice/pdf`)).statusCode).toBe(200);
  });
});

describe('payment state for the supplier and the dashboard', () => {
  it('shows the agent the state and remitted amount of its own DAs only, and the buyer per appointment', async () => {
    const [approved] = (await list(buyer, 'status=APPROVED')).items;
    const appointmentId = approved?.appointmentId as number;
    const own = await ok<Array<{ proformaId: number; status: string; approvedAmount: string }>>(
      t,
      agent,
      'GET',
      `${S}/agent/appointment/${appointmentId}/payments`,
    );
    expect(own).toEqual([
      expect.objectContaining({ proformaId: approved?.proformaId, status: 'APPROVED', approvedAmount: '1250.75' }),
    ]);
    const stranger = await createCompanyWithProfile(t, { type: 'AGENT' });
    expect((await send(t, stranger, 'GET', `${S}/agent/appointment/${appointmentId}/payments`)).statusCode).toBe(404);

    const ofAppointment = await list(buyer, `appointmentId=${appointmentId}`);
    expect(ofAppointment.items.map((p) => p.id)).toEqual([approved?.id]);
  });
});
