/**
 * A declared read model (docs/decisions.md "Read models"): appointments as their answers show them,
 * with the account module's companies (agent, buyer) and profiles (who appointed) joined for their
 * names. Only reads; the account module owns those rows.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { companies, profiles } from '../account/db';
import { appointmentPortCalls, appointments } from './db';

const buyers = alias(companies, 'buyers');
const viewColumns = {
  row: appointments,
  agent: { id: companies.id, name: companies.name, type: companies.type },
  buyer: { id: buyers.id, name: buyers.name },
  appointedBy: { id: profiles.id, name: profiles.name, surname: profiles.surname },
};

export function createAppointmentReadModel(db: Db) {
  const view = (tx: Db) =>
    tx
      .select(viewColumns)
      .from(appointments)
      .innerJoin(companies, eq(companies.id, appointments.agentCompanyId))
      .innerJoin(buyers, eq(buyers.id, appointments.companyId))
      .leftJoin(profiles, eq(profiles.id, appointments.appointedById));

  return {
    async findViews(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return view(tx).where(inArray(appointments.id, ids)).orderBy(asc(appointments.id));
    },

    /** Appointments linked to these port calls, in any state (the port-calls module's AppointmentFacts). */
    async listForPortCalls(portCallIds: number[], tx: Db = db) {
      if (portCallIds.length === 0) return [];
      return tx
        .select({
          appointmentId: appointments.id,
          portCallId: appointmentPortCalls.portCallId,
          agentCompanyId: appointments.agentCompanyId,
          agentName: companies.name,
          state: appointments.state,
        })
        .from(appointmentPortCalls)
        .innerJoin(appointments, eq(appointments.id, appointmentPortCalls.appointmentId))
        .innerJoin(companies, eq(companies.id, appointments.agentCompanyId))
        .where(inArray(appointmentPortCalls.portCallId, portCallIds))
        .orderBy(asc(appointmentPortCalls.portCallId), asc(appointments.id));
    },
  };
}
