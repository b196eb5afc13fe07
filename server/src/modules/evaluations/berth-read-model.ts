/**
 * A declared read model (docs/decisions.md "Read models"): the reference berths of the port a
 * DA was made for (operations §3 names the evaluation's `berthId`). Only reads.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appointments } from '../appointments/db';
import { portCalls } from '../port-calls/db';
import { berths, terminals } from '../refdata/db';

export interface PortBerth {
  id: number;
  terminalId: number;
  name: string;
  terminalName: string;
}

export function createBerthReadModel(db: Db) {
  return {
    /** The active berths of active terminals at the port of the appointment's port call, in list order. */
    async portBerths(appointmentId: number, tx: Db = db): Promise<PortBerth[]> {
      return tx
        .select({ id: berths.id, terminalId: berths.terminalId, name: berths.name, terminalName: terminals.name })
        .from(appointments)
        .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
        .innerJoin(terminals, and(eq(terminals.portId, portCalls.portId), eq(terminals.isActive, true)))
        .innerJoin(berths, and(eq(berths.terminalId, terminals.id), eq(berths.isActive, true)))
        .where(eq(appointments.id, appointmentId))
        .orderBy(asc(terminals.position), asc(terminals.id), asc(berths.position), asc(berths.id));
    },

    /** The berth of a terminal known by `name` (any case), for a DA whose agent typed a listed berth. */
    async berthNamed(terminalId: number, name: string, tx: Db = db): Promise<number | null> {
      const [row] = await tx
        .select({ id: berths.id })
        .from(berths)
        .where(and(eq(berths.terminalId, terminalId), sql`lower(${berths.name}) = lower(${name.trim()})`));
      return row?.id ?? null;
    },
  };
}
export type BerthReadModel = ReturnType<typeof createBerthReadModel>;
