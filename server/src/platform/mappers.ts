import { messages } from '@portcall/contracts/messages';
import { parseInstant } from '@portcall/contracts/port-calls';
import { AppError, conflict } from './errors';

/** Timestamps go on the wire as ISO strings (DESIGN §5). */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** A validated wire date as an instant (the schema already refused invalid ones). */
export const instant = (value: string | null | undefined): Date | null => parseInstant(value);

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
