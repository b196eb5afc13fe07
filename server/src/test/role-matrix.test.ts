/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../platform/http/access';
import { createTestApp, type TestApp } from './harness';
import { type MatrixRow, type RoleMatrix, runRow } from './role-matrix';
import { type Actors, createActors } from './scenario';

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
});
