import { and, asc, eq } from 'drizzle-orm';
import { companies } from '../server/src/modules/account/db';
import { commonCatalogue, generateDas } from './generate/das';
import { MANAGER } from './generate/dataset';
import { seeded } from './generate/prng';
import { generateRequestCase } from './generate/requests';
import type { HttpSuite } from './lib/suite';

const RC = '/da-app/secured/request-case';
const LINES_PER_DA = 8;

/**
 * `npm run bench -- requests`: the request case's historical figures (load-historical-expenses)
 * and the compare screen (evaluate) of a case at the buyer's busiest port, over a history of
 * submitted DAs on every accepted or closed appointment, with three agents that quoted.
 */
export const requestsSuite: HttpSuite<{
  requestCaseId: number;
  expenses: number;
  proformas: number;
  lines: number;
}> = {
  name: 'requests',
  aimMs: 30,
  async fill(database, d) {
    const rnd = seeded(18);
    const das = await generateDas(database.db, rnd, {
      buyerId: d.buyerId,
      raterId: d.managerId,
      raterName: 'Bench Manager',
      linesPerDa: LINES_PER_DA,
    });
    const agents = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.type, 'AGENT'), eq(companies.isLocked, false)))
      .orderBy(asc(companies.id))
      .limit(3);
    const created = await generateRequestCase(database.db, rnd, {
      buyerId: d.buyerId,
      createdById: d.managerId,
      portId: d.sample.portId,
      agentIds: agents.map((a) => a.id),
      items: await commonCatalogue(database.db),
    });
    return {
      requestCaseId: created.requestCaseId,
      expenses: created.expenses,
      proformas: das.proformas,
      lines: das.lines,
    };
  },
  async targets({ server, filled, login }) {
    const headers = await login(MANAGER);
    const url = (what: string) => `${server.base}${RC}/${filled.requestCaseId}/${what}`;
    return [
      {
        name: `GET request-case/{id}/load-historical-expenses (${filled.expenses} expenses, busiest port)`,
        method: 'GET',
        url: url('load-historical-expenses'),
        headers,
        check: (body) => {
          const answer = JSON.parse(body) as { expenses: Array<{ count?: number }> };
          return answer.expenses.some((e) => (e.count ?? 0) > 0) ? undefined : 'no historical figures at the port';
        },
      },
      {
        name: `GET request-case/{id}/evaluate (3 quotes x ${filled.expenses} expenses)`,
        method: 'GET',
        url: url('evaluate'),
        headers,
        check: (body) =>
          (JSON.parse(body) as { totals: unknown[] }).totals.length === 3 ? undefined : 'not three quotes compared',
      },
    ];
  },
};
