import { LIVE_EVENT, LIVE_TOPIC, type TLiveChange } from '@portcall/contracts/live';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Realtime } from '../../platform/realtime';
import { attachRealtime } from '../../platform/realtime';
import { countryIds, ok } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { E, type Evaluation, type Line } from '../evaluations/line-scenario';
import { openKyp } from '../kyp/scenario';
import { instructionForm } from '../payments/scenario';
import { acceptedAppointment, createBankAccount, submittedProforma } from '../proformas/scenario';
import { sentCase } from '../requests/scenario';
import { gqlOk, inviteByLink, type SofAnswer, sofAgent, sofPortCall } from '../statement-of-facts/scenario';

/**
 * Live announcements reach exactly the parties whose reads show the entity: never another company,
 * a buyer colleague outside the port's region, an uninvolved agent, or a link collaborator of
 * another SOF.
 */
let t: TestApp;
let realtime: Realtime;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  realtime = await attachRealtime(t.app.server, {
    authenticate: t.services.auth.authenticateNow,
    authenticateGuest: t.services.authenticateSofInvitee,
    corsOrigins: [],
    log: t.app.log,
    hub: t.services.realtime,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await realtime?.close();
  await t?.close();
});

/** A socket of a profile (subscribed to its CHANGES topic) or of a link collaborator's token. */
async function listen(token: string, profileId?: number) {
  const socket = io(url, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const heard: TLiveChange[] = [];
  socket.on(LIVE_EVENT, (change: TLiveChange) => heard.push(change));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  if (profileId !== undefined)
    expect(await socket.emitWithAck('subscribe', `${profileId}/${LIVE_TOPIC}`)).toEqual({ ok: true });
  return heard;
}

/** Waits until `heard` holds a change of the kind and id (a poll, not a sleep). */
async function until(heard: TLiveChange[], kind: string, id: number) {
  const deadline = Date.now() + 5000;
  while (!heard.some((c) => c.kind === kind && c.id === id)) {
    if (Date.now() > deadline) throw new Error(`no ${kind} ${id} announced: ${JSON.stringify(heard)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ADD_REMARK = `mutation($input: AddRemarkInput!) { addGeneralRemark(input: $input) { id version } }`;
const SET_REMARKS = `mutation($input: SetRemarksNeededInput!) { setRemarksNeeded(input: $input) { id version } }`;

describe('live announcements', () => {
  let buyer: TestProfile;
  let agent: TestProfile;

  beforeAll(async () => {
    buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Live Buyer' });
    agent = await sofAgent(t, 'Live Agency');
  });

  it('tells the parties of a SOF and its own link collaborators of a change, and nobody else', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const master = await inviteByLink(t, agent, portCallId);
    // Another SOF of another buyer and agent, with its own master.
    const otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Other Buyer' });
    const otherAgent = await sofAgent(t, 'Other Agency');
    const other = await sofPortCall(t, otherBuyer, otherAgent);
    const otherMaster = await inviteByLink(t, otherAgent, other.portCallId);
    // A colleague of the buyer whose region rules cover Norway only (the call is at Piraeus).
    const colleague = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      role: 'USER',
      products: ['SOF_EXCHANGE'],
      authorities: ['SOF_VIEW'],
    });
    const { NO } = await countryIds(t, ['NO']);
    const region = await ok<{ id: number }>(t, buyer, 'PUT', '/da-app/secured/region', {
      name: 'Norway only',
      countryIds: [NO],
    });
    const rule = await ok<{ id: number }>(t, buyer, 'PUT', '/da-app/secured/rule', {
      name: 'Norway calls',
      regionIds: [region.id],
      state: 'ACTIVE',
    });
    await ok(t, buyer, 'POST', '/da-app/secured/profile/rules', { profileId: colleague.profileId, ruleIds: [rule.id] });

    const buyerHeard = await listen(buyer.token, buyer.profileId);
    const masterHeard = await listen(master.token);
    const colleagueHeard = await listen(colleague.token, colleague.profileId);
    const otherBuyerHeard = await listen(otherBuyer.token, otherBuyer.profileId);
    const otherAgentHeard = await listen(otherAgent.token, otherAgent.profileId);
    const otherMasterHeard = await listen(otherMaster.token);

    const current = await gqlOk<{ sofsByPortCallIds: SofAnswer[] }>(
      t,
      agent,
      'query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { version } }',
      { ids: [portCallId] },
    );
    await gqlOk(t, master, ADD_REMARK, {
      input: {
        portCallId,
        version: current.sofsByPortCallIds[0]?.version ?? sof.version,
        code: 'GENERAL',
        text: 'Fresh water taken',
      },
    });
    await until(buyerHeard, 'sof', portCallId);
    await until(masterHeard, 'sof', portCallId);
    // The other SOF changes too, so the silence of the others is not just a slow delivery.
    await gqlOk(t, otherAgent, SET_REMARKS, {
      input: { portCallId: other.portCallId, version: other.sof.version, noRemarksNeeded: true },
    });
    await until(otherBuyerHeard, 'sof', other.portCallId);
    await until(otherMasterHeard, 'sof', other.portCallId);

    // The master has no profile: the announcement names them as the SOF's timeline does.
    expect(buyerHeard.find((c) => c.kind === 'sof')).toMatchObject({
      id: portCallId,
      byProfileId: null,
      byName: 'Captain master',
      byCompany: '',
      entities: [{ entity: 'statement_of_facts', id: sof.id }],
    });
    expect(colleagueHeard).toEqual([]);
    expect(otherBuyerHeard.some((c) => c.id === portCallId)).toBe(false);
    expect(otherAgentHeard.some((c) => c.id === portCallId)).toBe(false);
    expect(otherMasterHeard.some((c) => c.id === portCallId)).toBe(false);
    expect(masterHeard.some((c) => c.id === other.portCallId)).toBe(false);
    expect(buyerHeard.some((c) => c.id === other.portCallId)).toBe(false);
  });

  it("tells a supplier's own people and the KYC administrators of its KYP case, and no one else", async () => {
    const supplier = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Live KYP Agency' });
    const colleague = await createCompanyWithProfile(t, { type: 'AGENT', companyId: supplier.companyId, role: 'USER' });
    const kyc = await createCompanyWithProfile(t, {
      type: 'ADMIN',
      authorities: ['ADMIN_KYC', 'KYC_PRIMARY_VERIFIER'],
    });
    const support = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_SUPPORT'] });
    const otherAgency = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Other KYP Agency' });
    const colleagueHeard = await listen(colleague.token, colleague.profileId);
    const kycHeard = await listen(kyc.token, kyc.profileId);
    const supportHeard = await listen(support.token, support.profileId);
    const otherHeard = await listen(otherAgency.token, otherAgency.profileId);
    const buyerHeard = await listen(buyer.token, buyer.profileId);

    const caseId = (await openKyp(t, supplier)).id as number;
    await until(colleagueHeard, 'kyp', caseId);
    await until(kycHeard, 'kyp', caseId);
    // The other agency's own case changes too, so the silence of the others is not a slow delivery.
    const othersCaseId = (await openKyp(t, otherAgency)).id as number;
    await until(otherHeard, 'kyp', othersCaseId);

    expect(kycHeard.find((c) => c.kind === 'kyp' && c.id === caseId)).toMatchObject({
      byProfileId: supplier.profileId,
      byCompany: 'Live KYP Agency',
      entities: [{ entity: 'kyp_verification', id: caseId }],
    });
    expect(otherHeard.some((c) => c.kind === 'kyp' && c.id === caseId)).toBe(false);
    expect(colleagueHeard.some((c) => c.id === othersCaseId)).toBe(false);
    expect(supportHeard.some((c) => c.kind === 'kyp')).toBe(false);
    expect(buyerHeard.some((c) => c.kind === 'kyp')).toBe(false);
  });

  it("tells a company's own people and the support administrators when its details change, and no one else", async () => {
    const owner = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Live Details Agency' });
    const colleague = await createCompanyWithProfile(t, { type: 'AGENT', companyId: owner.companyId, role: 'USER' });
    const support = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_SUPPORT'] });
    const kycOnly = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_KYC'] });
    const other = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Other Details Agency' });
    const heard = {
      colleague: await listen(colleague.token, colleague.profileId),
      support: await listen(support.token, support.profileId),
      kycOnly: await listen(kycOnly.token, kycOnly.profileId),
      other: await listen(other.token, other.profileId),
    };
    const { GR } = await countryIds(t, ['GR']);
    const reference = async (url: string) =>
      Number(((await t.app.inject({ method: 'GET', url })).json() as Array<{ value: string }>)[0]?.value);
    const portIds = [await reference('/da-app/public/ref/filter/ports?filter=GRPIR')];
    const categoryIds = [await reference('/da-app/public/ref/agent-types')];
    const details = (name: string) => ({
      name,
      countryId: GR,
      phone: { countryId: GR, number: '210 412 0000' },
      portIds,
      categoryIds,
    });
    await ok(t, owner, 'POST', '/da-app/secured/supplier/settings/profile/save', details('Live Details Agency SA'));
    await until(heard.colleague, 'company', owner.companyId);
    await until(heard.support, 'company', owner.companyId);
    // The other agency saves too, so the silence of the others is not a slow delivery.
    await ok(t, other, 'POST', '/da-app/secured/supplier/settings/profile/save', details('Other Details Agency SA'));
    await until(heard.other, 'company', other.companyId);
    expect(heard.other.some((c) => c.id === owner.companyId && c.kind === 'company')).toBe(false);
    expect(heard.colleague.some((c) => c.id === other.companyId && c.kind === 'company')).toBe(false);
    expect(heard.kycOnly.some((c) => c.kind === 'company')).toBe(false);
  });

  it("tells a bank account's owner, every buyer working with it and the bank-accounts admins, and no one else", async () => {
    const owner = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Live Bank Agency' });
    const colleague = await createCompanyWithProfile(t, { type: 'AGENT', companyId: owner.companyId, role: 'USER' });
    const firstBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'First Bank Buyer' });
    const secondBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Second Bank Buyer' });
    const stranger = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Stranger Bank Buyer' });
    const admin = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_BANK_ACCOUNTS'] });
    await acceptedAppointment(t, firstBuyer, owner);
    await acceptedAppointment(t, secondBuyer, owner);
    const heard = {
      colleague: await listen(colleague.token, colleague.profileId),
      firstBuyer: await listen(firstBuyer.token, firstBuyer.profileId),
      secondBuyer: await listen(secondBuyer.token, secondBuyer.profileId),
      admin: await listen(admin.token, admin.profileId),
      stranger: await listen(stranger.token, stranger.profileId),
    };

    const account = await createBankAccount(t, owner, 'USD', { pending: true });
    for (const reader of [heard.colleague, heard.firstBuyer, heard.secondBuyer, heard.admin])
      await until(reader, 'bank-account', account.id);
    // One announcement, naming the account once, though it reaches two buyers.
    expect(heard.secondBuyer.find((c) => c.kind === 'bank-account')).toMatchObject({
      id: account.id,
      byProfileId: owner.profileId,
      byCompany: 'Live Bank Agency',
      entities: [{ entity: 'bank_account', id: account.id }],
    });
    // The stranger's own appointment with another agency announces, so its silence is not a slow delivery.
    const { appointmentId } = await acceptedAppointment(
      t,
      stranger,
      await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Stranger Agency' }),
    );
    await until(heard.stranger, 'appointment', appointmentId);
    expect(heard.stranger.some((c) => c.kind === 'bank-account')).toBe(false);
  });

  it("tells the buyer and the invited agent of a request's comment, naming who wrote it, not an agent left out", async () => {
    const invited = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Invited Agency' });
    const outsider = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Outsider Agency' });
    const { requestCase, requestOf } = await sentCase(t, buyer, [invited]);
    const requestId = requestOf(invited);
    const expenseId = requestCase.expenses[0]?.id as number;
    const invitedHeard = await listen(invited.token, invited.profileId);
    const outsiderHeard = await listen(outsider.token, outsider.profileId);
    const buyerHeard = await listen(buyer.token, buyer.profileId);

    await ok(t, buyer, 'POST', `/da-app/secured/request-for-quotation/${requestId}/expense/${expenseId}/comments`, {
      commentText: '<p>Is towage included?</p>',
    });
    await until(invitedHeard, 'request', requestId);
    await until(buyerHeard, 'request', requestId);
    expect(invitedHeard.find((c) => c.kind === 'request')).toMatchObject({
      byProfileId: buyer.profileId,
      byName: expect.stringMatching(/^Test Person/),
    });
    // A sent request reached the outsider's company never: it hears nothing of it.
    const another = await sentCase(t, buyer, [outsider]);
    await ok(
      t,
      buyer,
      'POST',
      `/da-app/secured/request-for-quotation/${another.requestOf(outsider)}/expense/${another.requestCase.expenses[0]?.id}/comments`,
      {
        commentText: '<p>And here?</p>',
      },
    );
    await until(outsiderHeard, 'request', another.requestOf(outsider));
    expect(outsiderHeard.some((c) => c.id === requestId)).toBe(false);
    expect(invitedHeard.some((c) => c.id === another.requestOf(outsider))).toBe(false);
  });

  it("names who changed an evaluation's line to the buyer's other evaluators, never to the agent or another buyer", async () => {
    const evaluator = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      role: 'USER',
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW'],
    });
    const otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Elsewhere Shipping' });
    const at = await acceptedAppointment(t, buyer, agent);
    const proforma = await submittedProforma(t, agent, at);
    const evaluation = await ok<Evaluation>(t, buyer, 'GET', `${E}/${proforma.evaluationId}/load`);
    const line = evaluation.port.expenseEvaluations[0] as Line;
    const evaluatorHeard = await listen(evaluator.token, evaluator.profileId);
    const agentHeard = await listen(agent.token, agent.profileId);
    const otherBuyerHeard = await listen(otherBuyer.token, otherBuyer.profileId);

    await ok(t, buyer, 'POST', `${E}/${line.id}/verify-expense-evaluation`, {
      version: line.version,
      verifiedAmount: line.amount,
    });
    await until(evaluatorHeard, 'evaluation', evaluation.id);
    expect(evaluatorHeard.find((c) => c.kind === 'evaluation')).toMatchObject({
      byProfileId: buyer.profileId,
      byName: expect.stringMatching(/^Test Person \d+$/),
      byCompany: 'Live Buyer',
      entities: expect.arrayContaining([{ entity: 'expense_evaluation', id: line.id }]),
    });
    // A later change the agent does hear arrives after the verification would have: it never came.
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    await gqlOk(t, agent, SET_REMARKS, { input: { portCallId, version: sof.version, noRemarksNeeded: true } });
    await until(agentHeard, 'sof', portCallId);
    expect(agentHeard.some((c) => c.kind === 'evaluation')).toBe(false);
    expect(otherBuyerHeard).toEqual([]);
  });

  it("tells the buyer's finance people of new payment instructions (the evaluation offers them), nobody else", async () => {
    const finance = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      role: 'USER',
      products: ['FINANCIAL'],
      authorities: ['FINANCIAL_VIEW'],
    });
    const operator = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      role: 'USER',
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW'],
    });
    const financeHeard = await listen(finance.token, finance.profileId);
    const operatorHeard = await listen(operator.token, operator.profileId);
    const agentHeard = await listen(agent.token, agent.profileId);

    const created = await ok<{ id: number }>(
      t,
      buyer,
      'POST',
      `/da-app/secured/buyers/${buyer.companyId}/payment-instructions`,
      { ...instructionForm, name: 'Live USD account', currency: 'USD' },
    );
    await until(financeHeard, 'payment-instruction', created.id);
    expect(financeHeard.find((c) => c.kind === 'payment-instruction')).toMatchObject({
      byProfileId: buyer.profileId,
      entities: [{ entity: 'payment_instruction', id: created.id }],
    });
    // A later change both hear arrives after the instructions would have: neither heard them.
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    await gqlOk(t, agent, SET_REMARKS, { input: { portCallId, version: sof.version, noRemarksNeeded: true } });
    await until(agentHeard, 'sof', portCallId);
    expect(agentHeard.some((c) => c.kind === 'payment-instruction')).toBe(false);
    expect(operatorHeard.some((c) => c.kind === 'payment-instruction')).toBe(false);
  });

  it('announces nothing of a refused change', async () => {
    const stranger = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Stranger Shipping' });
    const { portCallId } = await sofPortCall(t, buyer, agent);
    const buyerHeard = await listen(buyer.token, buyer.profileId);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/sof/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stranger.token}` },
      payload: { query: SET_REMARKS, variables: { input: { portCallId, version: 1, noRemarksNeeded: true } } },
    });
    expect(JSON.stringify(refused.json())).toContain('errors');
    // A later change of the same SOF arrives first and alone: the refused one announced nothing.
    const current = await gqlOk<{ sofsByPortCallIds: SofAnswer[] }>(
      t,
      agent,
      'query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { version } }',
      { ids: [portCallId] },
    );
    await gqlOk(t, agent, SET_REMARKS, {
      input: { portCallId, version: current.sofsByPortCallIds[0]?.version, noRemarksNeeded: true },
    });
    await until(buyerHeard, 'sof', portCallId);
    expect(buyerHeard.filter((c) => c.id === portCallId)).toHaveLength(1);
  });
});
