import { LIVE_EVENT, LIVE_TOPIC, type TLiveChange, type TLiveKind } from '@portcall/contracts/live';
import type { FastifyInstance } from 'fastify';
import { type NotedChange, registerChangeCollection } from '../../platform/announce';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import type { RealtimeHub } from '../../platform/realtime';
import { createLiveReadModel, type LiveSubject, type Readers } from './live-read-model';

/** The room of a SOF's link collaborators (their sockets join it with their invitee token). */
export const sofInviteesRoom = (portCallId: number) => `sof-invitees:${portCallId}`;

const DA_READERS: Readers = { product: 'DA_TOOL', authorities: ['DA_VIEW'] };

const NOBODY: Readers = { authorities: [] };
const EVERYONE: Readers = { authorities: [], isEveryone: true };

/**
 * Who reads each kind on each side: the product and authorities its read routes declare, and the
 * platform's administrators holding any of `admins` (their queues: KYC, bank accounts, registrations).
 */
const READERS: Record<TLiveKind, { buyer: Readers; supplier: Readers; admins?: readonly string[] }> = {
  appointment: { buyer: DA_READERS, supplier: DA_READERS },
  'port-call': { buyer: DA_READERS, supplier: DA_READERS },
  proforma: { buyer: DA_READERS, supplier: DA_READERS },
  evaluation: { buyer: DA_READERS, supplier: DA_READERS },
  payment: { buyer: DA_READERS, supplier: DA_READERS },
  // A buyer's own: no supplier reads it (an empty authority list matches nobody).
  'payment-instruction': {
    buyer: { product: 'FINANCIAL', authorities: ['FINANCIAL_VIEW'] },
    supplier: { authorities: [] },
  },
  'port-log': { buyer: DA_READERS, supplier: DA_READERS },
  claim: { buyer: { product: 'CLAIMS', authorities: ['CLAIMS_VIEW'] }, supplier: DA_READERS },
  request: { buyer: { product: 'DA_TOOL', authorities: ['DA_REQUESTS_VIEW'] }, supplier: DA_READERS },
  sof: { buyer: { product: 'SOF_EXCHANGE', authorities: ['SOF_VIEW'] }, supplier: { authorities: ['SOF_VIEW'] } },
  // Any of the supplier's people reads its KYP case (its checklist, its settings); so do the KYC admins.
  kyp: { buyer: NOBODY, supplier: EVERYONE, admins: ['ADMIN_KYC'] },
  // The company's own people (the read model names it as the subject's party, buyer or supplier
  // alike) and the support administrators who review registrations.
  company: { buyer: NOBODY, supplier: EVERYONE, admins: ['ADMIN_SUPPORT'] },
  // Reviewed by a buyer's DA evaluators and the bank-accounts admins; the owner's people all read it.
  'bank-account': {
    buyer: { product: 'DA_TOOL', authorities: ['DA_EVALUATION_VERIFY'] },
    supplier: EVERYONE,
    admins: ['ADMIN_BANK_ACCOUNTS'],
  },
};

const hasActor = (noted: NotedChange | null) => noted !== null && (noted.profileId !== null || !!noted.actorName);

/** One announcement and where it goes. */
export interface LiveDelivery {
  change: TLiveChange;
  profileIds: number[];
  rooms: string[];
}

/**
 * Live updates of shared screens (DESIGN.md §2): the changes a request noted (every audited change,
 * platform/announce.ts) are announced after it answered, as `{kind, id}` on `{profileId}/CHANGES`
 * with who acted (name and company, as a conversation shows its sender) and which parts changed,
 * to exactly the people whose reads would show the entity: the buyer company's readers whose region
 * rules cover the port, and the supplier companies that are its parties; a SOF's link collaborators
 * hear of their own SOF through its room. The web turns each announcement into query invalidations.
 */
export function createLiveModule(deps: {
  db: Db;
  realtime: Pick<RealtimeHub, 'publish' | 'publishToRoom'>;
  /** Which of a buyer's people may see a row in the country (settings' region rules). */
  seeing(companyId: number, profileIds: number[], countryId: number | null): Promise<number[]>;
  onError(error: unknown): void;
}) {
  const read = createLiveReadModel(deps.db);

  /** Resolves noted changes into announcements and their audiences (one query per entity kind). */
  async function resolve(noted: readonly NotedChange[]): Promise<LiveDelivery[]> {
    const byEntity = new Map<string, NotedChange[]>();
    for (const n of noted) byEntity.set(n.entity, [...(byEntity.get(n.entity) ?? []), n]);
    const readersCache = new Map<string, Promise<number[]>>();
    const readersOf = (companyId: number, readers: Readers, countryId: number | null, isBuyer: boolean) => {
      const key = `${companyId}|${readers.product}|${readers.authorities.join()}|${readers.isEveryone ?? false}|${isBuyer ? countryId : '-'}`;
      let found = readersCache.get(key);
      if (!found) {
        found = read
          .readersIn(companyId, readers)
          .then((ids) => (isBuyer && countryId !== null ? deps.seeing(companyId, ids, countryId) : ids));
        readersCache.set(key, found);
      }
      return found;
    };
    const adminsCache = new Map<string, Promise<number[]>>();
    const adminsOf = (authorities: readonly string[]) => {
      let found = adminsCache.get(authorities.join());
      if (!found) {
        found = read.administrators(authorities);
        adminsCache.set(authorities.join(), found);
      }
      return found;
    };
    const deliveries = new Map<string, LiveDelivery & { by: NotedChange | null; buyers: Set<number> }>();
    for (const [entity, changes] of byEntity) {
      const subjects = await read.subjects(
        entity,
        changes.map((c) => c.entityId),
      );
      for (const subject of subjects) {
        const noted = changes.find((c) => c.entityId === subject.entityId) ?? null;
        const key = `${subject.kind}:${subject.id}`;
        let delivery = deliveries.get(key);
        if (!delivery) {
          delivery = { ...(await audienceOf(subject, readersOf, adminsOf)), by: noted, buyers: new Set<number>() };
          deliveries.set(key, delivery);
        } else if (subject.buyerCompanyId !== null && !delivery.buyers.has(subject.buyerCompanyId)) {
          // Another buyer of the same entity (a bank account several buyers work with): its readers too.
          const more = await audienceOf(subject, readersOf, adminsOf);
          delivery.profileIds = [...new Set([...delivery.profileIds, ...more.profileIds])].sort((a, b) => a - b);
        }
        if (subject.buyerCompanyId !== null) delivery.buyers.add(subject.buyerCompanyId);
        // One announcement per kind and id names every part that changed under it (a line and its
        // evaluation), and whoever acted, the first noted actor with a name.
        const part = { entity, id: Number(subject.entityId) };
        if (!delivery.change.entities.some((e) => e.entity === part.entity && e.id === part.id))
          delivery.change.entities.push(part);
        if (!hasActor(delivery.by) && hasActor(noted)) delivery.by = noted;
      }
    }
    const names = await read.namesOf([
      ...new Set([...deliveries.values()].flatMap((d) => (d.by?.profileId == null ? [] : [d.by.profileId]))),
    ]);
    return [...deliveries.values()].map(({ by, buyers: _buyers, ...d }) => {
      const profileId = by?.profileId ?? null;
      const known = profileId === null ? undefined : names.get(profileId);
      return {
        ...d,
        change: {
          ...d.change,
          byProfileId: profileId,
          byName: known?.name ?? by?.actorName ?? '',
          byCompany: known?.company ?? '',
        },
      };
    });
  }

  async function audienceOf(
    subject: LiveSubject,
    readersOf: (companyId: number, r: Readers, countryId: number | null, isBuyer: boolean) => Promise<number[]>,
    adminsOf: (authorities: readonly string[]) => Promise<number[]>,
  ): Promise<LiveDelivery> {
    const readers = READERS[subject.kind];
    const ids = await Promise.all([
      subject.buyerCompanyId === null ? [] : readersOf(subject.buyerCompanyId, readers.buyer, subject.countryId, true),
      ...subject.supplierCompanyIds.map((c) => readersOf(c, readers.supplier, null, false)),
      readers.admins ? adminsOf(readers.admins) : [],
    ]);
    return {
      change: { kind: subject.kind, id: subject.id, byProfileId: null, byName: '', byCompany: '', entities: [] },
      profileIds: [...new Set(ids.flat())].sort((a, b) => a - b),
      rooms: subject.kind === 'sof' ? [sofInviteesRoom(subject.id)] : [],
    };
  }

  async function deliver(noted: readonly NotedChange[]): Promise<LiveDelivery[]> {
    const deliveries = await resolve(noted);
    for (const d of deliveries) {
      deps.realtime.publish(d.profileIds, LIVE_TOPIC, LIVE_EVENT, d.change);
      for (const room of d.rooms) deps.realtime.publishToRoom(room, LIVE_EVENT, d.change);
    }
    return deliveries;
  }

  return {
    /** Collects each request's changes and announces them once it has answered. */
    register(app: FastifyInstance) {
      registerChangeCollection(app, async (noted) => {
        await deliver(noted).catch(deps.onError);
      });
    },
    /** Announces changes noted outside a request (tests, jobs that want their screens live). */
    deliver,
  };
}
export type LiveModule = ReturnType<typeof createLiveModule>;

export const manifest = defineModule({
  name: 'live',
  summary: 'live updates of shared screens: what a request changed, announced to its readers once answered',
  needs: ['settings'],
  build: ({ db, realtime, log }, { settings }) =>
    createLiveModule({
      db,
      realtime,
      seeing: (companyId, ids, countryId) => settings.regionScope.profilesSeeing(companyId, ids, countryId),
      onError: (error) => log.warn({ err: error }, 'live announcement failed'),
    }),
  hooks: (app, live) => live.register(app),
});
