import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVessel, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { ports } from '../refdata/db';

const S = '/da-app/secured';
const SECRET = 'receiver-shared-secret-0001';
const MAX_ATTEMPTS = 3;

/** What the receiver got: the request, and whether the signature it carried was right. */
interface Received {
  method: string;
  path: string;
  body: string;
  event: string | undefined;
  isSigned: boolean;
}

/**
 * A real HTTP receiver on 127.0.0.1 (a random port): it checks every request's signature itself,
 * with the shared secret and its own HMAC, and answers what the test tells it to.
 */
function startReceiver(now: () => Date) {
  const received: Received[] = [];
  let answer: (r: Received) => { status: number; body?: unknown } = () => ({ status: 200, body: { ok: true } });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(req.headers['x-portcall-timestamp'] ?? '');
      const signature = String(req.headers['x-portcall-signature'] ?? '');
      const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
      const isFresh = Math.abs(now().getTime() / 1000 - Number(timestamp)) <= 300;
      const isSigned =
        isFresh &&
        signature.length === expected.length &&
        timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
      const entry = {
        method: req.method ?? '',
        path: req.url ?? '',
        body,
        event: req.headers['x-portcall-event'] as string | undefined,
        isSigned,
      };
      received.push(entry);
      const reply = isSigned ? answer(entry) : { status: 401, body: { error: 'bad signature' } };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });
  return new Promise<{
    url: string;
    received: Received[];
    answer(fn: typeof answer): void;
    close(): Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hooks`,
        received,
        answer: (fn) => {
          answer = fn;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let clock = new Date('2026-03-02T08:00:00Z');
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: TestProfile;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;

async function switchOn(buyerId: number, code: string) {
  const list = await ok<Array<{ integrationConfigId: number; code: string }>>(
    t,
    admin,
    'GET',
    `${S}/admin/integrations?buyerId=${buyerId}`,
  );
  const config = list.find((c) => c.code === code);
  if (!config) throw new Error(`no integration config ${code}`);
  await ok(t, admin, 'PUT', `${S}/admin/integrations/${buyerId}/${config.integrationConfigId}`, { isEnabled: true });
}

let slugSequence = 0;
function connector(kind: 'TASK_FLOW' | 'VESON' | 'WEBHOOK', events: string[], overrides: Record<string, unknown> = {}) {
  return {
    kind,
    name: `${kind} receiver`,
    slug: `test-${kind.toLowerCase().replace('_', '-')}-${++slugSequence}`,
    url: receiver.url,
    secret: SECRET,
    events,
    isEnabled: true,
    ...overrides,
  };
}

type Delivery = { id: number; status: string; attempts: number; event: string; entityId: number };
type LogEntry = { attempt: number; statusCode: number | null; error: string | null; durationMs: number };

const deliveries = (buyerId: number, status = '') =>
  ok<Delivery[]>(t, admin, 'GET', `${S}/admin/integrations/${buyerId}/deliveries${status ? `?status=${status}` : ''}`);

beforeAll(async () => {
  t = await createTestApp({ clock: now, env: { INTEGRATION_MAX_ATTEMPTS: String(MAX_ATTEMPTS) } });
  receiver = await startReceiver(now);
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  await switchOn(buyer.companyId, 'EXPORT_EVENTS');
  await switchOn(buyer.companyId, 'DANAOS');
  await switchOn(buyer.companyId, 'VESON');
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('connectors', () => {
  it('are configured only where the admin switched the integration on, never answer the secret', async () => {
    const refused = await send(
      t,
      admin,
      'POST',
      `${S}/admin/integrations/${otherBuyer.companyId}/connectors/save`,
      connector('WEBHOOK', ['proforma.exported']),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INTEGRATION_NOT_SWITCHED_ON' });

    const ftp = await send(t, admin, 'POST', `${S}/admin/integrations/${buyer.companyId}/connectors/save`, {
      ...connector('WEBHOOK', []),
      url: 'ftp://127.0.0.1/hooks',
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().fields).toMatchObject({ url: 'Enter an http or https address' });

    const saved = await ok<{ id: number; secretHint: string; slug: string }>(
      t,
      admin,
      'POST',
      `${S}/admin/integrations/${buyer.companyId}/connectors/save`,
      connector('WEBHOOK', ['proforma.exported'], { isEnabled: false }),
    );
    expect(saved.secretHint).toBe('••••0001');
    const listed = await ok<Array<Record<string, unknown>>>(
      t,
      admin,
      'GET',
      `${S}/admin/integrations/${buyer.companyId}/connectors`,
    );
    expect(listed.find((c) => c.id === saved.id)).toMatchObject({ isSwitchedOn: true, isEnabled: false });
    expect(JSON.stringify(listed)).not.toContain(SECRET);
    const duplicate = await send(t, admin, 'POST', `${S}/admin/integrations/${buyer.companyId}/connectors/save`, {
      ...connector('WEBHOOK', []),
      slug: saved.slug,
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ code: 'INTEGRATION_SLUG_EXISTS' });
    // Another buyer's connector cannot be edited through this buyer.
    await switchOn(otherBuyer.companyId, 'EXPORT_EVENTS');
    const foreign = await send(t, admin, 'POST', `${S}/admin/integrations/${otherBuyer.companyId}/connectors/save`, {
      ...connector('WEBHOOK', []),
      id: saved.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('deliveries', { timeout: 120_000 }, () => {
  let webhookId: number;
  let deadId: number;

  it('an exported DA reaches the webhook signed; every attempt is logged', async () => {
    const hook = await ok<{ id: number }>(
      t,
      admin,
      'POST',
      `${S}/admin/integrations/${buyer.companyId}/connectors/save`,
      connector('WEBHOOK', ['proforma.exported', 'appointment.state-changed']),
    );
    webhookId = hook.id;
    receiver.answer(() => ({ status: 200 }));
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submittedProforma(t, agent, at);
    await ok(t, buyer, 'POST', `${S}/proforma/trigger-export-event?proformaId=${da.id}`);
    await t.services.integrations.pump();
    // A second pass of the pump finds nothing new: the event is delivered once.
    await t.services.integrations.pump();
    await t.services.jobs.drain();

    const exported = receiver.received.filter((r) => r.event === 'proforma.exported');
    expect(exported).toHaveLength(1);
    expect(exported[0]?.isSigned).toBe(true);
    expect(JSON.parse(exported[0]?.body ?? '{}')).toMatchObject({
      event: 'proforma.exported',
      entityType: 'PROFORMA',
      entityId: da.id,
      data: { proformaId: da.id, total: '1250.75' },
    });
    // The appointment's acceptance went out too (an event of the platform's bus).
    expect(receiver.received.some((r) => r.event === 'appointment.state-changed' && r.isSigned)).toBe(true);

    const delivery = (await deliveries(buyer.companyId)).find((d) => d.event === 'proforma.exported');
    expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 1, entityId: da.id });
    const log = await ok<LogEntry[]>(t, admin, 'GET', `${S}/log-entry/DELIVERY/${delivery?.id}/list`);
    expect(log).toEqual([expect.objectContaining({ attempt: 1, statusCode: 200, error: null })]);
    // The buyer reads its own log; another buyer gets 404 for it.
    expect(await ok<LogEntry[]>(t, buyer, 'GET', `${S}/log-entry/DELIVERY/${delivery?.id}/list`)).toHaveLength(1);
    expect((await send(t, otherBuyer, 'GET', `${S}/log-entry/DELIVERY/${delivery?.id}/list`)).statusCode).toBe(404);
    expect((await send(t, otherBuyer, 'GET', `${S}/log-entry/CONNECTOR/${webhookId}/list`)).statusCode).toBe(404);
  });

  it('a 500 is retried with backoff, DEAD after the last attempt, and re-driven by the admin', async () => {
    receiver.answer(() => ({ status: 500, body: { error: 'down for maintenance' } }));
    const before = receiver.received.length;
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submittedProforma(t, agent, at);
    await ok(t, buyer, 'POST', `${S}/proforma/trigger-export-event?proformaId=${da.id}`);
    await t.services.integrations.pump();
    await t.services.jobs.drain();
    const attempts = () => receiver.received.slice(before).filter((r) => r.event === 'proforma.exported').length;
    expect(attempts()).toBe(1);
    // Not due again until the backoff has passed.
    await t.services.jobs.drain();
    expect(attempts()).toBe(1);
    advance(31_000);
    await t.services.jobs.drain();
    expect(attempts()).toBe(2);
    advance(61_000);
    await t.services.jobs.drain();
    expect(attempts()).toBe(MAX_ATTEMPTS);
    advance(10 * 60_000);
    await t.services.jobs.drain();
    expect(attempts()).toBe(MAX_ATTEMPTS);

    const [dead] = (await deliveries(buyer.companyId, 'DEAD')).filter((d) => d.entityId === da.id);
    expect(dead).toMatchObject({ status: 'DEAD', attempts: MAX_ATTEMPTS });
    deadId = dead?.id ?? 0;
    const log = await ok<LogEntry[]>(t, admin, 'GET', `${S}/log-entry/DELIVERY/${deadId}/list`);
    expect(log.map((e) => [e.attempt, e.statusCode])).toEqual([
      [3, 500],
      [2, 500],
      [1, 500],
    ]);
    expect(log[0]?.error).toContain('down for maintenance');

    receiver.answer(() => ({ status: 204 }));
    expect((await send(t, buyer, 'POST', `${S}/admin/integration-delivery/${deadId}/retry`)).statusCode).toBe(403);
    await ok(t, admin, 'POST', `${S}/admin/integration-delivery/${deadId}/retry`);
    await t.services.jobs.drain();
    expect(attempts()).toBe(MAX_ATTEMPTS + 1);
    const redriven = (await deliveries(buyer.companyId)).find((d) => d.id === deadId);
    expect(redriven).toMatchObject({ status: 'DELIVERED', attempts: MAX_ATTEMPTS + 1 });
    const again = await send(t, admin, 'POST', `${S}/admin/integration-delivery/${deadId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DELIVERY_NOT_RETRYABLE' });
  });

  it('an unreachable receiver is logged without a status code', async () => {
    const closed = http.createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', () => done()));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((done) => closed.close(() => done()));
    await ok(t, admin, 'POST', `${S}/admin/integrations/${buyer.companyId}/connectors/save`, {
      ...connector('WEBHOOK', ['proforma.exported']),
      id: webhookId,
      url: `http://127.0.0.1:${port}/gone`,
      secret: undefined,
    });
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submittedProforma(t, agent, at);
    await ok(t, buyer, 'POST', `${S}/proforma/trigger-export-event?proformaId=${da.id}`);
    await t.services.integrations.pump();
    await t.services.jobs.drain();
    const delivery = (await deliveries(buyer.companyId)).find((d) => d.entityId === da.id);
    const log = await ok<LogEntry[]>(t, admin, 'GET', `${S}/log-entry/DELIVERY/${delivery?.id}/list`);
    expect(log[0]).toMatchObject({ attempt: 1, statusCode: null });
    expect(log[0]?.error).toBeTruthy();
    await ok(t, admin, 'POST', `${S}/admin/integrations/${buyer.companyId}/connectors/save`, {
      ...connector('WEBHOOK', []),
      id: webhookId,
      isEnabled: false,
      secret: undefined,
    });
  });
});

describe('task flow (danaos)', { timeout: 120_000 }, () => {
  it('sends an evaluation as a protocol and shows the task the service created', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submittedProforma(t, agent, at);
    const evaluationId = da.evaluationId as number;
    const taskUrl = (buyerId: number) => `${S}/danaos/task/EVALUATION/${evaluationId}?buyerId=${buyerId}`;
    // No task-flow connector yet: nothing to send to.
    expect(await ok(t, buyer, 'GET', taskUrl(buyer.companyId))).toEqual({ isEnabled: false, task: null });
    const refused = await send(t, buyer, 'POST', `${S}/danaos/protocol`, { evaluationId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INTEGRATION_NOT_ENABLED' });

    await ok(
      t,
      admin,
      'POST',
      `${S}/admin/integrations/${buyer.companyId}/connectors/save`,
      connector('TASK_FLOW', []),
    );
    receiver.answer((r) =>
      r.method === 'GET' && r.path.endsWith('/flows')
        ? { status: 200, body: [{ code: 'DA-APPROVAL', name: 'DA approval' }] }
        : { status: 201, body: { taskId: 'T-4711', flow: 'DA-APPROVAL', state: 'OPEN', assignee: 'Ops desk' } },
    );
    const queued = await ok<{ state: string; deliveryStatus: string }>(t, buyer, 'POST', `${S}/danaos/protocol`, {
      evaluationId,
    });
    expect(queued).toMatchObject({ state: 'QUEUED', deliveryStatus: 'PENDING' });
    await t.services.jobs.drain();
    const protocol = receiver.received.filter((r) => r.event === 'evaluation.protocol');
    expect(protocol).toHaveLength(1);
    expect(protocol[0]?.isSigned).toBe(true);
    expect(JSON.parse(protocol[0]?.body ?? '{}').data).toMatchObject({ evaluationId, proformaId: da.id });

    expect(await ok(t, buyer, 'GET', taskUrl(buyer.companyId))).toMatchObject({
      isEnabled: true,
      task: { externalId: 'T-4711', flow: 'DA-APPROVAL', state: 'OPEN', deliveryStatus: 'DELIVERED' },
    });
    const details = await ok<{ details: Record<string, unknown>; log: LogEntry[] }>(
      t,
      buyer,
      'GET',
      `${S}/danaos/task-details/EVALUATION/${evaluationId}?buyerId=${buyer.companyId}`,
    );
    expect(details.details).toMatchObject({ assignee: 'Ops desk' });
    expect(details.log).toEqual([expect.objectContaining({ attempt: 1, statusCode: 201 })]);
    expect(await ok(t, buyer, 'GET', `${S}/log-entry/EVALUATION/${evaluationId}/list`)).toHaveLength(1);

    expect(await ok(t, buyer, 'GET', `${S}/danaos/flows`)).toEqual([{ code: 'DA-APPROVAL', name: 'DA approval' }]);
    const platformFlows = await ok<Array<{ code: string }>>(t, buyer, 'GET', `${S}/integration/task/flows`);
    expect(platformFlows.map((f) => f.code)).toContain('evaluation.protocol');

    // Another buyer reaches none of it: with its own id or with this buyer's.
    expect((await send(t, otherBuyer, 'GET', taskUrl(otherBuyer.companyId))).statusCode).toBe(404);
    expect((await send(t, otherBuyer, 'GET', taskUrl(buyer.companyId))).statusCode).toBe(404);
    expect((await send(t, otherBuyer, 'POST', `${S}/danaos/protocol`, { evaluationId })).statusCode).toBe(404);
    expect((await send(t, otherBuyer, 'GET', `${S}/log-entry/EVALUATION/${evaluationId}/list`)).statusCode).toBe(404);
  });

  it('answers 502 when the task-flow service does not answer its flows', async () => {
    receiver.answer(() => ({ status: 503 }));
    const response = await send(t, buyer, 'GET', `${S}/danaos/flows`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'INTEGRATION_UNREACHABLE' });
  });
});

describe('the Veson family (/integration-veson-{slug}/api)', () => {
  it('imports a port call the buyer system sends signed; a wrong or stale signature is 401', async () => {
    const veson = connector('VESON', ['port-call.exported']);
    await ok(t, admin, 'POST', `${S}/admin/integrations/${buyer.companyId}/connectors/save`, veson);
    const vessel = await createVessel(t, buyer);
    const [port] = await t.database.db.select({ id: ports.id }).from(ports).where(eq(ports.unlocode, 'GRPIR'));
    const body = JSON.stringify({
      externalRef: 'IMOS-V123-P2',
      vesselId: vessel.id,
      portId: port?.id,
      voyageNumber: 'V123',
      eta: '2026-03-10T06:00:00Z',
    });
    const signed = (payload: string, at = clock) => {
      const timestamp = String(Math.floor(at.getTime() / 1000));
      return {
        'content-type': 'application/json',
        'x-portcall-timestamp': timestamp,
        'x-portcall-signature': `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${payload}`).digest('hex')}`,
      };
    };
    const url = `/integration-veson-${veson.slug}/api/port-calls`;
    const imported = await t.app.inject({ method: 'POST', url, payload: body, headers: signed(body) });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ status: 'IMPORTED' });

    const tampered = await t.app.inject({
      method: 'POST',
      url,
      payload: body.replace('V123', 'V999'),
      headers: signed(body),
    });
    expect(tampered.statusCode).toBe(401);
    const stale = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: signed(body, new Date(clock.getTime() - 3_600_000)),
    });
    expect(stale.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/integration-veson-nobody-here/api/port-calls',
      payload: body,
      headers: signed(body),
    });
    expect(unknown.statusCode).toBe(401);
    const badBody = '{"externalRef": 12}';
    const invalid = await t.app.inject({ method: 'POST', url, payload: badBody, headers: signed(badBody) });
    expect(invalid.statusCode).toBe(400);
  });
});
