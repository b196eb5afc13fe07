import type { TPortDirectoryFilters } from '@portcall/contracts/port-directory';
import { type AnyColumn, and, asc, count, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { textOrder } from '../../platform/db/query-helpers';
// A declared read model: it reads the account module's companies and the ports they serve, and writes
// nothing (docs/decisions.md "Port directory"). Reference data is the shared kernel anyone may join.
import { companies, companyPorts } from '../account/db';
import { countries, portSearchWords, ports, terminals } from '../refdata/db';
import { portDirectoryDetails, portDirectoryTotals } from './db';

/** An agent or vendor the platform shows to others: neither locked nor still registering. */
const isListedSupplier = and(
  inArray(companies.type, ['AGENT', 'VENDOR']),
  eq(companies.isLocked, false),
  eq(companies.isPendingRegistration, false),
) as SQL;

/** Suppliers that say they serve the port: its company_ports row, or worldwide service. */
const servesPort = (db: Db, portId: SQL | number) =>
  or(
    eq(companies.isWorldwide, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(companyPorts)
        .where(and(eq(companyPorts.companyId, companies.id), sql`${companyPorts.portId} = ${portId}`)),
    ),
  ) as SQL;

/**
 * The strings that start with `prefix`, as a range of bytewise (text_pattern_ops) order: from the
 * prefix up to the prefix with its last character one higher. Exactly a prefix match for the folded
 * names ([a-z0-9 ]) and UN/LOCODEs ([A-Z0-9]) searched here, and a range a generic plan can look up.
 */
function prefixRange(prefix: string): [string, string] {
  return [prefix, prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)];
}

export interface DirectorySearch extends Omit<TPortDirectoryFilters, 'name'> {
  /** The folded name (refdata's search key form), or undefined. */
  searchName?: string;
  locode?: string | null;
}

type FilterKey = 'countryId' | 'harborSize' | 'segment' | 'cargo' | 'facility';

export function createDirectoryReadModel(db: Db) {
  /** The kept count of active ports (port_directory_totals, exact by trigger, migration 0040). */
  const keptTotal = sql<number>`(select ${portDirectoryTotals.activePorts} from ${portDirectoryTotals} where ${portDirectoryTotals.id} = 1)`;
  const rowColumns = {
    id: ports.id,
    name: ports.name,
    unlocode: ports.unlocode,
    countryId: countries.id,
    countryName: countries.name,
    countryAlpha2: countries.alpha2,
    harborSize: ports.harborSize,
    segments: sql<string[] | null>`${portDirectoryDetails.segments}`,
    facilities: sql<string[] | null>`${portDirectoryDetails.facilities}`,
    supplierCount: sql<number>`(select count(*) from ${companies} where ${isListedSupplier} and ${servesPort(db, sql`${ports.id}`)})::int`,
  };

  /**
   * The search's conditions but the name: the first (active ports) always, then one per filter given,
   * comparing with the filter's value, or with `valueFor` of its key (a placeholder of a prepared statement).
   */
  function conditionsOf(f: DirectorySearch, valueFor: (key: FilterKey) => unknown = (key) => f[key]): SQL[] {
    const where: SQL[] = [eq(ports.isActive, true)];
    if (f.countryId !== undefined) where.push(sql`${ports.countryId} = ${valueFor('countryId')}`);
    if (f.harborSize) where.push(sql`${ports.harborSize} = ${valueFor('harborSize')}`);
    if (f.segment) where.push(sql`${portDirectoryDetails.segments} @> array[${valueFor('segment')}]::text[]`);
    if (f.cargo) where.push(sql`${portDirectoryDetails.cargos} @> array[${valueFor('cargo')}]::text[]`);
    if (f.facility) where.push(sql`${portDirectoryDetails.facilities} @> array[${valueFor('facility')}]::text[]`);
    return where;
  }

  /**
   * One page of ports, larger harbours first, then by name, with the total in the same statement (an
   * uncorrelated subquery, run once). A harbor-complex filter (segment, cargo, facility) needs the
   * port's details row, so the join is inner only then. Without any filter the total is the kept
   * count of active ports (port_directory_totals, exact by trigger) instead of a count of 17,500.
   */
  async function search(f: DirectorySearch, page: { page: number; size: number }) {
    if (f.searchName) return searchByName(f, f.searchName, page);
    const needsDetails = Boolean(f.segment || f.cargo || f.facility);
    const conditions = conditionsOf(f);
    const where = and(...conditions) as SQL;
    const counted = db.select({ n: count() }).from(ports);
    const countQuery = (
      needsDetails ? counted.innerJoin(portDirectoryDetails, eq(portDirectoryDetails.portId, ports.id)) : counted
    ).where(where);
    const total = conditions.length === 1 ? keptTotal : sql<number>`(${countQuery})`;
    const base = db
      .select({ ...rowColumns, total })
      .from(ports)
      .innerJoin(countries, eq(countries.id, ports.countryId));
    const joined = needsDetails
      ? base.innerJoin(portDirectoryDetails, eq(portDirectoryDetails.portId, ports.id))
      : base.leftJoin(portDirectoryDetails, eq(portDirectoryDetails.portId, ports.id));
    const rows = await joined
      .where(where)
      .orderBy(sql`${ports.rank} desc nulls last`, asc(ports.searchName), asc(ports.id))
      .limit(page.size)
      .offset(page.page * page.size);
    const first = rows[0];
    if (first) return { rows, total: Number(first.total) };
    // A page past the end has no row to carry the total: it is read alone then.
    return { rows, total: conditions.length === 1 ? await keptActivePorts() : ((await countQuery)[0]?.n ?? 0) };
  }

  // One statement per filter shape (at most 64), built on first use: the shape decides the text, every
  // value is a placeholder.
  const byNameStatements = new Map<string, ReturnType<typeof prepareByName>>();

  function prepareByName(f: DirectorySearch, name: string) {
    const needsDetails = Boolean(f.segment || f.cargo || f.facility);
    const conditions = conditionsOf(f, (key) => sql.placeholder(key));
    const branch = (nameCondition: SQL) => {
      const from = db.select({ id: ports.id, rank: ports.rank, searchName: ports.searchName }).from(ports);
      return (
        needsDetails ? from.innerJoin(portDirectoryDetails, eq(portDirectoryDetails.portId, ports.id)) : from
      ).where(and(...conditions, nameCondition));
    };
    const inRange = (column: AnyColumn, range: 'name' | 'code') =>
      sql`(${column} ~>=~ ${sql.placeholder(`${range}From`)} and ${column} ~<~ ${sql.placeholder(`${range}To`)})`;
    const byFirstWord = branch(inRange(ports.searchName, 'name'));
    const byLaterWord = branch(
      sql`${ports.id} in (select ${portSearchWords.portId} from ${portSearchWords} where ${inRange(portSearchWords.suffix, 'name')})`,
    );
    const matches = db
      .$with('matches')
      .as(
        f.locode
          ? union(byFirstWord, byLaterWord, branch(inRange(ports.unlocode, 'code')))
          : union(byFirstWord, byLaterWord),
      );
    const pageIds = db
      .select({ id: matches.id })
      .from(matches)
      .orderBy(sql`${matches.rank} desc nulls last`, asc(matches.searchName), asc(matches.id))
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'))
      .as('page_ids');
    const page = db
      .with(matches)
      .select({ ...rowColumns, total: sql<number>`(select count(*) from ${matches})` })
      .from(pageIds)
      .innerJoin(ports, eq(ports.id, pageIds.id))
      .innerJoin(countries, eq(countries.id, ports.countryId))
      .leftJoin(portDirectoryDetails, eq(portDirectoryDetails.portId, ports.id))
      .orderBy(sql`${ports.rank} desc nulls last`, asc(ports.searchName), asc(ports.id))
      .prepare(name);
    const total = db.with(matches).select({ n: count() }).from(matches).prepare(`${name}_total`);
    return { page, total };
  }

  /**
   * The search with a typed name: a port whose name's first or later word, or whose UN/LOCODE, starts
   * so. The matching ports are found once, with their sort keys, by a union of three prefix lookups
   * (ports_search_name_idx, port_search_words_suffix_idx, ports_unlocode_pattern_idx; an OR could
   * only be a scan), each under the other filters; the count and the page both read that one set,
   * and only the page's rows are joined to their country, details and supplier count. Before, the
   * count and the page each fetched every match by primary key (312 for 'san': 1,756 buffers, now
   * 394). The statement is built and prepared once per shape (which filters are given), so
   * PostgreSQL plans it once per connection: planning the union cost about as much as running it.
   * A prefix is therefore written as its range (`~>=~ from and ~<~ to`, the operators of the
   * text_pattern_ops indexes), which a generic plan can look up by index; `like $1` it could not.
   */
  async function searchByName(f: DirectorySearch, searchName: string, page: { page: number; size: number }) {
    const given = [f.countryId !== undefined, f.harborSize, f.segment, f.cargo, f.facility, f.locode];
    const name = `port_directory_by_name_${given.map((g) => (g ? 1 : 0)).join('')}`;
    let prepared = byNameStatements.get(name);
    if (!prepared) {
      prepared = prepareByName(f, name);
      byNameStatements.set(name, prepared);
    }
    const [nameFrom, nameTo] = prefixRange(searchName);
    const [codeFrom, codeTo] = f.locode ? prefixRange(f.locode) : [null, null];
    const values = { ...f, nameFrom, nameTo, codeFrom, codeTo };
    const rows = await prepared.page.execute({ ...values, size: page.size, offset: page.page * page.size });
    const first = rows[0];
    if (first) return { rows, total: Number(first.total) };
    // A page past the end has no row to carry the total: it is read alone then.
    const [counted] = await prepared.total.execute(values);
    return { rows, total: counted?.n ?? 0 };
  }

  async function keptActivePorts() {
    const [row] = await db
      .select({ n: portDirectoryTotals.activePorts })
      .from(portDirectoryTotals)
      .where(eq(portDirectoryTotals.id, 1));
    return row?.n ?? 0;
  }

  async function findPort(portId: number) {
    const [row] = await db
      .select({
        port: ports,
        countryName: countries.name,
        countryAlpha2: countries.alpha2,
        terminalCount: sql<number>`(select count(*) from ${terminals} where ${terminals.portId} = ${ports.id} and ${terminals.isActive})::int`,
      })
      .from(ports)
      .innerJoin(countries, eq(countries.id, ports.countryId))
      .where(eq(ports.id, portId));
    return row;
  }

  /** Agents and vendors serving the port, by name. */
  async function suppliersAt(portId: number) {
    return db
      .select({
        id: companies.id,
        name: companies.name,
        type: companies.type,
        city: companies.city,
        country: countries.name,
        siteUrl: companies.siteUrl,
        isWorldwide: companies.isWorldwide,
      })
      .from(companies)
      .leftJoin(countries, eq(countries.id, companies.countryId))
      .where(and(isListedSupplier, servesPort(db, portId)))
      .orderBy(asc(companies.isWorldwide), textOrder(companies.name), asc(companies.id))
      .limit(200);
  }

  async function supplierCount(portId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(companies)
      .where(and(isListedSupplier, servesPort(db, portId)));
    return row?.n ?? 0;
  }

  /** Active ports within `km` of a point (a bounding box first, then the great-circle distance). */
  async function portsNear(portId: number, lat: number, lon: number, km: number) {
    const dLat = km / 111;
    const dLon = km / (111 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
    const la = sql`${lat}::float8`;
    const lo = sql`${lon}::float8`;
    const distance = sql<number>`(6371 * acos(least(1::float8, greatest(-1::float8,
      sin(radians(${la})) * sin(radians(${ports.lat})) +
      cos(radians(${la})) * cos(radians(${ports.lat})) * cos(radians(${ports.lon} - ${lo})))))::float8)`;
    return db
      .select({ id: ports.id, name: ports.name, unlocode: ports.unlocode, distanceKm: distance })
      .from(ports)
      .where(
        and(
          eq(ports.isActive, true),
          sql`${ports.id} <> ${portId}`,
          sql`${ports.lat} between ${lat - dLat}::float8 and ${lat + dLat}::float8`,
          sql`${ports.lon} between ${lon - dLon}::float8 and ${lon + dLon}::float8`,
        ),
      )
      .orderBy(distance)
      .limit(10);
  }

  async function countries_() {
    return db
      .select({ id: countries.id, name: countries.name, alpha2: countries.alpha2, alpha3: countries.alpha3 })
      .from(countries);
  }

  return { search, findPort, suppliersAt, supplierCount, portsNear, countries: countries_ };
}
export type DirectoryReadModel = ReturnType<typeof createDirectoryReadModel>;
