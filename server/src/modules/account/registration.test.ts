import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let greeceId: number;
let rotterdamId: number;
let portAgentId: number;
let chandlerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url })).json() as Array<{ label: string; value: string }>;
  greeceId = Number((await get('/da-app/public/ref/countries')).find((c) => c.label === 'Greece')?.value);
  rotterdamId = Number((await get('/da-app/public/ref/filter/ports?filter=NLRTM'))[0]?.value);
  portAgentId = Number((await get('/da-app/public/ref/agent-types'))[0]?.value);
  chandlerId = Number((await get('/da-app/public/ref/vendor-types'))[0]?.value);
});
afterAll(() => t?.close());

let n = 0;
function agentForm(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    companyName: `Piraeus Maritime Agency ${n}`,
    countryId: greeceId,
    phone: { countryId: greeceId, number: '210 412 0000' },
    firstName: 'Eleni',
    lastName: 'Kosta',
    email: `eleni${n}@pma.example`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    termsAccepted: true,
    rfqEmail: `rfq${n}@pma.example`,
    confirmRfqEmail: `rfq${n}@pma.example`,
    ordersEmail: `orders${n}@pma.example`,
    confirmOrdersEmail: `orders${n}@pma.example`,
    portIds: [rotterdamId],
    categoryIds: [portAgentId],
    isWorldwide: false,
    ...overrides,
  };
}
const register = (kind: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/da-app/public/registration/${kind}`, payload });

describe('registration', () => {
  it('registers an agent company whose first user is a MANAGER who can log in', async () => {
    const form = agentForm();
    const response = await register('agent', form);
    expect(response.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/auth/login',
      payload: { username: form.email, password: form.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().profile).toMatchObject({ role: 'MANAGER', isAgent: true, isCompanyPendingRegistration: true });
    const company = await t.app.inject({
      method: 'GET',
      url: '/da-app/secured/account/company/load',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(company.json()).toMatchObject({
      name: form.companyName,
      portIds: [rotterdamId],
      categoryIds: [portAgentId],
      rfqEmail: form.rfqEmail,
    });
  });

  it('registers a buyer and a vendor', async () => {
    const { rfqEmail, confirmRfqEmail, ordersEmail, confirmOrdersEmail, portIds, categoryIds, isWorldwide, ...buyer } =
      agentForm();
    expect((await register('buyer', { ...buyer, companyName: 'Oslo Tankers' })).statusCode).toBe(201);
    expect((await register('vendor', agentForm({ categoryIds: [chandlerId] }))).statusCode).toBe(201);
  });

  const rules: Array<[string, Record<string, unknown>, string, string]> = [
    ['terms must be accepted', { termsAccepted: false }, 'termsAccepted', messages.TERMS_NOT_ACCEPTED],
    ['passwords must match', { confirmPassword: 'Other1234' }, 'confirmPassword', messages.PASSWORDS_DO_NOT_MATCH],
    ['password rule', { password: 'short', confirmPassword: 'short' }, 'password', messages.INVALID_PASSWORD],
    [
      'password needs a digit',
      { password: 'lettersonly', confirmPassword: 'lettersonly' },
      'password',
      messages.INVALID_PASSWORD,
    ],
    [
      'RFQs e-mail confirmed',
      { confirmRfqEmail: 'other@pma.example' },
      'confirmRfqEmail',
      messages.RFQ_EMAIL_CONFIRMATION_MISMATCH,
    ],
    [
      'Orders e-mail confirmed',
      { confirmOrdersEmail: 'other@pma.example' },
      'confirmOrdersEmail',
      messages.ORDERS_EMAIL_CONFIRMATION_MISMATCH,
    ],
    [
      'RFQs and Orders e-mails differ',
      {
        ordersEmail: 'same@pma.example',
        confirmOrdersEmail: 'same@pma.example',
        rfqEmail: 'same@pma.example',
        confirmRfqEmail: 'same@pma.example',
      },
      'ordersEmail',
      messages.RFQ_AND_ORDERS_EMAIL_SAME,
    ],
    ['phone prefix required', { phone: { number: '210 412 0000' } }, 'phone.countryId', messages.PHONE_PREFIX_REQUIRED],
    ['country required', { countryId: undefined }, 'countryId', messages.COUNTRY_REQUIRED],
    ['at least one port', { portIds: [] }, 'portIds', messages.PORT_REQUIRED],
    ['at least one category', { categoryIds: [] }, 'categoryIds', messages.CATEGORY_REQUIRED],
    ['valid e-mail', { email: 'not-an-email' }, 'email', messages.INVALID_EMAIL_FIELD],
    ['unknown port', { portIds: [987654321] }, 'portIds', messages.UNKNOWN_PORT],
    ['unknown country', { countryId: 987654321 }, 'countryId', messages.UNKNOWN_COUNTRY],
  ];
  for (const [name, change, field, message] of rules) {
    it(`refuses: ${name}`, async () => {
      const response = await register('agent', agentForm(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    });
  }

  it('refuses a user that already exists and a company name that exists', async () => {
    const form = agentForm();
    expect((await register('agent', form)).statusCode).toBe(201);
    const sameUser = await register('agent', agentForm({ email: form.email.toUpperCase() }));
    expect(sameUser.statusCode).toBe(409);
    expect(sameUser.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS' });
    const sameCompany = await register('agent', agentForm({ companyName: form.companyName }));
    expect(sameCompany.statusCode).toBe(409);
    expect(sameCompany.json()).toMatchObject({ code: 'COMPANY_ALREADY_EXISTS' });
  });

  it('refuses unknown fields', async () => {
    const response = await register('agent', agentForm({ isAdmin: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ isAdmin: messages.UNKNOWN_FIELD });
  });
});
