import type { TAgentAppointmentsQuery } from '@portcall/contracts/appointments';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { keptStatement, orderOf, readPage } from '../../platform/db/query-helpers';
import { createAppointmentReadModel } from './appointment-read-model';
import { appointmentPortCalls, appointments } from './db';

export type AppointmentRow = typeof appointments.$inferSelect;

/**
 * Queries over appointments and the port calls linked to them. The reads that name companies and
 * people are the read model's (appointment-read-model.ts), spread in so callers see one repo.
 */
export function createAppointmentRepo(db: Db) {
  // Every request on an appointment reads it first: built once and named.
  const appointmentById = keptStatement(db, (tx) =>
    tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, sql.placeholder('id')))
      .prepare('appointments_by_id'),
  );
  return {
    ...createAppointmentReadModel(db),

    async findAppointment(
      id: number,
      tx: Db = db,
      options: { lock?: boolean } = {},
    ): Promise<AppointmentRow | undefined> {
      if (options.lock) {
        const [locked] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
        return locked;
      }
      const [row] = await appointmentById(tx).execute({ id });
      return row;
    },

    /** The agent company's appointment made on this port call (one at most), locked for the change. */
    async findOnPortCall(portCallId: number, agentCompanyId: number, tx: Db = db): Promise<AppointmentRow | undefined> {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.portCallId, portCallId), eq(appointments.agentCompanyId, agentCompanyId)))
        .for('update');
      return row;
    },

    /** The port calls of an appointment: its own first, then the linked ones by id. */
    async portCallIdsOf(appointment: Pick<AppointmentRow, 'id' | 'portCallId'>, tx: Db = db): Promise<number[]> {
      const rows = await tx
        .select({ id: appointmentPortCalls.portCallId })
        .from(appointmentPortCalls)
        .where(eq(appointmentPortCalls.appointmentId, appointment.id))
        .orderBy(asc(appointmentPortCalls.portCallId));
      return [appointment.portCallId, ...rows.map((r) => r.id).filter((id) => id !== appointment.portCallId)];
    },

    async insertAppointment(values: typeof appointments.$inferInsert, tx: Db = db): Promise<AppointmentRow> {
      const [row] = await tx.insert(appointments).values(values).returning();
      await tx
        .insert(appointmentPortCalls)
        .values({ appointmentId: (row as AppointmentRow).id, portCallId: values.portCallId });
      return row as AppointmentRow;
    },

    /** Writes and bumps the version; the caller has locked the row. */
    async updateAppointment(id: number, values: Partial<typeof appointments.$inferInsert>, now: Date, tx: Db = db) {
      const [row] = await tx
        .update(appointments)
        .set({ ...values, updatedAt: now, version: sql`${appointments.version} + 1` })
        .where(eq(appointments.id, id))
        .returning();
      return row as AppointmentRow;
    },

    /** The recipient opened it: not an edit of the appointment, so the version stays. */
    async markRead(id: number, tx: Db = db) {
      await tx.update(appointments).set({ recipientState: 'READ' }).where(eq(appointments.id, id));
    },

    async deleteAppointment(id: number, tx: Db = db) {
      await tx.delete(appointments).where(eq(appointments.id, id));
    },

    async insertLink(appointmentId: number, portCallId: number, tx: Db = db) {
      await tx.insert(appointmentPortCalls).values({ appointmentId, portCallId });
    },

    /** Removes a port call from every appointment it was linked to (never from an appointment's own). */
    async deleteSecondaryLinks(portCallId: number, tx: Db = db) {
      const linked = await tx
        .select({ appointmentId: appointmentPortCalls.appointmentId, companyId: appointments.companyId })
        .from(appointmentPortCalls)
        .innerJoin(appointments, eq(appointments.id, appointmentPortCalls.appointmentId))
        .where(and(eq(appointmentPortCalls.portCallId, portCallId), ne(appointments.portCallId, portCallId)))
        .for('update', { of: appointments });
      for (const { appointmentId } of linked)
        await tx
          .delete(appointmentPortCalls)
          .where(
            and(eq(appointmentPortCalls.appointmentId, appointmentId), eq(appointmentPortCalls.portCallId, portCallId)),
          );
      return linked;
    },

    /** An appointment of this agent company already covering the port call (its own or linked). */
    async agentCoversPortCall(agentCompanyId: number, portCallId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: appointments.id })
        .from(appointmentPortCalls)
        .innerJoin(appointments, eq(appointments.id, appointmentPortCalls.appointmentId))
        .where(and(eq(appointmentPortCalls.portCallId, portCallId), eq(appointments.agentCompanyId, agentCompanyId)));
      return row !== undefined;
    },

    /** The agent's or vendor's DA tool: what was sent to the company (never drafts). */
    async listForSupplier(agentCompanyId: number, query: TAgentAppointmentsQuery, tx: Db = db) {
      const where = and(
        eq(appointments.agentCompanyId, agentCompanyId),
        ne(appointments.state, 'DRAFT'),
        query.state === undefined ? undefined : eq(appointments.state, query.state),
      );
      const sortable = { appointedAt: appointments.appointedAt, id: appointments.id };
      const { rows, total } = await readPage(
        query,
        tx
          .select({ id: appointments.id })
          .from(appointments)
          .where(where)
          .orderBy(
            ...orderOf(
              sortable,
              { property: query.property, direction: query.direction ?? 'DESC' },
              'appointedAt',
              appointments.id,
            ),
          ),
        tx.select({ n: count() }).from(appointments).where(where),
      );
      return { ids: rows.map((r) => r.id), total };
    },
  };
}
export type AppointmentRepo = ReturnType<typeof createAppointmentRepo>;
