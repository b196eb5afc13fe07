import { api } from './api';

export type AppointedCallPlan = {
  /** Searched in the port filter, then picked by UN/LOCODE. */
  port: { search: string; unlocode: string };
  /** Prefix of the voyage number; a per-run suffix keeps it unique. */
  voyagePrefix: string;
  eta: string;
  ets: string;
  cargo: string;
};

/**
 * A journey's set-up through the API: a port call of the demo buyer's Nordic Svalbard on a new
 * voyage with the demo agent appointed and accepted (the port-call journeys cover those screens).
 */
export async function appointedCall(tokens: { manager: string; agent: string }, plan: AppointedCallPlan) {
  const { manager, agent } = tokens;
  const vessels = await api<{ items: Array<{ id: number; name: string }> }>(
    manager,
    '/secured/buyer/settings/vessels?page=0&size=100&isActive=true',
  );
  const vesselId = vessels.items.find((v) => v.name === 'Nordic Svalbard')?.id;
  const voyage = await api<{ id: number }>(manager, '/secured/buyer/voyage/save', {
    method: 'POST',
    body: { vesselId, voyageNumber: `${plan.voyagePrefix}-${Date.now() % 1_000_000}` },
  });
  const ports = await api<Array<{ value: number; unlocode: string }>>(
    manager,
    `/secured/ref/filter/ports?filter=${encodeURIComponent(plan.port.search)}`,
  );
  const portId = ports.find((p) => p.unlocode === plan.port.unlocode)?.value;
  const activities = await api<Array<{ value: number }>>(manager, '/secured/appointment/activity-types');
  const agents = await api<{ items: Array<{ id: number; name: string }> }>(
    manager,
    '/secured/supplier/search?useCase=APPOINTMENT',
    { method: 'POST', body: { types: ['AGENT'], size: 100 } },
  );
  const agentId = agents.items.find((a) => a.name.startsWith('Aegean'))?.id;
  const portCall = await api<{ id: number }>(manager, '/secured/port-call/save-details', {
    method: 'POST',
    body: {
      vesselId,
      voyageId: voyage.id,
      portId,
      eta: plan.eta,
      ets: plan.ets,
      activities: [{ activityTypeId: activities[0]?.value, cargo: plan.cargo }],
      agentIds: [agentId],
    },
  });
  const appointment = await api<{ id: number }>(manager, '/secured/appointment/create', {
    method: 'POST',
    body: { portCallId: portCall.id, agentId },
  });
  await api(manager, `/secured/appointment/${appointment.id}/appoint`, { method: 'POST', body: {} });
  await api(agent, `/secured/agent/appointment/${appointment.id}/accept`, { method: 'POST' });
  return { appointmentId: appointment.id, portCallId: portCall.id };
}
