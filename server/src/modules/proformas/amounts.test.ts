import { MAX_AMOUNT_MESSAGE } from '@portcall/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, catalogue, createBankAccount } from './scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let admin: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
}, 60_000);
afterAll(() => t?.close());

describe('amounts are refused, never cut', { timeout: 120_000 }, () => {
  it('a DA line with more decimals than its currency, or above the maximum, is refused; an exact one is kept', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const items = await catalogue(t);
    const bank = await createBankAccount(t, agent);
    const save = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: `${S}/agent/appointment/${at.appointmentId}/proforma/save`,
        headers: bearer(agent),
        payload: {
          type: 'PDA',
          currency: 'EUR',
          rate: '1',
          terminalId: at.terminalId,
          bankAccountId: bank.id,
          expenses: [{ section: 'PORT_EXPENSES', catalogueItemId: items.PORT_DUES, amount }],
        },
      });
    const cut = await save('1500.555');
    expect(cut.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { 'expenses.0.amount': 'EUR amounts have at most 2 decimals' },
    });
    const huge = await save('99999999999999999');
    expect(huge.json()).toMatchObject({ status: 400, fields: { 'expenses.0.amount': MAX_AMOUNT_MESSAGE } });
    const exact = await save('1500.55');
    expect(exact.statusCode).toBe(200);
    expect(JSON.stringify(exact.json())).toContain('1500.55');
  });

  it("a balance adjustment follows the currency's minor units: KWD takes 3 decimals, EUR 2", async () => {
    const adjust = (currency: string, amount: string) =>
      t.app.inject({
        method: 'POST',
        url: `${S}/financial/payment/adjust`,
        headers: bearer(admin),
        payload: { buyerId: buyer.companyId, currency, amount, reason: 'Correction' },
      });
    expect((await adjust('KWD', '1.125')).statusCode).toBe(200);
    expect((await adjust('EUR', '1.125')).json()).toMatchObject({
      status: 400,
      fields: { amount: 'EUR amounts have at most 2 decimals' },
    });
  });
});
