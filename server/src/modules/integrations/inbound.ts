import { CONFIG_OF_KIND } from '@portcall/contracts/integrations';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { verifySignature } from './outbound';
import type { IntegrationsRepo } from './repo';

/**
 * Signed calls into the platform from a buyer's own systems outside the VMS family (the DCSA JIT
 * timestamps webhook): the buyer's WEBHOOK connector named by the path, whose shared secret signs
 * what we send it and what it sends us. An unknown, disabled or switched-off connector and a wrong
 * signature all answer the same 401, so the path names reveal nothing.
 */
export function createInboundAuthenticator(deps: {
  repo: IntegrationsRepo;
  clock: () => Date;
  switches: { isSwitchedOn(buyerId: number, code: string, tx?: Db): Promise<boolean> };
}) {
  return async function authenticateWebhook(
    slug: string,
    headers: { signature?: string; timestamp?: string },
    raw: string,
  ): Promise<{ buyerId: number; name: string }> {
    const connector = await deps.repo.connectorBySlug(slug);
    const refuse = () => new AppError(401, 'INTEGRATION_SIGNATURE_INVALID');
    if (connector?.kind !== 'WEBHOOK' || !connector.isEnabled) throw refuse();
    if (!verifySignature(connector.secret, headers, raw, deps.clock())) throw refuse();
    if (!(await deps.switches.isSwitchedOn(connector.buyerId, CONFIG_OF_KIND.WEBHOOK))) throw refuse();
    return { buyerId: connector.buyerId, name: connector.name };
  };
}
export type AuthenticateWebhook = ReturnType<typeof createInboundAuthenticator>;
