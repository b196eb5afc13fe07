import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { createEstimation, E, type EstimationAnswer, estimationReference, F, pilotageForm } from './scenario';

let t: TestApp;
let admin: TestProfile;
let ref: Awaited<ReturnType<typeof estimationReference>>;
let now = new Date('2031-05-04T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  ref = await estimationReference(t);
}, 180_000);
afterAll(() => t?.close());

const load = (id: number) => ok<EstimationAnswer>(t, admin, 'GET', `${E}/${id}`);
const patch = (id: number, action: string) => send(t, admin, 'PATCH', `${E}/${id}/${action}`);

describe('expense-estimation formulas', () => {
  it('tests a formula with its working shown, and says where one cannot be read', async () => {
    const form = pilotageForm(ref.expenseId, [ref.piraeus]);
    const answer = await ok<{ value: string; trace: Array<{ step: string; detail: string; result: string }> }>(
      t,
      admin,
      'POST',
      `${F}/test`,
      {
        formula: form.formula,
        tariffs: form.tariffs,
        inputs: { gt: '23456', days: '2.5' },
      },
    );
    expect(answer.value).toBe('1629.6');
    // Every step with what it read: each input, each function, each operation.
    expect(answer.trace.map(({ step, detail, result }) => [step, detail, result])).toEqual([
      ['gt', 'input', '23456'],
      ['tariff "pilotage"', '23456 falls in 2000–∞: 250 + 0.0125 × 23456', '543.2'],
      ['days', 'input', '2.5'],
      ['units', '2.5 in units of 1', '3'],
      ['tariff("pilotage", gt) * units(days, 1)', '543.2 * 3', '1629.6'],
    ]);
    const simple = await ok<{ value: string; trace: Array<{ step: string; detail: string; result: string }> }>(
      t,
      admin,
      'POST',
      `${F}/test`,
      { formula: 'gt*0.12+150', inputs: { gt: '25000' } },
    );
    expect(simple.trace.map(({ step, detail, result }) => `${step}: ${detail} = ${result}`)).toEqual([
      'gt: input = 25000',
      'gt * 0.12: 25000 * 0.12 = 3000',
      '(gt * 0.12) + 150: 3000 + 150 = 3150',
    ]);

    const broken = await send(t, admin, 'POST', `${F}/test`, { formula: 'gt * (2 + ', inputs: { gt: '1' } });
    expect(broken.json()).toMatchObject({ status: 400, code: 'FORMULA_SYNTAX' });
    expect(broken.json().fields.formula).toBe('The formula cannot be read at position 11: the formula ends too early');
    const unknown = await send(t, admin, 'POST', `${F}/test`, { formula: 'nt * 2', inputs: { gt: '1' } });
    expect(unknown.json().fields.formula).toBe('Unknown name "nt" at position 1');
  });

  it('keeps a draft editable, and refuses to change or delete it once published', async () => {
    const created = await createEstimation(t, admin, pilotageForm(ref.expenseId, [ref.piraeus]));
    expect(created).toMatchObject({ state: 'DRAFT', version: 0, locations: [{ id: ref.piraeus }] });
    const edited = await ok<EstimationAnswer>(t, admin, 'POST', `${F}/${created.id}`, {
      ...pilotageForm(ref.expenseId, [ref.piraeus, ref.rotterdam]),
      version: 0,
    });
    expect(edited.locations.map((l) => l.id).sort()).toEqual([ref.piraeus, ref.rotterdam].sort());
    const stale = await send(t, admin, 'POST', `${F}/${created.id}`, {
      ...pilotageForm(ref.expenseId, [ref.piraeus]),
      version: 0,
    });
    expect(stale.json().code).toBe('STALE_VERSION');

    expect((await patch(created.id, 'publish')).json()).toMatchObject({ state: 'PUBLISHED' });
    const change = await send(t, admin, 'POST', `${F}/${created.id}`, pilotageForm(ref.expenseId, [ref.piraeus]));
    expect(change.json()).toMatchObject({ status: 409, code: 'ESTIMATION_NOT_DRAFT' });
    expect((await send(t, admin, 'DELETE', `${E}/${created.id}`)).json().code).toBe('ESTIMATION_NOT_DRAFT');
    expect((await patch(created.id, 'publish')).json()).toMatchObject({
      status: 409,
      code: 'ESTIMATION_ACTION_NOT_ALLOWED',
    });
  });

  it('keeps one published formula per expense and port: publishing a new one archives the one it replaces', async () => {
    const first = await createEstimation(t, admin, pilotageForm(ref.expenseId, [ref.rotterdam]));
    await patch(first.id, 'publish');
    const copy = await ok<EstimationAnswer>(t, admin, 'POST', `${E}/${first.id}/duplicate`);
    expect(copy).toMatchObject({ state: 'DRAFT' });
    expect((await patch(copy.id, 'publish')).json()).toMatchObject({ state: 'PUBLISHED' });
    expect((await load(first.id)).state).toBe('ARCHIVED');

    const history = await ok<Array<{ estimationId: number; action: string }>>(
      t,
      admin,
      'GET',
      `${E}/${ref.expenseId}/history`,
    );
    expect(history.filter((h) => h.estimationId === first.id).map((h) => h.action)).toEqual([
      'ARCHIVE_REPLACED',
      'PUBLISH',
      'CREATE',
    ]);
  });

  it('refuses to publish while a saved test case fails, naming it', async () => {
    const form = pilotageForm(ref.expenseId, [ref.piraeus]);
    const wrong = await createEstimation(t, admin, {
      ...form,
      testCases: [{ name: 'Small ship', inputs: { gt: '400', days: '1' }, expected: '120' }],
    });
    const refused = await patch(wrong.id, 'publish');
    expect(refused.json()).toMatchObject({ status: 409, code: 'ESTIMATION_TEST_FAILED' });
    expect(refused.json().message).toBe('Test case "Small ship" gives 100.00 instead of 120.00');
    expect((await load(wrong.id)).state).toBe('DRAFT');
  });

  it('refuses to publish or schedule a formula without any saved test case', async () => {
    const untested = await createEstimation(t, admin, { ...pilotageForm(ref.expenseId, [ref.piraeus]), testCases: [] });
    const refused = await patch(untested.id, 'publish');
    expect(refused.json()).toMatchObject({ status: 409, code: 'ESTIMATION_NO_TEST_CASES' });
    expect(refused.json().message).toBe(
      'Save at least one test case before publishing: every saved test case must pass',
    );
    const at = encodeURIComponent('2031-06-01T09:00:00Z');
    expect((await patch(untested.id, `schedule_publish?schedule_date=${at}`)).json()).toMatchObject({
      code: 'ESTIMATION_NO_TEST_CASES',
    });
    expect((await load(untested.id)).state).toBe('DRAFT');
  });

  it('publishes a scheduled formula at its instant through the jobs runner, not before', async () => {
    const draft = await createEstimation(t, admin, pilotageForm(ref.expenseId, [ref.piraeus]));
    const past = await patch(draft.id, `schedule_publish?schedule_date=${encodeURIComponent('2031-05-04T09:00:00Z')}`);
    expect(past.json()).toMatchObject({
      status: 400,
      fields: { schedule_date: 'Choose a publication time in the future' },
    });
    const at = '2031-05-04T12:00:00Z';
    const scheduled = await patch(draft.id, `schedule_publish?schedule_date=${encodeURIComponent(at)}`);
    expect(scheduled.json()).toMatchObject({ state: 'SCHEDULED', scheduledAt: '2031-05-04T12:00:00.000Z' });

    await t.services.jobs.drain();
    expect((await load(draft.id)).state).toBe('SCHEDULED');
    now = new Date('2031-05-04T12:00:01Z');
    await t.services.jobs.drain();
    expect((await load(draft.id)).state).toBe('PUBLISHED');
  });

  it('checks what a form names: a catalogue expense, existing ports, a formula that reads', async () => {
    const form = pilotageForm(ref.expenseId, [ref.piraeus]);
    const noPort = await send(t, admin, 'POST', F, { ...form, portIds: [999_999_999] });
    expect(noPort.json()).toMatchObject({ status: 400, fields: { portIds: 'One of the chosen ports does not exist' } });
    const noExpense = await send(t, admin, 'POST', F, { ...form, expenseId: 999_999_999 });
    expect(noExpense.json().fields.expenseId).toBe('One of the expenses is not in the expense catalogue');
    const unreadable = await send(t, admin, 'POST', F, { ...form, formula: 'gt +* 2' });
    expect(unreadable.json()).toMatchObject({ status: 400, code: 'FORMULA_SYNTAX' });
    const band = await send(t, admin, 'POST', F, {
      ...form,
      tariffs: { x: [{ from: '0', to: null, amount: '1', rate: '2' }] },
    });
    expect(band.statusCode).toBe(400);
  });
});
