import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createColleague, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';

const S = '/da-app/secured';
let t: TestApp;
let manager: TestProfile;
let otherBuyer: TestProfile;
let admin: TestProfile;
let maja: TestProfile;
let lars: TestProfile;
let teamsUrl: string;

type Team = {
  id: number;
  name: string;
  isActive: boolean;
  description: string | null;
  members: Array<{ id: number; fullName: string }>;
};
type Paged<T> = { items: T[]; page: number; size: number; total: number };

beforeAll(async () => {
  t = await createTestApp();
  manager = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Teams Shipping' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Other Shipping' });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  maja = await createColleague(t, manager);
  lars = await createColleague(t, manager, 'DEPUTY');
  teamsUrl = `${S}/buyers/${manager.companyId}/teams`;
  await ok(t, manager, 'POST', teamsUrl, {
    name: 'Mediterranean desk',
    memberIds: [maja.profileId, manager.profileId],
  });
  await ok(t, manager, 'POST', teamsUrl, { name: 'North Europe desk', memberIds: [lars.profileId] });
  await ok(t, manager, 'POST', teamsUrl, { name: 'Claims', isActive: false });
});
afterAll(() => t?.close());

describe('teams', () => {
  it('lists teams paged and sorted, with members', async () => {
    const page = await ok<Paged<Team>>(t, manager, 'GET', `${teamsUrl}?page=0&size=2&property=name&direction=ASC`);
    expect(page).toMatchObject({ page: 0, size: 2, total: 3 });
    expect(page.items.map((x) => x.name)).toEqual(['Claims', 'Mediterranean desk']);
    expect(page.items[1]?.members.map((m) => m.id).sort()).toEqual([maja.profileId, manager.profileId].sort());
    const desc = await ok<Paged<Team>>(t, manager, 'GET', `${teamsUrl}?property=name&direction=DESC`);
    expect(desc.items.map((x) => x.name)).toEqual(['North Europe desk', 'Mediterranean desk', 'Claims']);
  });

  it('filters by name, member and active flag', async () => {
    const names = async (query: string) =>
      (await ok<Paged<Team>>(t, manager, 'GET', `${teamsUrl}?${query}`)).items.map((x) => x.name);
    expect(await names('name=desk')).toEqual(['Mediterranean desk', 'North Europe desk']);
    expect(await names(`memberId=${lars.profileId}`)).toEqual(['North Europe desk']);
    expect(await names('isActive=false')).toEqual(['Claims']);
    expect(await names('name=%25')).toEqual([]);
    expect((await send(t, manager, 'GET', `${teamsUrl}?isActive=maybe`)).statusCode).toBe(400);
    expect((await send(t, manager, 'GET', `${teamsUrl}?property=members`)).statusCode).toBe(400);
  });

  it('is readable by every buyer profile of the company (work is handed to teams)', async () => {
    const page = await ok<Paged<Team>>(t, maja, 'GET', teamsUrl);
    expect(page.total).toBe(3);
    expect((await send(t, maja, 'POST', teamsUrl, { name: 'By a user' })).statusCode).toBe(403);
  });

  it('patches only what is sent; memberIds replaces the membership', async () => {
    const team = (await ok<Paged<Team>>(t, manager, 'GET', `${teamsUrl}?name=North`)).items[0] as Team;
    const renamed = await ok<Team>(t, manager, 'PATCH', `${teamsUrl}/${team.id}`, {
      description: 'Baltic and North Sea',
    });
    expect(renamed).toMatchObject({ name: 'North Europe desk', description: 'Baltic and North Sea', isActive: true });
    expect(renamed.members.map((m) => m.id)).toEqual([lars.profileId]);
    const moved = await ok<Team>(t, manager, 'PATCH', `${teamsUrl}/${team.id}`, {
      memberIds: [maja.profileId],
      isActive: false,
    });
    expect(moved).toMatchObject({ isActive: false, members: [{ id: maja.profileId }] });
    expect(await ok(t, manager, 'GET', `${teamsUrl}/${team.id}`)).toEqual(moved);
  });

  const rules: Array<[string, string, Record<string, unknown>, number, string]> = [
    ['a name', 'POST', { name: '' }, 400, messages.REQUIRED_FIELD],
    ['a unique name', 'POST', { name: 'CLAIMS' }, 409, messages.TEAM_NAME_EXISTS],
    [
      'a description of at most 500 characters',
      'POST',
      { name: 'Long', description: 'x'.repeat(501) },
      400,
      'Maximum 500 characters are allowed!',
    ],
    ['something to change', 'PATCH', {}, 400, messages.NOTHING_TO_CHANGE],
  ];
  for (const [name, method, body, status, message] of rules) {
    it(`needs ${name}`, async () => {
      const team = (await ok<Paged<Team>>(t, manager, 'GET', `${teamsUrl}?name=Claims`)).items[0] as Team;
      const response = await send(t, manager, method, method === 'PATCH' ? `${teamsUrl}/${team.id}` : teamsUrl, body);
      expect(response.statusCode).toBe(status);
      expect(Object.values(response.json().fields)).toContain(message);
    });
  }

  it('takes only colleagues as members', async () => {
    const response = await send(t, manager, 'POST', teamsUrl, { name: 'Mixed', memberIds: [otherBuyer.profileId] });
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'UNKNOWN_USER',
      fields: { memberIds: messages.UNKNOWN_USER },
    });
  });

  it("answers 404 for another buyer's teams, also through a {buyerId} that does not own the team", async () => {
    const theirs = await ok<Team>(t, otherBuyer, 'POST', `${S}/buyers/${otherBuyer.companyId}/teams`, {
      name: 'Claims',
    });
    expect((await send(t, manager, 'GET', `${S}/buyers/${otherBuyer.companyId}/teams`)).statusCode).toBe(404);
    expect((await send(t, manager, 'GET', `${teamsUrl}/${theirs.id}`)).statusCode).toBe(404);
    expect((await send(t, manager, 'PATCH', `${teamsUrl}/${theirs.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await send(t, admin, 'GET', `${teamsUrl}/${theirs.id}`)).statusCode).toBe(404);
    expect((await send(t, admin, 'GET', `${S}/buyers/${admin.companyId}/teams`)).statusCode).toBe(404);
  });
});

describe('a buyer profile and its teams', () => {
  it('shows every team of the buyer marked where the profile is a member, and saves the membership', async () => {
    const before = await ok<Array<{ id: number; name: string; isMember: boolean }>>(
      t,
      manager,
      'GET',
      `${S}/buyer-profile/${maja.profileId}/load-buyer-teams`,
    );
    expect(
      before
        .filter((x) => x.isMember)
        .map((x) => x.name)
        .sort(),
    ).toEqual(['Mediterranean desk', 'North Europe desk']);
    const claims = before.find((x) => x.name === 'Claims') as { id: number };
    const saved = await ok(t, manager, 'POST', `${S}/buyer-profile/save-buyer-teams`, {
      profileId: maja.profileId,
      teamIds: [claims.id],
    });
    expect(saved).toEqual({ profileId: maja.profileId, teams: [{ id: claims.id, name: 'Claims' }] });
    const user = await ok<{ teams: Array<{ name: string }> }>(
      t,
      admin,
      'GET',
      `${S}/buyer-profile/${maja.profileId}/load`,
    );
    expect(user.teams).toEqual([{ id: claims.id, name: 'Claims' }]);
  });

  it("refuses another buyer's team and another buyer's profile", async () => {
    const theirs = (await ok<Paged<Team>>(t, otherBuyer, 'GET', `${S}/buyers/${otherBuyer.companyId}/teams`))
      .items[0] as Team;
    const foreign = await send(t, manager, 'POST', `${S}/buyer-profile/save-buyer-teams`, {
      profileId: maja.profileId,
      teamIds: [theirs.id],
    });
    expect(foreign.json()).toMatchObject({ status: 400, code: 'UNKNOWN_TEAM' });
    const stranger = await send(t, manager, 'POST', `${S}/buyer-profile/save-buyer-teams`, {
      profileId: otherBuyer.profileId,
      teamIds: [],
    });
    expect(stranger.statusCode).toBe(404);
    expect((await send(t, manager, 'GET', `${S}/buyer-profile/${admin.profileId}/load`)).statusCode).toBe(404);
  });
});
