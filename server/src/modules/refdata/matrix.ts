import { eq } from 'drizzle-orm';
import { defineMatrix, everyone, type MatrixRow, onlyAdmin, signedIn } from '../../test/role-matrix';
import { continents, countries, ports, terminals } from './db';

const secured = (path: string, url?: string): MatrixRow => ({
  route: `GET /da-app/secured/${path}`,
  ...(url ? { url: `/da-app/secured/${url}` } : {}),
  expect: signedIn(200),
});
const M = '/da-app/secured/admin/metadata';
const open = (path: string): MatrixRow => ({ route: `GET /da-app/public/ref/${path}`, expect: everyone(200) });

/**
 * Reference data is the same for every profile: any signed-in caller reads it; only an administrator
 * with ADMIN_METADATA writes it (a buyer, agent or vendor gets 403).
 */
export const matrix = defineMatrix({
  async prepare(t) {
    const db = t.database.db;
    const [europe] = await db.select({ id: continents.id }).from(continents).where(eq(continents.code, 'EU'));
    const [greece] = await db.select({ id: countries.id }).from(countries).where(eq(countries.alpha2, 'GR'));
    const [piraeus] = await db.select({ id: ports.id }).from(ports).where(eq(ports.unlocode, 'GRPIR'));
    if (!europe || !greece || !piraeus) throw new Error('reference data is not seeded');
    const [terminal] = await db.select({ id: terminals.id }).from(terminals).where(eq(terminals.portId, piraeus.id));
    if (!terminal) throw new Error('no Piraeus terminal seeded');
    return { europeId: europe.id, greeceId: greece.id, piraeusId: piraeus.id, piraeusTerminalId: terminal.id };
  },
  rows: ({ europeId, greeceId, piraeusId, piraeusTerminalId }) => [
    secured('ref/accountingCodeApplicationTypes'),
    secured('ref/active-expenses-catalogue-items'),
    secured('ref/active-expenses-categories'),
    secured('ref/filter/active-ports', 'ref/filter/active-ports?filter=pir'),
    secured('ref/activity-types/list-estimation-active'),
    secured('ref/agent-types'),
    secured('ref/continents'),
    secured('ref/continent/:id/countries', `ref/continent/${europeId}/countries`),
    secured('ref/countries/:id', `ref/countries/${greeceId}`),
    secured('ref/country/:id/ports', `ref/country/${greeceId}/ports`),
    secured('ref/country/:id/filter/ports', `ref/country/${greeceId}/filter/ports?filter=pir`),
    secured('ref/currencies'),
    secured('ref/expense-evaluation-inspection/discrepancy-reasons'),
    secured('ref/expense-evaluation-verification-discount-types'),
    secured('ref/expense-evaluation-verification-discrepancy-types'),
    secured('ref/integration-config-list'),
    secured('ref/logo-types'),
    secured('ref/port/:id', `ref/port/${piraeusId}`),
    secured('ref/filter/ports', 'ref/filter/ports?filter=pir'),
    secured('ref/vendor-types'),
    secured('ref/voyage-types'),
    secured('ref/segments'),
    secured('ref/expense-categories'),
    secured('ref/expense-sections'),
    secured('ref/activity-types'),
    secured('estimation-api/port-mapping-type-ref-data'),
    secured('vessel-sizes-ref-data'),
    secured('vessel-types-ref-data'),
    secured('appointment/activity-types'),
    secured('activity-types/list-all'),
    secured('ports/:portId/terminals', `ports/${piraeusId}/terminals`),
    secured('terminals/:terminalId/berths', `terminals/${piraeusTerminalId}/berths`),
    open('countries'),
    open('filter/countries'),
    open('phone-country-prefixes'),
    open('filter/ports'),
    open('agent-types'),
    open('vendor-types'),
    // Metadata (ADMIN_METADATA): reads, and writes aimed at a row that does not exist.
    {
      route: `POST ${M}/:list`,
      url: `${M}/terminals`,
      body: { filter: { parentId: piraeusId } },
      expect: onlyAdmin(200),
    },
    {
      route: `POST ${M}/:list/save`,
      url: `${M}/discrepancy-reasons/save`,
      body: { id: 999_999_999, name: 'Matrix' },
      expect: onlyAdmin(404),
    },
    { route: `DELETE ${M}/:list/:id`, url: `${M}/berths/999999999`, expect: onlyAdmin(404) },
    {
      route: `GET ${M}/:list/:id/history`,
      url: `${M}/terminals/${piraeusTerminalId}/history`,
      expect: onlyAdmin(200),
    },
  ],
});
