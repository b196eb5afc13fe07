import { type Dataset, MANAGER, REGION_USER } from './dataset';

/**
 * The dataset a kept bench database holds (BENCH_KEEP_DB=1), found again as the generator chose
 * it: the buyer, its busiest vessel, port and agent, the Mediterranean region, and the anchor day
 * the ETAs were laid out around (60 days before the latest ETA). For runs and CPU scripts over a
 * database that is not filled again.
 */
export async function keptDataset(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<Dataset> {
  const one = async (text: string) => (await query(text))[0] ?? {};
  const idOf = async (username: string) =>
    Number((await one(`select id from profiles where username = '${username}'`)).id);
  const buyerId = Number((await one(`select company_id from profiles where username = '${MANAGER}'`)).company_id);
  const busiest = async (column: string, table: string) =>
    Number(
      (
        await one(
          `select ${column} as id from ${table} where company_id = ${buyerId} group by 1 order by count(*) desc, 1 limit 1`,
        )
      ).id,
    );
  const latest = new Date(
    String((await one(`select max(eta) as at from port_calls where company_id = ${buyerId}`)).at),
  );
  const anchor = new Date(Date.UTC(latest.getUTCFullYear(), latest.getUTCMonth(), latest.getUTCDate() - 60));
  const count = async (table: string) => Number((await one(`select count(*) as n from ${table}`)).n);
  return {
    buyerId,
    otherBuyerId: Number(
      (await one(`select company_id from port_calls where company_id <> ${buyerId} limit 1`)).company_id ?? 0,
    ),
    managerId: await idOf(MANAGER),
    regionUserId: await idOf(REGION_USER),
    anchor,
    sample: {
      vesselId: await busiest('vessel_id', 'port_calls'),
      portId: await busiest('port_id', 'port_calls'),
      agentId: await busiest('agent_company_id', 'appointments'),
      regionId: Number(
        (
          await one(
            `select id from regions where company_id = ${buyerId} and name = 'Mediterranean' order by id limit 1`,
          )
        ).id,
      ),
      voyageFragment: `nb${String((anchor.getUTCFullYear() - 2) % 100).padStart(2, '0')}`,
    },
    counts: { portCalls: await count('port_calls'), appointments: await count('appointments') },
    seconds: 0,
  };
}
