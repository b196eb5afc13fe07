import type {
  TAgentDetails,
  TAgentDirectoryPage,
  TAgentDirectoryRow,
  TAgentVerification,
} from '@portcall/contracts/agent-directory';
import type { TKypStatus } from '@portcall/contracts/kyp';
import { AppError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { AgentDirectoryRepo, SearchFilters } from './directory-read-model';
import { buyerFigures, platformFigures } from './figures';

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

/** The buyer's agent directory: read only, over the agents' companies, calls, DAs and ratings. */
export function createAgentDirectoryService(deps: { repo: AgentDirectoryRepo }) {
  const { repo } = deps;

  async function search(caller: Caller, filters: SearchFilters): Promise<TAgentDirectoryPage> {
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
    const { company } = found;
    const [portList, contacts, expertise, calls] = await Promise.all([
      repo.portsOf(agentId),
      repo.contactsOf(agentId),
      repo.expertiseOf([agentId]),
      repo.callsOf(agentId),
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
      yours: buyerFigures(calls, caller.companyId, portId),
      platform: platformFigures(calls, portId),
    };
  }

  return { search, details };
}
export type AgentDirectoryService = ReturnType<typeof createAgentDirectoryService>;
