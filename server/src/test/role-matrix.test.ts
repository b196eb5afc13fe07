/// <reference types="vite/client" />
import { decide, type PolicyAccess, policyAccess, policyTable } from '@portcall/contracts/policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, isApiPath } from '../platform/http/access';
import { createTestApp, type TestApp } from './harness';
import { type MatrixRow, type RoleMatrix, runRow } from './role-matrix';
import { type ActorName, type Actors, createActors, createCompanyWithProfile, type TestProfile } from './scenario';

/**
 * Every module keeps its role matrix in `modules/<module>/matrix*.ts` (a module may split it by area). This file runs them all and
 * fails when a registered API route appears in none, so a new route cannot be forgotten.
 */
const matrices = import.meta.glob<{ matrix: RoleMatrix<unknown> }>('../modules/*/matrix*.ts', { eager: true });

let t: TestApp;
let actors: Actors;
const rowsByModule = new Map<string, MatrixRow[]>();

beforeAll(async () => {
  t = await createTestApp();
  actors = await createActors(t);
  for (const [file, { matrix }] of Object.entries(matrices)) {
    const fixtures = matrix.prepare ? await matrix.prepare(t, actors) : undefined;
    rowsByModule.set(file, matrix.rows(fixtures, actors));
  }
}, 240_000);
afterAll(() => t?.close());

describe('role matrix', () => {
  it('covers every registered API route', () => {
    const covered = new Set([...rowsByModule.values()].flat().map((r) => r.route));
    const registered = t.routes
      .filter((r) => isApiPath(r.url))
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD').map((m) => `${m} ${r.url}`),
      );
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
  });

  for (const file of Object.keys(matrices)) {
    const moduleName = file.split('/').slice(-2).join('/').replace(/\.ts$/, '');
    it(`answers each caller as declared: ${moduleName}`, async () => {
      const failures: string[] = [];
      for (const row of rowsByModule.get(file) ?? []) failures.push(...(await runRow(t, actors, row)));
      expect(failures).toEqual([]);
    }, 120_000);
  }

  /** Each route that declares a policy action, with its declaration (policyAccess tags it with the action). */
  const policyRoutes = () =>
    t.routes.flatMap((r) => {
      const access = (r.config as { access?: Partial<PolicyAccess> } | undefined)?.access;
      if (!access?.policyAction) return [];
      const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD');
      return methods.map((m) => ({ route: `${m} ${r.url}`, access: access as PolicyAccess }));
    });

  const callerOf = async (profile: TestProfile): Promise<Caller> =>
    (await t.services.auth.authenticate(`Bearer ${await t.services.auth.openSession(profile.profileId)}`)) as Caller;

  /** What the table says this caller gets from the route before any row is read: 403, or through. */
  const expected403 = (declared: PolicyAccess, caller: Caller) =>
    !declared.profileTypes.includes(caller.type) || !decide(declared.policyAction, caller).allowed;

  it('declares every policy route as the table says, and each caller of the matrix is refused exactly where the table refuses', async () => {
    const routes = policyRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const callers = Object.fromEntries(
      await Promise.all(Object.entries(actors).map(async ([name, p]) => [name, await callerOf(p)] as const)),
    ) as Record<Exclude<ActorName, 'anonymous'>, Caller>;
    const rows = [...rowsByModule.values()].flat();
    let compared = 0;
    for (const { route, access } of routes) {
      const { policyAction, profileTypes } = access;
      const table = policyAccess(policyAction, profileTypes);
      if (JSON.stringify(access) !== JSON.stringify(table))
        failures.push(`${route}: declares ${JSON.stringify(access)}, the table ${JSON.stringify(table)}`);
      for (const row of rows.filter((r) => r.route === route))
        for (const [name, caller] of Object.entries(callers) as Array<[keyof typeof callers, Caller]>) {
          const refused = expected403(access, caller);
          // A four-eyes refusal is 403 from a row fact the table is not given here.
          const isFourEyes = policyTable[policyAction].fourEyes?.status === 403;
          compared++;
          if (refused !== (row.expect[name] === 403) && !(isFourEyes && row.expect[name] === 403))
            failures.push(
              `${route} as ${name}: the matrix expects ${row.expect[name]}, the table ${refused ? 'refuses' : 'allows'}`,
            );
        }
    }
    expect(failures).toEqual([]);
    expect(compared).toBeGreaterThan(150);
  });

  it('refuses the demo buyer USER (views and verifies DAs) each policy action the table refuses it, and only those', async () => {
    // The authorities of user@nordic-bulk.example (server/seed/demo.ts), in buyer A's company.
    const user = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: actors.buyerA.companyId,
      role: 'USER',
      products: ['DA_TOOL', 'PORT_DIRECTORY'],
      authorities: [
        'DA_VIEW',
        'DA_EVALUATION_VIEW',
        'DA_EXPENSE_EVALUATION_VIEW',
        'DA_EXPENSE_EVALUATION_VERIFY',
        'PORT_DIRECTORY_VIEW',
      ],
    });
    const caller = await callerOf(user);
    const routes = new Map(policyRoutes().map((r) => [r.route, r.access]));
    const failures: string[] = [];
    let called = 0;
    for (const row of [...rowsByModule.values()].flat()) {
      const access = routes.get(row.route);
      if (!access) continue;
      called++;
      const refused = expected403(access, caller);
      const [method, pattern] = row.route.split(' ') as [string, string];
      const response = await t.app.inject({
        method: method as 'POST',
        url: row.url ?? pattern,
        headers: { authorization: `Bearer ${user.token}` },
        ...(row.body === undefined ? {} : { payload: row.body as object }),
      });
      if (refused !== (response.statusCode === 403))
        failures.push(
          `${row.route}: the table ${refused ? 'refuses' : 'allows'}, the server answers ${response.statusCode}`,
        );
    }
    expect(failures).toEqual([]);
    expect(called).toBeGreaterThan(30);
  }, 120_000);
});
