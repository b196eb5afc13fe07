import type { TestApp } from '../../test/harness';

/** Test code only: the id of a seeded port by UN/LOCODE (GRPIR Piraeus...). */
export async function portId(t: TestApp, unlocode = 'GRPIR'): Promise<number> {
  const ports = (
    await t.app.inject({ method: 'GET', url: `/da-app/public/ref/filter/ports?filter=${unlocode}` })
  ).json();
  return Number(ports[0].value);
}
