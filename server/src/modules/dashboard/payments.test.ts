import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile } from '../../test/scenario';
import { approvedPayment, createPaymentPeople, type PaymentPeople } from '../payments/scenario';

const S = '/da-app/secured';
type Payment = { proformaId: number; status: string; currency: string | null; approvedAmount: string };
type Row = { id: number; payments: Payment[] };
type PortCallRow = { appointments: Row[] };

let t: TestApp;
let people: PaymentPeople;

beforeAll(async () => {
  t = await createTestApp();
  people = await createPaymentPeople(t);
}, 60_000);
afterAll(() => t?.close());

describe('payments on the buyer dashboard', () => {
  it('carries each appointment payment state for the whole page, only to profiles who may see payments', async () => {
    const payment = await approvedPayment(t, people, ['1000.50', '250.25']);
    const others = await createPaymentPeople(t);
    await approvedPayment(t, others, ['10.00', '20.00']);

    const { items } = await ok<{ items: Row[] }>(
      t,
      people.reviewer,
      'GET',
      `${S}/dashboard/appointments?page=0&size=5`,
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.payments).toEqual([
      {
        proformaId: payment.proformaId,
        status: 'APPROVED',
        currency: 'EUR',
        approvedAmount: '1250.75',
        remittedAmount: null,
        paidDate: null,
      },
    ]);
    const byPortCall = await ok<{ items: PortCallRow[] }>(
      t,
      people.reviewer,
      'GET',
      `${S}/dashboard/portCalls?page=0&size=5`,
    );
    expect(byPortCall.items[0]?.appointments[0]?.payments).toEqual(items[0]?.payments);

    // A colleague without the FINANCIAL product sees the dashboard, not the payments.
    const operator = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: people.reviewer.companyId,
      products: ['DA_DASHBOARD'],
      authorities: ['DA_VIEW'],
    });
    const seenByOperator = await ok<{ items: Row[] }>(t, operator, 'GET', `${S}/dashboard/appointments?page=0&size=5`);
    expect(seenByOperator.items.map((i) => [i.id, i.payments])).toEqual([[items[0]?.id, []]]);
  });
});
