import {
  CLAIM_TRANSITIONS,
  type TCharterTerms,
  type TClaim,
  type TClaimState,
  TIME_BAR_OPEN_STATES,
  TIME_BAR_WARNING_DAYS,
  type TLaytimeCalculation,
  type TPosition,
  type TPositionListQuery,
  ZCharterTerms,
  type ZClaimCreate,
  type ZLaytimeCalculationSave,
} from '@portcall/contracts/claims';
import type { TLaytimeRequest, TLaytimeRequestInput } from '@portcall/contracts/laytime';
import { ZLaytimeRequest } from '@portcall/contracts/laytime';
import { calculateLaytime, minorUnitsOf } from '@portcall/contracts/laytime-calc';
import { Decimal } from '@portcall/contracts/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { AppError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { createOutbox, type FindPeople, type Notifier } from '../../platform/notify';
import { isInRegionScope, type RegionScope } from '../../platform/scope/region';
import type { ClaimPortCall, ClaimsReadModel } from './claims-read-model';
import { charterTerms, claimDocuments, claims, laytimeCalculations } from './db';
import { whereIs } from './position';

const DAY_MS = 86_400_000;
type ClaimRow = typeof claims.$inferSelect;
type CalculationRow = typeof laytimeCalculations.$inferSelect;

export interface ClaimsDeps {
  db: Db;
  clock: () => Date;
  read: ClaimsReadModel;
  notifier: Notifier;
  findPeople: FindPeople;
  regionScopeFor(caller: Caller, tx?: Db): Promise<RegionScope>;
}

/** The SOF event codes a laytime calculation reads (docs/sof-event-codes.md). */
export const SOF_CODES = {
  nor: 'NOR_TENDERED',
  commenced: 'CARGO_OPERATIONS_COMMENCED',
  completed: 'CARGO_OPERATIONS_COMPLETED',
  suspended: 'CARGO_OPERATIONS_SUSPENDED',
  resumed: 'CARGO_OPERATIONS_RESUMED',
} as const;

/** Terms used when a voyage has none yet: the user fills in the rates. */
const DEFAULT_TERMS: TCharterTerms = ZCharterTerms.parse({
  currency: 'USD',
  demurrageRatePerDay: '0',
  allowance: { hours: '72' },
  weekly: [],
  timeBarDays: 90,
});

export function createClaimsService(deps: ClaimsDeps) {
  const { db, clock, read } = deps;

  /** The caller's own port call within its region rules, else 404. */
  async function reachPortCall(caller: Caller, portCallId: number, tx: Db = db): Promise<ClaimPortCall> {
    const [pc] = await read.portCallsByIds([portCallId], tx);
    if (!pc || pc.companyId !== caller.companyId) throw notFound();
    if (!isInRegionScope(pc.countryId, await deps.regionScopeFor(caller, tx))) throw notFound();
    return pc;
  }

  async function termsOf(voyageId: number | null, tx: Db) {
    if (voyageId === null) return null;
    const [row] = await tx.select().from(charterTerms).where(eq(charterTerms.voyageId, voyageId));
    return row ?? null;
  }

  function toCalculation(row: CalculationRow, currentSofVersion: number | undefined): TLaytimeCalculation {
    return {
      id: row.id,
      portCallId: row.portCallId,
      sofId: row.sofId,
      sofVersion: row.sofVersion,
      isOutOfDate: row.sofId !== null && currentSofVersion !== undefined && currentSofVersion !== row.sofVersion,
      body: row.body,
      notes: row.notes,
      result: row.result,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function calculationOfPortCall(portCallId: number, tx: Db) {
    const [row] = await tx.select().from(laytimeCalculations).where(eq(laytimeCalculations.portCallId, portCallId));
    if (!row) return null;
    const versions = await read.sofVersions(row.sofId === null ? [] : [row.sofId], tx);
    return toCalculation(row, row.sofId === null ? undefined : versions.get(row.sofId));
  }

  // ---------- the SOF read into a calculation body ----------

  async function prefill(caller: Caller, portCallId: number) {
    const pc = await reachPortCall(caller, portCallId);
    const sof = await read.sofOf(portCallId);
    if (!sof) throw new AppError(409, 'CLAIM_NO_SOF');
    const terms = (await termsOf(pc.voyageId, db))?.terms ?? DEFAULT_TERMS;
    const iso = (d: Date) => d.toISOString();
    const first = (code: string) => sof.events.find((e) => e.code === code);
    const last = (code: string) => sof.events.filter((e) => e.code === code).at(-1);
    const missing: string[] = [];
    const nor = first(SOF_CODES.nor);
    const commenced = first(SOF_CODES.commenced);
    const completed = last(SOF_CODES.completed);
    if (!nor) missing.push(SOF_CODES.nor);
    if (!completed) missing.push(SOF_CODES.completed);
    // Each suspension runs to the next resumption (or completion): a stoppage that does not count.
    const deductions: NonNullable<TLaytimeRequestInput['deductions']> = [];
    let open: (typeof sof.events)[number] | null = null;
    for (const e of sof.events) {
      if (e.code === SOF_CODES.suspended && !open) open = e;
      else if ((e.code === SOF_CODES.resumed || e.code === SOF_CODES.completed) && open) {
        if (e.timestamp > open.timestamp)
          deductions.push({
            from: iso(open.timestamp),
            to: iso(e.timestamp),
            reason: open.description,
            countPercent: '0',
          });
        open = null;
      }
    }
    const fallback = nor?.timestamp ?? sof.events[0]?.timestamp ?? pc.eta ?? clock();
    const norAt = nor?.timestamp ?? fallback;
    const completedAt = completed && completed.timestamp >= norAt ? completed.timestamp : norAt;
    const body: TLaytimeRequestInput = {
      currency: terms.currency,
      demurrageRatePerDay: terms.demurrageRatePerDay,
      despatchRatePerDay: terms.despatchRatePerDay,
      allowance: terms.allowance,
      norTenderedAt: iso(norAt),
      turnTimeHours: terms.turnTimeHours,
      laytimeCommencesAt: null,
      commencedWorkAt: commenced ? iso(commenced.timestamp) : null,
      completedAt: iso(completedAt),
      timeZone: pc.timeZone ?? 'UTC',
      exceptedPeriods: { weekly: terms.weekly, holidays: [] },
      unlessUsed: terms.unlessUsed,
      usedDuringExcepted: [],
      deductions,
      exceptionsApplyOnDemurrage: terms.exceptionsApplyOnDemurrage,
      despatchBasis: terms.despatchBasis,
    };
    return {
      portCallId,
      sofId: sof.id,
      sofVersion: sof.version,
      sofStatus: sof.status,
      events: sof.events.map((e) => ({ code: e.code, description: e.description, timestamp: iso(e.timestamp) })),
      body,
      missing,
      calculation: await calculationOfPortCall(portCallId, db),
    };
  }

  async function saveCalculation(caller: Caller, portCallId: number, save: z.infer<typeof ZLaytimeCalculationSave>) {
    return db.transaction(async (tx) => {
      await reachPortCall(caller, portCallId, tx);
      const sof = await read.sofOf(portCallId, tx);
      const result = calculateLaytime(save.body);
      const now = clock();
      const [existing] = await tx
        .select()
        .from(laytimeCalculations)
        .where(eq(laytimeCalculations.portCallId, portCallId))
        .for('update');
      if (existing && save.version !== undefined && save.version !== existing.version)
        throw new AppError(409, 'STALE_VERSION');
      const values = {
        sofId: sof?.id ?? null,
        sofVersion: sof?.version ?? null,
        body: save.body,
        result,
        notes: save.notes,
        updatedAt: now,
      };
      const [row] = existing
        ? await tx
            .update(laytimeCalculations)
            .set({ ...values, version: existing.version + 1 })
            .where(eq(laytimeCalculations.id, existing.id))
            .returning()
        : await tx
            .insert(laytimeCalculations)
            .values({ ...values, companyId: caller.companyId, portCallId, createdAt: now })
            .returning();
      const saved = row as CalculationRow;
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'laytime_calculation',
        entityId: saved.id,
        action: existing ? 'UPDATE' : 'CREATE',
        after: { demurrageAmount: result.demurrageAmount, despatchAmount: result.despatchAmount },
      });
      return toCalculation(saved, sof?.version);
    });
  }

  async function getCalculation(caller: Caller, id: number) {
    const [row] = await db.select().from(laytimeCalculations).where(eq(laytimeCalculations.id, id));
    if (!row || row.companyId !== caller.companyId) throw notFound();
    await reachPortCall(caller, row.portCallId);
    const versions = await read.sofVersions(row.sofId === null ? [] : [row.sofId]);
    return toCalculation(row, row.sofId === null ? undefined : versions.get(row.sofId));
  }

  // ---------- charter-party terms of the port call's voyage ----------

  async function getTerms(caller: Caller, portCallId: number) {
    const pc = await reachPortCall(caller, portCallId);
    if (pc.voyageId === null) throw notFound();
    const row = await termsOf(pc.voyageId, db);
    return { ...(row?.terms ?? DEFAULT_TERMS), voyageId: pc.voyageId, version: row?.version ?? 0 };
  }

  async function saveTerms(caller: Caller, portCallId: number, terms: TCharterTerms) {
    return db.transaction(async (tx) => {
      const pc = await reachPortCall(caller, portCallId, tx);
      if (pc.voyageId === null) throw notFound();
      const now = clock();
      const [row] = await tx
        .insert(charterTerms)
        .values({ companyId: caller.companyId, voyageId: pc.voyageId, terms, updatedAt: now })
        .onConflictDoUpdate({
          target: charterTerms.voyageId,
          set: { terms, updatedAt: now, version: sql`${charterTerms.version} + 1` },
        })
        .returning();
      return { ...terms, voyageId: pc.voyageId, version: row?.version ?? 0 };
    });
  }

  // ---------- claims ----------

  const daysLeftOf = (deadline: Date | null) =>
    deadline === null ? null : Math.floor((deadline.getTime() - clock().getTime()) / DAY_MS);

  async function toClaims(rows: ClaimRow[], tx: Db = db): Promise<TClaim[]> {
    if (rows.length === 0) return [];
    const calls = new Map(
      (await read.portCallsByIds([...new Set(rows.map((r) => r.portCallId))], tx)).map((p) => [p.id, p]),
    );
    const docs = await tx
      .select()
      .from(claimDocuments)
      .where(
        inArray(
          claimDocuments.claimId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(claimDocuments.id));
    return rows.map((r) => {
      const pc = calls.get(r.portCallId);
      const minor = minorUnitsOf(r.currency);
      return {
        id: r.id,
        portCallId: r.portCallId,
        vesselName: pc?.vesselName ?? '',
        portName: pc?.portName ?? '',
        voyageNumber: pc?.voyageNumber ?? null,
        counterparty: r.counterparty,
        type: r.type,
        amount: new Decimal(r.amount).toFixed(minor),
        currency: r.currency,
        state: r.state,
        completedAt: r.completedAt?.toISOString() ?? null,
        timeBarDays: r.timeBarDays,
        deadline: r.deadline?.toISOString() ?? null,
        daysLeft: daysLeftOf(r.deadline),
        warnings: r.warnings,
        calculationId: r.calculationId,
        notes: r.notes,
        documents: docs
          .filter((d) => d.claimId === r.id)
          .map((d) => ({
            id: d.id,
            kind: d.kind,
            fileName: d.fileName,
            size: d.size,
            uploadedAt: d.uploadedAt.toISOString(),
          })),
        version: r.version,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  async function reachClaim(caller: Caller, id: number, tx: Db = db, lock = false) {
    const query = tx.select().from(claims).where(eq(claims.id, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row || row.companyId !== caller.companyId) throw notFound();
    await reachPortCall(caller, row.portCallId, tx);
    return row;
  }

  async function createClaim(caller: Caller, input: z.infer<typeof ZClaimCreate>) {
    const id = await db.transaction(async (tx) => {
      const pc = await reachPortCall(caller, input.portCallId, tx);
      let calc: CalculationRow | undefined;
      if (input.calculationId !== null) {
        [calc] = await tx.select().from(laytimeCalculations).where(eq(laytimeCalculations.id, input.calculationId));
        if (!calc || calc.companyId !== caller.companyId || calc.portCallId !== pc.id) throw notFound();
      }
      const terms = (await termsOf(pc.voyageId, tx))?.terms;
      const amount =
        input.amount ??
        (calc ? (input.type === 'DESPATCH' ? calc.result.despatchAmount : calc.result.demurrageAmount) : '0');
      const completedAt = input.completedAt
        ? new Date(input.completedAt)
        : calc
          ? new Date(calc.body.completedAt)
          : null;
      const timeBarDays = input.timeBarDays ?? terms?.timeBarDays ?? DEFAULT_TERMS.timeBarDays;
      const deadline = completedAt ? new Date(completedAt.getTime() + timeBarDays * DAY_MS) : null;
      const now = clock();
      let row: ClaimRow | undefined;
      try {
        [row] = await tx
          .insert(claims)
          .values({
            companyId: caller.companyId,
            portCallId: pc.id,
            counterparty: input.counterparty,
            type: input.type,
            amount,
            currency: calc?.body.currency ?? input.currency,
            state: 'DRAFT',
            calculationId: calc?.id ?? null,
            completedAt,
            timeBarDays,
            deadline,
            notes: input.notes,
            createdById: caller.profileId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'CLAIM_EXISTS');
        throw error;
      }
      const saved = row as ClaimRow;
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'claim',
        entityId: saved.id,
        action: 'CREATE',
        after: { type: saved.type, amount: saved.amount, currency: saved.currency },
      });
      return saved.id;
    });
    await checkTimeBars(caller.companyId);
    return getClaim(caller, id);
  }

  async function getClaim(caller: Caller, id: number) {
    const row = await reachClaim(caller, id);
    const [claim] = await toClaims([row]);
    return claim as TClaim;
  }

  async function listClaims(caller: Caller) {
    // The time bar is checked on read too, so a warning never waits for the next job run.
    await checkTimeBars(caller.companyId);
    const scope = await deps.regionScopeFor(caller);
    const rows = await db
      .select()
      .from(claims)
      .where(eq(claims.companyId, caller.companyId))
      .orderBy(sql`${claims.deadline} asc nulls last`, asc(claims.id))
      .limit(1000);
    const items = await toClaims(rows);
    const calls = new Map(
      (await read.portCallsByIds([...new Set(rows.map((r) => r.portCallId))])).map((p) => [p.id, p]),
    );
    return {
      items: items.filter((c) => isInRegionScope(calls.get(c.portCallId)?.countryId ?? null, scope)),
    };
  }

  async function changeState(caller: Caller, id: number, to: TClaimState, version: number) {
    await db.transaction(async (tx) => {
      const row = await reachClaim(caller, id, tx, true);
      if (row.version !== version) throw new AppError(409, 'STALE_VERSION');
      if (!CLAIM_TRANSITIONS[row.state].includes(to))
        throw new AppError(409, 'CLAIM_STATE_CHANGE', undefined, { from: row.state, to });
      await tx
        .update(claims)
        .set({ state: to, version: row.version + 1, updatedAt: clock() })
        .where(eq(claims.id, id));
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'claim',
        entityId: id,
        action: `STATE ${row.state} -> ${to}`,
      });
    });
    return getClaim(caller, id);
  }

  // ---------- the time bar ----------

  /**
   * Raises the warnings that are due (30, 14, 3 days before the deadline) of claims not yet
   * submitted, each once, and bars the ones past their deadline. Runs as a job and on read.
   */
  async function checkTimeBars(companyId?: number) {
    const now = clock();
    const horizon = new Date(now.getTime() + Math.max(...TIME_BAR_WARNING_DAYS) * DAY_MS);
    const due = await db
      .select()
      .from(claims)
      .where(
        and(
          companyId === undefined ? undefined : eq(claims.companyId, companyId),
          inArray(claims.state, [...TIME_BAR_OPEN_STATES]),
          sql`${claims.deadline} is not null and ${claims.deadline} <= ${horizon.toISOString()}`,
        ),
      )
      .limit(500);
    for (const claim of due) {
      const deadline = claim.deadline as Date;
      const msLeft = deadline.getTime() - now.getTime();
      const isBarred = msLeft <= 0;
      const dueWarnings = TIME_BAR_WARNING_DAYS.filter((d) => msLeft <= d * DAY_MS && !claim.warnings.includes(d));
      if (!isBarred && dueWarnings.length === 0) continue;
      const outbox = createOutbox(deps.notifier);
      await db.transaction(async (tx) => {
        const [fresh] = await tx.select().from(claims).where(eq(claims.id, claim.id)).for('update');
        if (!fresh || !TIME_BAR_OPEN_STATES.includes(fresh.state)) return;
        const toRaise = dueWarnings.filter((d) => !fresh.warnings.includes(d));
        const warnings = [...fresh.warnings, ...toRaise];
        await tx
          .update(claims)
          .set({
            warnings,
            ...(isBarred ? { state: 'TIME_BARRED' as const, version: fresh.version + 1 } : {}),
            updatedAt: now,
          })
          .where(eq(claims.id, fresh.id));
        const [pc] = await read.portCallsByIds([fresh.portCallId], tx);
        const what = `${fresh.type.toLowerCase()} claim against ${fresh.counterparty} (${pc?.vesselName ?? ''}, ${pc?.portName ?? ''})`;
        const daysLeft = Math.max(0, Math.floor(msLeft / DAY_MS));
        const message = isBarred
          ? `The ${what} is time-barred: its deadline ${deadline.toISOString().slice(0, 10)} has passed`
          : `Time bar: the ${what} must be submitted within ${daysLeft} days (deadline ${deadline.toISOString().slice(0, 10)})`;
        if (toRaise.length === 0 && !isBarred) return;
        const people = await deps.findPeople(
          { companyId: fresh.companyId, product: 'CLAIMS', authorities: ['CLAIMS_VIEW'] },
          tx,
        );
        await outbox.record([{ profileIds: people, eventType: 'CLAIM', eventId: fresh.id, eventMessage: message }], tx);
        await writeAudit(tx, {
          companyId: fresh.companyId,
          entity: 'claim',
          entityId: fresh.id,
          action: isBarred ? 'TIME_BARRED' : `TIME_BAR_WARNING ${toRaise.join(',')}`,
        });
      });
      await outbox.deliver();
    }
  }

  // ---------- position list ----------

  async function positionList(caller: Caller, query: TPositionListQuery) {
    const data = await read.positionData(caller.companyId);
    const scope = await deps.regionScopeFor(caller);
    const now = clock().getTime();
    const regionCountries = new Map<number, Set<number>>();
    const regionNames = new Map<number, string>();
    for (const r of data.regionRows) {
      regionNames.set(r.id, r.name);
      const set = regionCountries.get(r.id) ?? new Set<number>();
      if (r.countryId !== null) set.add(r.countryId);
      regionCountries.set(r.id, set);
    }
    const fleetNames = new Map<number, string>();
    const fleetsOfVessel = new Map<number, Array<{ id: number; name: string }>>();
    for (const f of data.fleetRows) {
      fleetNames.set(f.fleetId, f.name);
      if (f.vesselId !== null)
        fleetsOfVessel.set(f.vesselId, [...(fleetsOfVessel.get(f.vesselId) ?? []), { id: f.fleetId, name: f.name }]);
    }
    const inRegion = query.regionId === undefined ? null : (regionCountries.get(query.regionId) ?? new Set<number>());
    const calls = data.calls.filter((c) => isInRegionScope(c.countryId, scope));
    const items: TPosition[] = [];
    const eventsOf = groupBy(data.events, (e) => e.portCallId);
    const cargoOf = groupBy(data.cargoRows, (r) => r.portCallId);
    const chartererOf = groupBy(data.claimRows, (r) => r.portCallId);
    const whereWithDetails = (own: typeof calls) => {
      const where = whereIs(
        own,
        own.flatMap((c) => eventsOf.get(c.id) ?? []),
        clock(),
      );
      const call = where ? own.find((c) => c.id === where.portCallId) : undefined;
      const cargo = (cargoOf.get(call?.id ?? -1) ?? []).flatMap((r) => (r.cargo?.trim() ? [r.cargo.trim()] : []));
      return {
        where,
        cargo: cargo.length > 0 ? cargo.join(', ') : null,
        laycanStart: call?.laycanStart?.toISOString() ?? null,
        laycanEnd: call?.laycanEnd?.toISOString() ?? null,
        charterer: chartererOf.get(call?.id ?? -1)?.[0]?.counterparty ?? null,
      };
    };
    for (const v of data.vesselRows) {
      const vesselFleets = fleetsOfVessel.get(v.id) ?? [];
      if (query.fleetId !== undefined && !vesselFleets.some((f) => f.id === query.fleetId)) continue;
      if (query.vesselTypeId !== undefined && v.vesselTypeId !== query.vesselTypeId) continue;
      const own = calls.filter((c) => c.vesselId === v.id);
      const shape = (c: (typeof own)[number]) => ({
        portCallId: c.id,
        portName: c.portName,
        countryName: c.countryName,
        eta: c.eta?.toISOString() ?? null,
        ets: c.ets?.toISOString() ?? null,
      });
      const inPort = own.find((c) => c.eta && c.eta.getTime() <= now && (!c.ets || c.ets.getTime() > now));
      const past = own.filter((c) => c.eta && c.eta.getTime() <= now && c !== inPort);
      const next = own.filter((c) => !c.eta || c.eta.getTime() > now);
      const current = inPort ?? past.at(-1) ?? null;
      if (inRegion && ![current, ...next].some((c) => c && inRegion.has(c.countryId))) continue;
      const lastPlanned = next.at(-1) ?? inPort ?? current;
      items.push({
        vesselId: v.id,
        vesselName: v.name,
        imo: v.imo,
        vesselType: v.vesselType,
        fleets: vesselFleets.map((f) => f.name),
        current: current ? shape(current) : null,
        isInPort: inPort !== undefined,
        next: next.map(shape),
        openDate: lastPlanned?.ets?.toISOString() ?? null,
        openPort: lastPlanned?.portName ?? null,
        ...whereWithDetails(own),
      });
    }
    const vesselTypes = new Map(data.vesselRows.map((v) => [v.vesselTypeId, v.vesselType]));
    return {
      items,
      fleets: [...fleetNames].map(([id, name]) => ({ id, name })),
      vesselTypes: [...vesselTypes].map(([id, name]) => ({ id, name })),
      regions: [...regionNames].map(([id, name]) => ({ id, name })),
    };
  }

  return {
    calculate: (body: TLaytimeRequest) => calculateLaytime(body),
    prefill,
    saveCalculation,
    getCalculation,
    getTerms,
    saveTerms,
    createClaim,
    getClaim,
    listClaims,
    changeState,
    reachClaim,
    reachPortCall,
    checkTimeBars,
    positionList,
    claimablePortCalls: async (caller: Caller) => {
      const scope = await deps.regionScopeFor(caller);
      const rows = await read.claimablePortCalls(caller.companyId);
      return {
        items: rows
          .filter((r) => isInRegionScope(r.countryId, scope))
          .map((r) => ({
            id: r.id,
            label: `${r.vesselName} · ${r.portName}${r.voyageNumber ? ` · ${r.voyageNumber}` : ''}${r.eta ? ` · ${r.eta.toISOString().slice(0, 10)}` : ''}`,
            hasSof: r.hasSof,
            agentName: r.agentName,
          })),
      };
    },
    parseLaytime: (v: unknown) => ZLaytimeRequest.parse(v),
  };
}
export type ClaimsService = ReturnType<typeof createClaimsService>;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}
