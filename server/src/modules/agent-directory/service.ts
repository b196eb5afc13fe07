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
import type { AgentDirectoryRepo, AgentPage, SearchFilters } from './directory-read-model';
import { buyerFigures, platformFigures } from './figures';
import type { FiguresRefresh } from './refresh';

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
 * The buyer's agent directory over the agents' companies and the precomputed figures. Each answer is
 * one statement that also says whether any call waits to be recomputed: a clean read writes nothing;
 * a read that finds the queue non-empty drains it (refresh.ts) and reads again, so a figure is never
 * older than the answer. The job usually drained it first (module.ts).
 */
export function createAgentDirectoryService(deps: { repo: AgentDirectoryRepo; refresh: FiguresRefresh }) {
  const { repo, refresh } = deps;

  /**
   * The caller's and the platform's figures of the agent; at a port, the calls handled there (the
   * only figure a port changes), the platform's shown from five distinct buyers as everywhere.
   */
  function figuresOf(page: NonNullable<AgentPage>, buyerId: number, portId: number | null) {
    const stored = new Map(page.figures.map((r) => [r.buyerId, r.figures]));
    let yours = (stored.get(buyerId) as TAgentFigures | undefined) ?? buyerFigures([], buyerId, null);
    let platform = (stored.get(PLATFORM_BUYER) as TPlatformFigures | undefined) ?? platformFigures([], null);
    if (portId !== null) {
      const handled = page.handledAtPort;
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
    let found = await repo.search(caller.companyId, filters);
    if (found.isStale) {
      await refresh.drain();
      found = await repo.search(caller.companyId, filters);
    }
    const items: TAgentDirectoryRow[] = found.rows.map((r) => ({
      id: r.id,
      name: r.name,
      country: r.countryId !== null && r.countryName !== null ? { id: r.countryId, name: r.countryName } : null,
      city: r.city,
      portCount: r.portCount,
      expertise: r.expertise,
      verification: verificationOf(r.isVerified),
      kyp: kypOf(r),
      rating: { average: r.ratingAverage === null ? 0 : round2(Number(r.ratingAverage)), count: r.ratingCount },
      callsWithYou: r.callsWithYou,
      // An agent without calls for the caller has no stored row: every figure empty, as on its page.
      figures: (r.figures as TAgentFigures | null) ?? buyerFigures([], caller.companyId, null),
    }));
    return { items, page: filters.page, size: filters.size, total: found.total };
  }

  /** operations §7 `agent?id=`: an agent's page; an unknown, locked or non-agent company is 404. */
  async function details(caller: Caller, agentId: number, portId: number | null): Promise<TAgentDetails> {
    let page = await repo.agentPage(agentId, caller.companyId, portId);
    // Before any refresh: a refused request writes nothing.
    if (!page) throw new AppError(404, 'NOT_FOUND');
    if (page.isStale) {
      await refresh.drain();
      page = (await repo.agentPage(agentId, caller.companyId, portId)) ?? page;
    }
    const figures = figuresOf(page, caller.companyId, portId);
    return {
      id: page.id,
      name: page.name,
      country:
        page.countryId !== null && page.countryName !== null ? { id: page.countryId, name: page.countryName } : null,
      city: page.city,
      address: page.address,
      phone: page.phone,
      siteUrl: page.siteUrl,
      rfqEmail: page.rfqEmail,
      isWorldwide: page.isWorldwide,
      verification: verificationOf(page.isVerified),
      kyp: kypOf(page),
      expertise: page.expertise,
      ports: page.ports,
      contacts: page.contacts.map((c) => ({
        fullName: `${c.name} ${c.surname}`.trim(),
        email: c.email,
        phone: c.phone,
      })),
      portId,
      yours: figures.yours,
      platform: figures.platform,
    };
  }

  return { search, details };
}
export type AgentDirectoryService = ReturnType<typeof createAgentDirectoryService>;
