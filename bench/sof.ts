import { SOF_PAGE_SELECTION } from '@portcall/contracts/statement-of-facts';
import { eq } from 'drizzle-orm';
import { companies, profiles } from '../server/src/modules/account/db';
import { MANAGER } from './generate/dataset';
import { seeded } from './generate/prng';
import { generateSof } from './generate/sof';
import type { HttpSuite } from './lib/suite';

const EVENTS = 300;
const AGENT = 'agent@aegean-agency.example';

/**
 * The query the SOF page sends (`useSof`): the web builds it from the contract's `ZSofPage`
 * selection, and so does the bench, so it cannot drift from what the page asks for.
 */
export function webSofQuery() {
  return `query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { ${SOF_PAGE_SELECTION} } }`;
}

/**
 * `npm run bench -- sof`: the SOF page's one GraphQL read (sofsByPortCallIds with the web's
 * selection) of a SOF of 300 events with remarks and comments, by its agent and by the buyer,
 * read again while it does not change (the kept answer).
 */
export const sofSuite: HttpSuite<{ portCallId: number; events: number; remarks: number; comments: number }> = {
  name: 'sof',
  aimMs: 30,
  async fill(database, d) {
    const [agent] = await database.db
      .select({ profileId: profiles.id, companyId: profiles.companyId, name: companies.name })
      .from(profiles)
      .innerJoin(companies, eq(companies.id, profiles.companyId))
      .where(eq(profiles.username, AGENT));
    if (!agent) throw new Error(`the demo agent ${AGENT} is missing`);
    const { sofId: _s, ...made } = await generateSof(database.db, seeded(300), {
      buyerId: d.buyerId,
      agentCompanyId: agent.companyId,
      agentProfileId: agent.profileId,
      agentName: agent.name,
      events: EVENTS,
    });
    return made;
  },
  async targets({ server, filled, login }) {
    const body = JSON.stringify({ query: webSofQuery(), variables: { ids: [filled.portCallId] } });
    const check = (text: string) => {
      const answer = JSON.parse(text) as {
        errors?: unknown[];
        data?: { sofsByPortCallIds: Array<{ events: unknown[] }> };
      };
      if (answer.errors?.length) return `GraphQL errors ${JSON.stringify(answer.errors).slice(0, 300)}`;
      const events = answer.data?.sofsByPortCallIds[0]?.events.length ?? 0;
      return events === filled.events ? undefined : `${events} events, not ${filled.events}`;
    };
    const read = async (who: string, username: string) => {
      // Accept is part of the kept answer's key (it picks the media type): the same for both clients.
      const headers = { ...(await login(username)), 'content-type': 'application/json', accept: 'application/json' };
      const url = `${server.base}/sof/graphql`;
      // The page's answer is kept between reads of an unchanged SOF (page-cache.ts): one read first,
      // so the statements recorded for the baseline are those of the reads measured, not of the
      // one that built the answer. What a read after a change costs: bench/sof-cpu.ts.
      await (await fetch(url, { method: 'POST', headers, body })).text();
      return {
        name: `POST sof/graphql sofsByPortCallIds as ${who} (${filled.events} events, ${filled.remarks} remarks, ${filled.comments} comments)`,
        method: 'POST' as const,
        url,
        headers,
        body,
        check,
      };
    };
    return [await read('agent', AGENT), await read('buyer MANAGER', MANAGER)];
  },
};
