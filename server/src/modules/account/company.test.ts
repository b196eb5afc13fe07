import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile } from '../../test/scenario';

let t: TestApp;
let norwayId: number;
beforeAll(async () => {
  t = await createTestApp();
  const countries = (await t.app.inject({ method: 'GET', url: '/da-app/public/ref/countries' })).json() as Array<{
    label: string;
    value: string;
  }>;
  norwayId = Number(countries.find((c) => c.label === 'Norway')?.value);
});
afterAll(() => t?.close());

const save = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/da-app/secured/account/company/save', headers: bearer({ token }), payload });

describe('company settings', () => {
  it('a buyer saves its company and loads it back', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const response = await save(buyer.token, {
      name: 'Fjord Shipping AS',
      countryId: norwayId,
      phone: { countryId: norwayId, number: '22 00 00 00' },
      city: 'Bergen',
      siteUrl: 'https://fjord.example',
    });
    expect(response.statusCode).toBe(200);
    const loaded = await t.app.inject({
      method: 'GET',
      url: '/da-app/secured/account/company/load',
      headers: bearer(buyer),
    });
    expect(loaded.json()).toMatchObject({
      id: buyer.companyId,
      name: 'Fjord Shipping AS',
      city: 'Bergen',
      phone: { countryId: norwayId, number: '22 00 00 00' },
    });
  });

  it('requires the country and the phone prefix', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const noCountry = await save(buyer.token, { name: 'X', phone: { countryId: norwayId, number: '22 00 00 00' } });
    expect(noCountry.json().fields).toMatchObject({ countryId: messages.COUNTRY_REQUIRED });
    const noPrefix = await save(buyer.token, { name: 'X', countryId: norwayId, phone: { number: '22 00 00 00' } });
    expect(noPrefix.json().fields).toMatchObject({ 'phone.countryId': messages.PHONE_PREFIX_REQUIRED });
  });

  it('needs SETTINGS_EDIT_COMPANY', async () => {
    const user = await createCompanyWithProfile(t, { type: 'BUYER', role: 'USER', authorities: ['DA_VIEW'] });
    expect(
      (
        await save(user.token, {
          name: 'X',
          countryId: norwayId,
          phone: { countryId: norwayId, number: '22 00 00 00' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
