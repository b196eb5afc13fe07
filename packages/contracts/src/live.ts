import { z } from 'zod';

/**
 * Live announcements of committed changes (DESIGN.md §2 "Shared screens are live"): the server tells
 * each party who may read an entity that it changed, the web invalidates the queries showing it.
 * An announcement carries no content, only what changed: a reader fetches it again under its own
 * scope, so an announcement can never leak more than the fact of a change.
 */
export const LIVE_TOPIC = 'CHANGES';
export const LIVE_EVENT = 'changed';

export const liveKinds = [
  'appointment',
  'port-call',
  'proforma',
  'evaluation',
  'payment',
  'payment-instruction',
  'port-log',
  'claim',
  'request',
  'sof',
  // A supplier's KYP verification: its own people and the platform's KYC administrators read it.
  'kyp',
  // A supplier's bank account: its own people, the buyers working with it, the bank-accounts admins.
  'bank-account',
  // A company's details and registration: its own people and the support administrators.
  'company',
] as const;
export const ZLiveKind = z.enum(liveKinds);
export type TLiveKind = z.infer<typeof ZLiveKind>;

export const ZLiveChange = z.object({
  kind: ZLiveKind,
  /** The entity's id; for `sof` the port call's (the SOF's address everywhere on the web). */
  id: z.number().int(),
  /** Who made the change (a profile id), so a screen can tell one's own change from another's. */
  byProfileId: z.number().int().nullable(),
  /** Who made the change, as people read it (a profile's full name, an invitee's name). */
  byName: z.string(),
  /**
   * The company of who made the change, as the parties read it beside a name elsewhere (a
   * conversation's sender): empty for a link collaborator, who belongs to none.
   */
  byCompany: z.string(),
  /**
   * What changed under the announced kind and id: the audited entities and their ids (an evaluation's
   * line is `expense_evaluation`), so an open form of one part can tell its own part changed.
   */
  entities: z.array(z.object({ entity: z.string(), id: z.number().int() })),
});
export type TLiveChange = z.infer<typeof ZLiveChange>;
