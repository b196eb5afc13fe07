import { type TPortCallImport, ZPortCallImport } from '@portcall/contracts/port-calls';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import { verifySignature } from './outbound';
import type { IntegrationsRepo } from './repo';

export const ZVesonPortCall = ZPortCallImport.omit({ source: true });

/**
 * The inbound half of the VMS family /integration-veson-{slug}/api (docs/decisions.md "Issue 27 §6"):
 * the buyer's Veson IMOS pushes voyages' port calls, signed with its connector's secret exactly as we
 * sign what we send it. The outbound half is the VESON connector's deliveries.
 */
export function createVesonInbound(deps: {
  db: Db;
  repo: IntegrationsRepo;
  clock: () => Date;
  switches: { isSwitchedOn(buyerId: number, code: string, tx?: Db): Promise<boolean> };
  importPortCall(companyId: number, input: TPortCallImport, tx?: Db): Promise<{ id: number; status: string }>;
}) {
  /**
   * Authenticates the caller as the connector named by the path: an unknown, disabled or switched-off
   * connector and a wrong signature all answer the same 401, so the path names reveal nothing.
   */
  async function authenticate(slug: string, headers: { signature?: string; timestamp?: string }, raw: string) {
    const connector = await deps.repo.connectorBySlug(slug);
    const refuse = () => new AppError(401, 'INTEGRATION_SIGNATURE_INVALID');
    if (connector?.kind !== 'VESON' || !connector.isEnabled) throw refuse();
    if (!verifySignature(connector.secret, headers, raw, deps.clock())) throw refuse();
    if (!(await deps.switches.isSwitchedOn(connector.buyerId, 'VESON'))) throw refuse();
    return connector;
  }

  async function importPortCall(
    slug: string,
    headers: { signature?: string; timestamp?: string },
    raw: string,
    body: unknown,
  ) {
    const connector = await authenticate(slug, headers, raw);
    const input = ZVesonPortCall.safeParse(body);
    if (!input.success) throw new AppError(400, 'VALIDATION_FAILED');
    const row = await deps.db.transaction((tx) =>
      deps.importPortCall(connector.buyerId, { ...input.data, source: 'VESON' }, tx),
    );
    if (!row) throw notFound();
    return { id: row.id, status: row.status };
  }

  return { importPortCall };
}
export type VesonInbound = ReturnType<typeof createVesonInbound>;
