import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
}, 60_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(buyer) });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: bearer(buyer) });

describe('values shaped for the database before any query', () => {
  it('U+0000 in a search text is 400 naming the field', async () => {
    const response = await get(`${S}/financial/payments?text=%00`);
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { text: messages.CONTROL_CHARACTERS },
    });
  });

  it('U+0000 or another control character in a name is 400 naming the field', async () => {
    for (const name of ['Ops\u0000team', 'Ops\u0007team']) {
      const response = await post(`${S}/buyer/settings/department/create`, { name, abbreviation: 'OPS' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject({ name: messages.CONTROL_CHARACTERS });
    }
  });

  it('dates outside the years 1900 to 2200 are 400, and the last day of 2200 still works', async () => {
    for (const url of [
      `${S}/dashboard/portCalls?etaToDate=9999-12-31`,
      `${S}/dashboard/portCalls?etaFromDate=0000-01-01`,
      `${S}/financial/buyer/${buyer.companyId}/cash-flow-account-payments?fromDate=0000-01-01`,
      `${S}/financial/buyer/${buyer.companyId}/cash-flow-account-payments?toDate=9999-12-31`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.values(response.json().fields)).toContain(messages.DATE_OUT_OF_RANGE);
    }
    expect((await get(`${S}/dashboard/portCalls?etaToDate=2200-12-31`)).statusCode).toBe(200);
  });

  it('an id beyond what a bigint holds is 400 before any query', async () => {
    const response = await get(`${S}/evaluations/active-flow-step?evaluationIds=99999999999999999999`);
    expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await get(`${S}/financial/payments/99999999999999999999`)).statusCode).toBe(400);
  });
});
