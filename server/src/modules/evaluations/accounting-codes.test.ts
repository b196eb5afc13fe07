import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../platform/csv';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { sendMultipart } from '../proformas/scenario';
import { readCodes, toCsv } from './accounting-codes-csv';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let viewer: TestProfile;

type Code = { id: number; code: string; subAccount: string | null; description: string; isActive: boolean };
type Codes = Record<'PRINCIPAL_AMOUNT' | 'CHARTERER_AMOUNT' | 'OWNER_AMOUNT', Code[]>;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  // A colleague who may read codes but not edit the company settings.
  viewer = await createCompanyWithProfile(t, {
    type: 'BUYER',
    companyId: buyer.companyId,
    authorities: ['DA_VIEW', 'DA_EVALUATION_VIEW'],
  });
}, 60_000);
afterAll(() => t?.close());

const base = () => `${S}/buyer/${buyer.companyId}/accounting-codes`;
const upload = (csv: string, actor = buyer) =>
  sendMultipart(t, actor, `${base()}/upload-attachment`, {}, [{ name: 'codes.csv', content: csv }]);
const list = () => ok<Codes>(t, buyer, 'GET', base());

describe('accounting codes CSV', () => {
  it('uploads all rows, updates matching codes on a second upload, and downloads a file that round-trips', async () => {
    const first = await upload(
      'code,subAccount,description,group,isActive\n' +
        '4000,,Port costs,PRINCIPAL_AMOUNT,true\n' +
        '5000,01,"Charterers, recharged",CHARTERER_AMOUNT,true\n' +
        '-6000,,=Owner formula,owner_amount,false\n',
    );
    expect([first.statusCode, first.json()]).toEqual([200, { created: 3, updated: 0 }]);
    const second = await upload(
      'isActive,group,description,subAccount,code\r\nfalse,PRINCIPAL_AMOUNT,Port costs (old),,4000\r\n',
    );
    expect(second.json()).toEqual({ created: 0, updated: 1 });
    const codes = await list();
    expect(codes.PRINCIPAL_AMOUNT.map((c) => [c.code, c.description, c.isActive])).toEqual([
      ['4000', 'Port costs (old)', false],
    ]);
    expect(codes.OWNER_AMOUNT.map((c) => [c.code, c.description])).toEqual([['-6000', '=Owner formula']]);

    const download = await t.app.inject({ method: 'GET', url: `${base()}/download-csv`, headers: bearer(buyer) });
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="accounting-codes-${buyer.companyId}.csv"`,
    );
    // Formula-looking cells are defused for spreadsheets, and the upload takes the guard off again.
    expect(download.body).toContain(`'-6000,,'=Owner formula,OWNER_AMOUNT,false`);
    expect(download.body).toContain('"Charterers, recharged"');
    expect((await upload(download.body)).json()).toEqual({ created: 0, updated: 0 });
  });

  it('refuses the whole file when any row is wrong, naming each line', async () => {
    const before = await list();
    const res = await upload(
      'code,subAccount,description,group,isActive\n' +
        '7000,,Fine,PRINCIPAL_AMOUNT,true\n' +
        ',,No code,PRINCIPAL_AMOUNT,true\n' +
        '7001,,Bad group,OTHER,yes\n' +
        '7000,,Twice,PRINCIPAL_AMOUNT,true\n',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('ACCOUNTING_CODES_CSV_INVALID');
    expect(body.message).toBe('Line 3: code required');
    expect(Object.keys(body.fields)).toEqual(['line.3.code', 'line.4.group', 'line.4.isActive', 'line.5.code']);
    expect(body.fields['line.5.code']).toBe('Line 5: code same code, sub account and group as line 2');
    expect(await list()).toEqual(before);
  });

  it('refuses a file without the columns, an oversized file, other buyers and readers without the edit authority', async () => {
    expect((await upload('code,description\n1,x\n')).json().fields).toMatchObject({
      'line.1.group': expect.any(String),
    });
    const big = `code,subAccount,description,group,isActive\n${'9,,x,PRINCIPAL_AMOUNT,true\n'.repeat(40_000)}`;
    const tooLarge = await upload(big);
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'ACCOUNTING_CODES_CSV_TOO_LARGE']);
    const other = await sendMultipart(t, otherBuyer, `${base()}/upload-attachment`, {}, [
      { name: 'codes.csv', content: 'code,subAccount,description,group,isActive\n1,,x,PRINCIPAL_AMOUNT,true\n' },
    ]);
    expect(other.statusCode).toBe(404);
    expect(
      (await upload('code,subAccount,description,group,isActive\n1,,x,PRINCIPAL_AMOUNT,true\n', viewer)).statusCode,
    ).toBe(403);
  });

  it('activates and deactivates codes in bulk, all of them the buyer own', async () => {
    const saved = await ok<Code>(t, buyer, 'POST', `${S}/accounting-code/save`, {
      code: '8000',
      description: 'Bulk',
      group: 'OWNER_AMOUNT',
    });
    const foreign = await ok<Code>(t, otherBuyer, 'POST', `${S}/accounting-code/save`, {
      code: '8000',
      description: 'Theirs',
      group: 'OWNER_AMOUNT',
    });
    const mixed = await send(t, buyer, 'POST', `${base()}/update-state`, {
      ids: [saved.id, foreign.id],
      isActive: false,
    });
    expect(mixed.statusCode).toBe(404);
    expect((await list()).OWNER_AMOUNT.find((c) => c.id === saved.id)?.isActive).toBe(true);
    expect(await ok(t, buyer, 'POST', `${base()}/update-state`, { ids: [saved.id], isActive: false })).toEqual({
      created: 0,
      updated: 1,
    });
    expect((await list()).OWNER_AMOUNT.find((c) => c.id === saved.id)?.isActive).toBe(false);
  });
});

describe("a department's accounting codes (reference data)", () => {
  it("answers the buyer's active codes as options for its own department; anything else is 404", async () => {
    const owner = await createCompanyWithProfile(t, { type: 'BUYER' });
    const stranger = await createCompanyWithProfile(t, { type: 'BUYER' });
    const department = await ok<{ id: number }>(t, owner, 'POST', `${S}/buyer/settings/department/create`, {
      name: 'Finance',
      abbreviation: 'FIN',
    });
    const theirs = await ok<{ id: number }>(t, stranger, 'POST', `${S}/buyer/settings/department/create`, {
      name: 'Finance',
      abbreviation: 'FIN',
    });
    const code = await ok<Code>(t, owner, 'POST', `${S}/accounting-code/save`, {
      code: '4000',
      subAccount: '01',
      description: 'Port costs',
      group: 'PRINCIPAL_AMOUNT',
    });
    await ok(t, owner, 'POST', `${S}/accounting-code/save`, {
      code: '4900',
      description: 'Retired',
      group: 'OWNER_AMOUNT',
      isActive: false,
    });
    const url = (buyerId: number, departmentId: number) =>
      `${S}/ref/buyer/${buyerId}/department/${departmentId}/accounting-codes`;
    expect(await ok(t, owner, 'GET', url(owner.companyId, department.id))).toEqual([
      { label: '4000 / 01 · Port costs', value: String(code.id), group: 'PRINCIPAL_AMOUNT' },
    ]);
    expect((await send(t, stranger, 'GET', url(owner.companyId, department.id))).statusCode).toBe(404);
    expect((await send(t, owner, 'GET', url(owner.companyId, theirs.id))).statusCode).toBe(404);
    expect((await send(t, owner, 'GET', url(owner.companyId, 999_999))).statusCode).toBe(404);
  });
});

describe('CSV reading', () => {
  it('keeps quoted commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","d ""e""","f\ng"\n')).toEqual([['a', 'b,c', 'd "e"', 'f\ng']]);
    const rows = [
      {
        code: '1',
        subAccount: null,
        description: 'Line\nbreak, "quoted"',
        group: 'PRINCIPAL_AMOUNT' as const,
        isActive: true,
      },
    ];
    expect(readCodes(toCsv(rows)).codes.map(({ line: _l, ...c }) => c)).toEqual(rows);
  });
});
