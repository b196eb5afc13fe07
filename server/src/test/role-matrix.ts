import type { TestApp } from './harness';
import type { ActorName, Actors } from './scenario';

/**
 * A role matrix row: one route, the concrete call, and the status each caller must get.
 * `route` is the registered pattern ("GET /da-app/secured/ref/port/:id") so the central test can
 * prove every registered route appears in some module's matrix.
 */
export interface MatrixRow {
  route: string;
  url?: string;
  body?: unknown;
  expect: Record<ActorName, number>;
}

export interface RoleMatrix<F = unknown> {
  /** Creates the rows the calls need (buyer A's port call...) before the matrix runs. */
  prepare?: (t: TestApp, actors: Actors) => Promise<F>;
  rows: (fixtures: F, actors: Actors) => MatrixRow[];
}

export function defineMatrix<F>(matrix: RoleMatrix<F>): RoleMatrix<F> {
  return matrix;
}

/** Every signed-in caller's status spelt out; anonymous callers always get 401. */
export const statusFor = (
  buyerA: number,
  buyerB: number,
  agent: number,
  vendor: number,
  admin: number,
): Record<ActorName, number> => ({ anonymous: 401, buyerA, buyerB, agent, vendor, admin });

/** Shorthands for the common expectations. */
export const everyone = (status: number): Record<ActorName, number> => ({
  anonymous: status,
  buyerA: status,
  buyerB: status,
  agent: status,
  vendor: status,
  admin: status,
});
export const signedIn = (status: number): Record<ActorName, number> => ({ ...everyone(status), anonymous: 401 });
export const onlyAdmin = (status: number): Record<ActorName, number> => ({
  anonymous: 401,
  buyerA: 403,
  buyerB: 403,
  agent: 403,
  vendor: 403,
  admin: status,
});
export const onlyBuyerA = (status: number): Record<ActorName, number> => ({
  anonymous: 401,
  buyerA: status,
  buyerB: 404,
  agent: 403,
  vendor: 403,
  admin: 403,
});

/** Runs one row for every caller, each with a fresh session (a logout row must not spoil the next). */
export async function runRow(t: TestApp, actors: Actors, row: MatrixRow): Promise<string[]> {
  const [method, pattern] = row.route.split(' ') as [string, string];
  const failures: string[] = [];
  for (const [actor, expected] of Object.entries(row.expect) as Array<[ActorName, number]>) {
    const headers: Record<string, string> = {};
    if (actor !== 'anonymous')
      headers.authorization = `Bearer ${await t.services.auth.openSession(actors[actor].profileId)}`;
    const response = await t.app.inject({
      method: method as 'GET',
      url: row.url ?? pattern,
      headers,
      ...(row.body === undefined ? {} : { payload: row.body as object }),
    });
    if (response.statusCode !== expected) {
      failures.push(
        `${row.route} as ${actor}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
      );
    }
  }
  return failures;
}
