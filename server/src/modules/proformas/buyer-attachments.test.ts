import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from './scenario';

const S = '/da-app/secured';

let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
}, 60_000);
afterAll(() => t?.close());

type Proforma = {
  sections: Record<string, Array<{ attachments: Array<{ id: number; filename: string }> }>>;
  documents: Array<{ id: number; filename: string }>;
};

describe("the buyer opens the agent's attachments", () => {
  it('downloads a file of a submitted DA; another buyer gets 404', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submittedProforma(t, agent, at);
    const proforma = await ok<Proforma>(t, buyer, 'GET', `${S}/disbursements/${da.id}`);
    const file = [
      ...Object.values(proforma.sections).flatMap((lines) => lines.flatMap((e) => e.attachments)),
      ...proforma.documents,
    ][0];
    expect(file).toBeDefined();
    const url = `${S}/disbursements/${da.id}/attachment/${file?.id}`;
    const answer = await send(t, buyer, 'GET', url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`filename="${file?.filename}"`);
    expect(answer.rawPayload.length).toBeGreaterThan(0);
    expect((await send(t, otherBuyer, 'GET', url)).statusCode).toBe(404);
    expect((await send(t, buyer, 'GET', `${S}/disbursements/${da.id}/attachment/999999999`)).statusCode).toBe(404);
  });
});
