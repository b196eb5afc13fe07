import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appointments } from '../appointments/db';
import { evaluations, expenseEvaluations } from '../evaluations/db';
import { vessels } from '../fleet/db';
import { portCalls } from '../port-calls/db';
import { vesselSizes, vesselTypes } from '../refdata/db';

/** One past call's approved amount of one catalogue line, with what the estimator needs of the call. */
export interface PastCallLine {
  portId: number;
  portCallId: number;
  eta: Date | null;
  ets: Date | null;
  vesselId: number;
  dwt: number;
  vesselType: string;
  vesselTypeName: string;
  vesselName: string;
  sizeClass: string | null;
  code: string;
  currency: string | null;
  /** The sum of the approved (evaluated) amounts of the call's lines of that code, numeric as text. */
  approved: string;
}

/**
 * What the accuracy backtest reads of other modules' tables (evaluations, appointments, port calls,
 * fleet, reference data); it only reads. A call's line is "approved" when every live leaf line of that
 * code in the call's final DAs (evaluations of type FDA, not withdrawn or deleted) is APPROVED; its
 * amount is the sum of their evaluated amounts (verified, else quoted). A split line counts through its
 * children. One statement, grouped per call, code and currency.
 */
export function createBacktestReadModel(db: Db) {
  return {
    async approvedLines(portIds: number[], codes: string[]): Promise<PastCallLine[]> {
      if (portIds.length === 0 || codes.length === 0) return [];
      const list = (values: Array<number | string>) =>
        sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        );
      const result = await db.execute(sql`
        select pc.port_id as "portId", pc.id as "portCallId", pc.eta, pc.ets,
               v.id as "vesselId", v.dwt, v.name as "vesselName", vt.code as "vesselType",
               vt.name as "vesselTypeName", vs.name as "sizeClass",
               line.code, ev.currency, sum(coalesce(line.verified_amount, line.amount))::text as approved
          from ${expenseEvaluations} line
          join ${evaluations} ev on ev.id = line.evaluation_id
          join ${appointments} app on app.id = ev.appointment_id
          join ${portCalls} pc on pc.id = app.port_call_id
          join ${vessels} v on v.id = pc.vessel_id
          join ${vesselTypes} vt on vt.id = v.vessel_type_id
          left join ${vesselSizes} vs on vs.id = v.vessel_size_id
         where pc.port_id in (${list(portIds)})
           and line.code in (${list(codes)})
           and ev.type = 'FDA' and ev.status not in ('WITHDRAWN', 'DELETED')
           and line.status not in ('DELETED', 'REJECTED')
           and not exists (select 1 from ${expenseEvaluations} child where child.parent_id = line.id)
         group by pc.port_id, pc.id, pc.eta, pc.ets, v.id, v.dwt, v.name, vt.code, vt.name, vs.name, line.code, ev.currency
        having bool_and(line.status = 'APPROVED')
         order by pc.port_id, pc.id, line.code`);
      // node-postgres answers bigint as text and timestamps as Date; PGlite may differ: normalised here.
      const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
      return rows.map((r) => ({
        portId: Number(r.portId),
        portCallId: Number(r.portCallId),
        eta: date(r.eta),
        ets: date(r.ets),
        vesselId: Number(r.vesselId),
        dwt: Number(r.dwt),
        vesselName: String(r.vesselName),
        vesselType: String(r.vesselType),
        vesselTypeName: String(r.vesselTypeName),
        sizeClass: r.sizeClass === null || r.sizeClass === undefined ? null : String(r.sizeClass),
        code: String(r.code),
        currency: r.currency === null || r.currency === undefined ? null : String(r.currency),
        approved: String(r.approved),
      }));
    },
  };
}
export type BacktestReadModel = ReturnType<typeof createBacktestReadModel>;
