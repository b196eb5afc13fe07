import type { TLiveKind } from '@portcall/contracts/live';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, profileAuthorities, profileProducts, profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { assignments } from '../assignments/db';
import { bankAccounts } from '../bank-accounts/db';
import { claims } from '../claims/db';
import { evaluations, expenseEvaluations } from '../evaluations/db';
import { kypVerifications } from '../kyp/db';
import { paymentInstructions, payments } from '../payments/db';
import { portCalls } from '../port-calls/db';
import { proformas } from '../proformas/db';
import { ports } from '../refdata/db';
import { requestCases, requestsForQuotation } from '../requests/db';
import { sofs } from '../statement-of-facts/db';

/**
 * Who reads what changed: for each audited entity, the live kind and id the web knows it by, the
 * buyer company and the country of its port (the region rules of the reads apply to buyers), and
 * the supplier companies that read it. A supplier reads an appointment, its DAs, port logs and SOF
 * once the appointment is no longer a draft, and a request for quotation once its case is sent; buyers
 * alone read evaluations, payments and claims (the same rules as the reads' scope checks).
 */
export interface LiveSubject {
  entityId: string;
  kind: TLiveKind;
  id: number;
  /** Null for an entity no buyer company reads as a party (a KYP case, a company, an unused bank account). */
  buyerCompanyId: number | null;
  countryId: number | null;
  supplierCompanyIds: number[];
}

/** Which people a side of a subject are: a product (if any) and any one of the authorities. */
export interface Readers {
  product?: string;
  authorities: readonly string[];
  /** Every active person of the company, whatever they hold (what its own reads allow). */
  isEveryone?: boolean;
}

const appointmentParties = (appointmentId: SQL) => sql`
  select a.company_id as buyer, p.country_id as country,
    case when a.state <> 'DRAFT' then array[a.agent_company_id] else array[]::bigint[] end as suppliers
  from ${appointments} a join ${portCalls} pc on pc.id = a.port_call_id join ${ports} p on p.id = pc.port_id
  where a.id = ${appointmentId}`;

/** Per audit entity: the SQL answering (entity_id, kind_id, buyer, country, suppliers) for ids `$ids`. */
const SUBJECTS: Record<string, { kind: TLiveKind; query: (ids: SQL) => SQL }> = {
  appointment: {
    kind: 'appointment',
    query: (ids) => sql`select x.id as entity_id, x.id as kind_id, s.* from unnest(${ids}) as x(id)
      cross join lateral (${appointmentParties(sql`x.id`)}) s`,
  },
  proforma: {
    kind: 'proforma',
    query: (ids) => sql`select d.id as entity_id, d.id as kind_id, s.* from ${proformas} d
      cross join lateral (${appointmentParties(sql`d.appointment_id`)}) s where d.id = any(${ids})`,
  },
  assignment: {
    kind: 'port-log',
    query: (ids) => sql`select l.id as entity_id, l.id as kind_id, s.* from ${assignments} l
      cross join lateral (${appointmentParties(sql`l.appointment_id`)}) s where l.id = any(${ids})`,
  },
  statement_of_facts: {
    kind: 'sof',
    query: (ids) => sql`select f.id as entity_id, f.port_call_id as kind_id, s.* from ${sofs} f
      cross join lateral (${appointmentParties(sql`f.appointment_id`)}) s where f.id = any(${ids})`,
  },
  evaluation: {
    kind: 'evaluation',
    query: (ids) => sql`select e.id as entity_id, e.id as kind_id, s.buyer, s.country, array[]::bigint[] as suppliers
      from ${evaluations} e cross join lateral (${appointmentParties(sql`e.appointment_id`)}) s where e.id = any(${ids})`,
  },
  expense_evaluation: {
    kind: 'evaluation',
    query: (ids) => sql`select i.id as entity_id, e.id as kind_id, s.buyer, s.country, array[]::bigint[] as suppliers
      from ${expenseEvaluations} i join ${evaluations} e on e.id = i.evaluation_id
      cross join lateral (${appointmentParties(sql`e.appointment_id`)}) s where i.id = any(${ids})`,
  },
  payment: {
    kind: 'payment',
    query: (ids) => sql`select m.id as entity_id, m.id as kind_id, s.buyer, s.country, array[]::bigint[] as suppliers
      from ${payments} m cross join lateral (${appointmentParties(sql`m.appointment_id`)}) s where m.id = any(${ids})`,
  },
  // A company's payment instructions: its own finance people, no region rule (like their reads).
  payment_instruction: {
    kind: 'payment-instruction',
    query: (ids) => sql`select i.id as entity_id, i.id as kind_id, i.company_id as buyer, null::bigint as country,
      array[]::bigint[] as suppliers from ${paymentInstructions} i where i.id = any(${ids})`,
  },
  port_call: {
    kind: 'port-call',
    query: (ids) => sql`select pc.id as entity_id, pc.id as kind_id, pc.company_id as buyer, p.country_id as country,
      coalesce((select array_agg(distinct a.agent_company_id) from ${appointments} a
        where a.port_call_id = pc.id and a.state <> 'DRAFT'), array[]::bigint[]) as suppliers
      from ${portCalls} pc join ${ports} p on p.id = pc.port_id where pc.id = any(${ids})`,
  },
  claim: {
    kind: 'claim',
    query: (ids) => sql`select c.id as entity_id, c.id as kind_id, c.company_id as buyer, p.country_id as country,
      array[]::bigint[] as suppliers
      from ${claims} c join ${portCalls} pc on pc.id = c.port_call_id join ${ports} p on p.id = pc.port_id
      where c.id = any(${ids})`,
  },
  // A supplier's KYP case: its own people; the KYC administrators are added by kind (module.ts).
  kyp_verification: {
    kind: 'kyp',
    query: (ids) => sql`select k.id as entity_id, k.id as kind_id, null::bigint as buyer, null::bigint as country,
      array[k.company_id] as suppliers from ${kypVerifications} k where k.id = any(${ids})`,
  },
  // A company's details and registration review: the company itself, as a party without a buyer.
  company: {
    kind: 'company',
    query: (ids) => sql`select c.id as entity_id, c.id as kind_id, null::bigint as buyer, null::bigint as country,
      array[c.id] as suppliers from ${companies} c where c.id = any(${ids})`,
  },
  // A supplier's bank account: one row per buyer that works with the supplier (an appointment past
  // draft, the reviewers' scope in bank-accounts), or one without a buyer.
  bank_account: {
    kind: 'bank-account',
    query: (ids) => sql`select b.id as entity_id, b.id as kind_id, w.buyer, null::bigint as country,
      array[b.company_id] as suppliers from ${bankAccounts} b
      left join lateral (select distinct a.company_id as buyer from ${appointments} a
        where a.agent_company_id = b.company_id and a.state <> 'DRAFT') w on true
      where b.id = any(${ids})`,
  },
  // Requests for quotation are scoped by company only (no region rules), like their reads.
  request_for_quotation: {
    kind: 'request',
    query: (ids) => sql`select r.id as entity_id, r.id as kind_id, rc.company_id as buyer, null::bigint as country,
      case when rc.status <> 'DRAFT' then array[r.agent_company_id] else array[]::bigint[] end as suppliers
      from ${requestsForQuotation} r join ${requestCases} rc on rc.id = r.request_case_id where r.id = any(${ids})`,
  },
  request_case: {
    kind: 'request',
    query: (ids) => sql`select rc.id as entity_id, rc.id as kind_id, rc.company_id as buyer, null::bigint as country,
      coalesce((select array_agg(distinct r.agent_company_id) from ${requestsForQuotation} r
        where r.request_case_id = rc.id and rc.status <> 'DRAFT'), array[]::bigint[]) as suppliers
      from ${requestCases} rc where rc.id = any(${ids})`,
  },
};

/** The audit entities announced live. */
export const liveEntities = Object.keys(SUBJECTS);

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const idList = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${Number(id)}`),
    sql`, `,
  )}]::bigint[]`;

/** `and` the profile `pr` holds any of the authorities (enabled). */
const holdingAny = (authorities: readonly string[]) => sql`and exists (select 1 from ${profileAuthorities} pa
  where pa.profile_id = pr.id and pa.is_enabled and pa.authority in (${sql.join(
    authorities.map((a) => sql`${a}`),
    sql`, `,
  )}))`;

export function createLiveReadModel(db: Db) {
  /** The ids of the active, enabled profiles `pr` that also meet `where`. */
  async function activeProfiles(where: SQL): Promise<number[]> {
    const result = await db.execute(
      sql`select pr.id from ${profiles} pr where pr.status = 'ACTIVE' and pr.is_enabled and ${where}`,
    );
    return rowsOf(result).map((r) => Number(r.id));
  }

  return {
    /** The subjects of the noted changes of one entity (ids that no longer exist are left out). */
    async subjects(entity: string, entityIds: readonly string[]): Promise<LiveSubject[]> {
      const found = SUBJECTS[entity];
      const ids = entityIds.filter((id) => /^\d{1,18}$/.test(id));
      if (!found || ids.length === 0) return [];
      return rowsOf(await db.execute(found.query(idList(ids)))).map((r) => ({
        entityId: String(r.entity_id),
        kind: found.kind,
        id: Number(r.kind_id),
        buyerCompanyId: r.buyer === null || r.buyer === undefined ? null : Number(r.buyer),
        countryId: r.country === null || r.country === undefined ? null : Number(r.country),
        supplierCompanyIds: ((r.suppliers as unknown[] | null) ?? []).map(Number),
      }));
    },

    /** A company's active, enabled people holding the product (if named) and any of the authorities. */
    async readersIn(companyId: number, readers: Readers): Promise<number[]> {
      if (!readers.isEveryone && readers.authorities.length === 0) return [];
      const product = readers.product
        ? sql`and exists (select 1 from ${profileProducts} pp where pp.profile_id = pr.id and pp.product = ${readers.product})`
        : sql``;
      const held = readers.isEveryone ? sql`` : holdingAny(readers.authorities);
      return activeProfiles(sql`pr.company_id = ${companyId} ${product} ${held}`);
    },

    /** The platform's active, enabled administrators holding any of the authorities. */
    administrators(authorities: readonly string[]): Promise<number[]> {
      return activeProfiles(sql`pr.type = 'ADMIN' ${holdingAny(authorities)}`);
    },

    /** Full names and company names of profiles, for "changed by". */
    async namesOf(profileIds: readonly number[]): Promise<Map<number, { name: string; company: string }>> {
      if (profileIds.length === 0) return new Map();
      const result = await db.execute(
        sql`select pr.id, trim(pr.name || ' ' || pr.surname) as full_name, c.name as company
          from ${profiles} pr left join ${companies} c on c.id = pr.company_id
          where pr.id in (${sql.join(
            profileIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
      );
      return new Map(
        rowsOf(result).map((r) => [
          Number(r.id),
          { name: String(r.full_name ?? ''), company: String(r.company ?? '') },
        ]),
      );
    },
  };
}
export type LiveReadModel = ReturnType<typeof createLiveReadModel>;
