import {
  PLATFORM_FIGURE_MIN_BUYERS,
  type TAgentDetails,
  type TAgentDirectoryPage,
  type TAgentDirectoryRow,
  type TAgentFigures,
  type TAgentVerification,
  type TPlatformFigures,
} from '@portcall/contracts/agent-directory';
import type { TKypStatus } from '@portcall/contracts/kyp';
import { AppError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { PLATFORM_BUYER } from './db';
import type { AgentDirectoryRepo, SearchFilters } from './directory-read-model';
import { buyerFigures, platformFigures } from './figures';
import type { FiguresRefresh } from './refresh';
import type { AgentDirectoryStore } from './repo';

const verificationOf = (isVerified: boolean): TAgentVerification => (isVerified ? 'VERIFIED' : 'UNVERIFIED');
/** Timestamps of a raw subselect come back as text (PGlite, pg): ISO them. */
const isoOf = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const kypOf = (r: {
  kypStatus: string | null;
  kypVerifiedAt: string | Date | null;
  kypExpiresAt: string | Date | null;
}) =>
  r.kypStatus === null
    ? null
    : { status: r.kypStatus as TKypStatus, verifiedAt: isoOf(r.kypVerifiedAt), expiresAt: isoOf(r.kypExpiresAt) };
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The buyer's agent directory over the agents' companies and the precomputed figures. Each answer
 * first brings the figures up to date with the calls changed since (refresh.ts): usually one read
 * of an empty queue, so a figure is never older than the answer.
 */
export function createAgentDirectoryService(deps: {
  repo: AgentDirectoryRepo;
  store: AgentDirectoryStore;
  refresh: FiguresRefresh;
}) {
  const { repo, store, refresh } = deps;

  /**
   * The caller's and the platform's figures of the agent; at a port, the calls handled there (the
   * only figure a port changes), the platform's shown from five distinct buyers as everywhere.
   */
  async function figuresOf(agentId: number, buyerId: number, portId: number | null) {
    const rows = await store.figuresOf(agentId, [buyerId, PLATFORM_BUYER]);
    const stored = new Map(rows.map((r) => [r.buyerId, r.figures]));
    let yours = (stored.get(buyerId) as TAgentFigures | undefined) ?? buyerFigures([], buyerId, null);
    let platform = (stored.get(PLATFORM_BUYER) as TPlatformFigures | undefined) ?? platformFigures([], null);
    if (portId !== null) {
      const handled = await store.handledAtPort(agentId, portId);
      const mine = handled.find((h) => h.buyerId === buyerId)?.n ?? 0;
      const all = handled.reduce((sum, h) => sum + h.n, 0);
      yours = { ...yours, callsHandled: { value: mine, calls: mine } };
      platform = {
        ...platform,
        callsHandled: handled.length >= PLATFORM_FIGURE_MIN_BUYERS ? { value: all, calls: all } : null,
      };
    }
    return { yours, platform };
  }

  async function search(caller: Caller, filters: SearchFilters): Promise<TAgentDirectoryPage> {
    await refresh.refreshStale();
    const { rows, total } = await repo.search(caller.companyId, filters);
    const expertise = await repo.expertiseOf(rows.map((r) => r.id));
    const items: TAgentDirectoryRow[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      country: r.countryId !== null && r.countryName !== null ? { id: r.countryId, name: r.countryName } : null,
      city: r.city,
      portCount: r.portCount,
      expertise: expertise.get(r.id) ?? [],
      verification: verificationOf(r.isVerified),
      kyp: kypOf(r),
      rating: { average: r.ratingAverage === null ? 0 : round2(Number(r.ratingAverage)), count: r.ratingCount },
      callsWithYou: r.callsWithYou,
    }));
    return { items, page: filters.page, size: filters.size, total };
  }

  /** operations §7 `agent?id=`: an agent's page; an unknown, locked or non-agent company is 404. */
  async function details(caller: Caller, agentId: number, portId: number | null): Promise<TAgentDetails> {
    const found = await repo.findAgent(agentId);
    if (!found) throw new AppError(404, 'NOT_FOUND');
    // After the 404: a refused request writes nothing, not even the figures' refresh.
    await refresh.refreshStale();
    const { company } = found;
    const [portList, contacts, expertise, figures] = await Promise.all([
      repo.portsOf(agentId),
      repo.contactsOf(agentId),
      repo.expertiseOf([agentId]),
      figuresOf(agentId, caller.companyId, portId),
    ]);
    return {
      id: company.id,
      name: company.name,
      country:
        company.countryId !== null && found.countryName !== null
          ? { id: company.countryId, name: found.countryName }
          : null,
      city: company.city,
      address: company.address,
      phone: company.phoneNumber,
      siteUrl: company.siteUrl,
      rfqEmail: company.rfqEmail,
      isWorldwide: company.isWorldwide,
      verification: verificationOf(found.isVerified),
      kyp: kypOf(found),
      expertise: expertise.get(agentId) ?? [],
      ports: portList,
      contacts: contacts.map((c) => ({ fullName: `${c.name} ${c.surname}`.trim(), email: c.email, phone: c.phone })),
      portId,
      yours: figures.yours,
      platform: figures.platform,
    };
  }

  return { search, details };
}
export type AgentDirectoryService = ReturnType<typeof createAgentDirectoryService>;
