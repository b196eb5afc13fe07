import { z } from 'zod';
import { ZId } from './fields';

/** The columns of the preferred-agents CSV: the port's UN/LOCODE and the agent company's name. */
export const preferredAgentsCsvColumns = ['port', 'agent'] as const;
export const PREFERRED_AGENTS_PER_PORT = 20;

/** POST buyer/{buyerId}/assign-preferred-agents: the preferred agents of one port, replaced as a whole. */
export const ZAssignPreferredAgents = z.strictObject({
  portId: ZId,
  agentIds: z.array(ZId).max(PREFERRED_AGENTS_PER_PORT).default([]),
});
export type TAssignPreferredAgents = z.infer<typeof ZAssignPreferredAgents>;

export const ZPreferredAgentsOfPort = z.object({
  portId: z.number(),
  portName: z.string(),
  unlocode: z.string(),
  agents: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TPreferredAgentsOfPort = z.infer<typeof ZPreferredAgentsOfPort>;
export const ZPreferredAgents = z.array(ZPreferredAgentsOfPort);

/** The `form` part of the CSV upload: the buyer it is for (an administrator names one). */
export const ZPreferredAgentsUpload = z.strictObject({ buyerId: ZId.optional() });
