import { portLabel, type TPortCallStatus, type TPortRef } from '@portcall/contracts/port-calls';
import { iso } from '../../platform/mappers';
import type { PortCallSummaryRow } from './repo';

export const toPortRef = (port: { id: number; name: string; unlocode: string; countryId: number }): TPortRef => ({
  id: port.id,
  name: port.name,
  unlocode: port.unlocode,
  countryId: port.countryId,
  label: portLabel(port),
});

/** A port call as appointments and lists show it. */
export const toPortCallSummary = (row: PortCallSummaryRow) => ({
  id: row.id,
  status: row.status as TPortCallStatus,
  eta: iso(row.eta),
  ets: iso(row.ets),
  port: toPortRef(row.port),
  vessel: row.vessel,
  voyage: row.voyage?.id == null ? null : { id: row.voyage.id, voyageNumber: row.voyage.voyageNumber as string },
});
