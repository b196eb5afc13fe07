import type { TProfileType } from '@portcall/contracts/access';
import { ZAppointment } from '@portcall/contracts/appointments';
import type { TProfile } from '@portcall/contracts/auth';
import { ZAppointmentListItem } from '@portcall/contracts/dashboard';
import { ZPaged } from '@portcall/contracts/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** An appointment a new message can be written on: what the conversation calls need and a label. */
export interface AppointmentChoice {
  appointmentId: number;
  buyerId: number;
  label: string;
}

// Enough for the picker: the most recent appointments first; older ones are reached from their page.
const CHOICES = 100;

/**
 * Whether the profile may list the appointments a new message is written on: the supplier's DA tool
 * (DA_TOOL) or the buyer's dashboard (DA_DASHBOARD), both with DA_VIEW. Others still answer the
 * messages they receive, and write from an appointment's own page.
 */
export function canStartConversation(profile: Pick<TProfile, 'type' | 'products' | 'authorities'>): boolean {
  const product = profile.type === 'BUYER' ? 'DA_DASHBOARD' : 'DA_TOOL';
  return (
    profile.type !== 'ADMIN' &&
    profile.products.includes(product) &&
    profile.authorities.some((a) => a.authority === 'DA_VIEW' && a.isEnabled)
  );
}

/**
 * The caller's appointments, through the lists their pages already use: the supplier's DA tool
 * (`{agent|vendor}/appointments`) or the buyer's dashboard (`dashboard/appointments`).
 */
export async function listAppointmentChoices(type: TProfileType, signal?: AbortSignal): Promise<AppointmentChoice[]> {
  if (type === 'AGENT' || type === 'VENDOR') {
    const page = await apiRequest(`/secured/${type.toLowerCase()}/appointments`, {
      query: { page: 0, size: CHOICES, property: 'appointedAt', direction: 'DESC' },
      signal,
      schema: ZPaged(ZAppointment),
      redirectOn403: false,
    });
    return page.items.map((a) => ({
      appointmentId: a.id,
      buyerId: a.buyerId,
      label: `#${a.id} ${a.title} (${a.buyer.name})`,
    }));
  }
  const page = await apiRequest('/secured/dashboard/appointments', {
    query: { page: 0, size: CHOICES, property: 'id', direction: 'DESC' },
    signal,
    schema: ZPaged(ZAppointmentListItem),
    redirectOn403: false,
  });
  // A draft has not been sent: its agent cannot see it, so a message on it would reach nobody there.
  return page.items
    .filter((a) => a.state !== 'DRAFT')
    .map((a) => ({
      appointmentId: a.id,
      buyerId: a.buyerId,
      label: `#${a.id} ${a.title} (${a.agent.name})`,
    }));
}

export function useAppointmentChoices(type: TProfileType) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.messages.appointmentChoices(type),
      queryFn: ({ signal }) => listAppointmentChoices(type, signal),
      meta: { silent: true },
    }),
  );
}
