import { messages } from '@portcall/contracts/messages';
import { parseInstant, portLabel, type TPortCallStatus, type TPortRef } from '@portcall/contracts/port-calls';
import { AppError, conflict } from '../../platform/errors';
import type { PortCallSummaryRow } from './repo';

/** Timestamps go on the wire as ISO strings (DESIGN §5). */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** A validated wire date as an instant (the schema already refused invalid ones). */
export const instant = (value: string | null | undefined): Date | null => parseInstant(value);

export const toPortRef = (port: { id: number; name: string; unlocode: string; countryId: number }): TPortRef => ({
  id: port.id,
  name: port.name,
  unlocode: port.unlocode,
  countryId: port.countryId,
  label: portLabel(port),
});

export const fullName = (p: { name: string | null; surname: string | null } | null | undefined) =>
  p?.name == null ? null : `${p.name} ${p.surname ?? ''}`.trim();

export const personRef = (p: { id: number | null; name: string | null; surname: string | null } | null | undefined) =>
  p?.id == null ? null : { id: p.id, fullName: fullName(p) ?? '' };

/** Rows several people edit carry a version: a write based on an older one is refused (DESIGN §5). */
export function checkVersion(current: number, sent: number | undefined, required: boolean): void {
  if (sent === undefined) {
    if (required) throw new AppError(400, 'VALIDATION_FAILED', { version: messages.REQUIRED });
    return;
  }
  if (sent !== current) throw conflict('STALE_VERSION');
}

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
