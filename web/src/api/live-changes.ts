import { LIVE_EVENT, LIVE_TOPIC, type TLiveChange, type TLiveKind, ZLiveChange } from '@portcall/contracts/live';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { useRealtimeTopic } from './use-realtime';

/**
 * The queries that show each kind of entity, by the root keys of the features' key factories (the
 * features own their keys; this shared layer names only their roots, so no feature imports another).
 * Invalidating a root refetches what is on screen now and marks the rest stale, so a screen returned
 * to by clicking reads again instead of showing what it cached before the change.
 */
const SHOWN_BY: Record<TLiveKind, (id: number) => QueryKey[]> = {
  appointment: () => [
    ['port-calls'],
    ['agent-da-tool'],
    ['buyer-da-tool'],
    ['proformas'],
    ['port-logs'],
    ['sof'],
    ['messages', 'appointment-choices'],
  ],
  'port-call': () => [['port-calls'], ['agent-da-tool'], ['requests'], ['sof'], ['claims'], ['position-list']],
  proforma: () => [['proformas'], ['agent-da-tool'], ['buyer-da-tool'], ['port-calls'], ['evaluations'], ['financial']],
  evaluation: (id) => [
    ['evaluations', id],
    ['buyer-da-tool'],
    ['port-calls', 'dashboard'],
    ['financial'],
    ['da-helper'],
  ],
  payment: () => [['financial'], ['evaluations'], ['buyer-da-tool'], ['agent-da-tool'], ['port-calls', 'dashboard']],
  // The Financial page's lists and the evaluation's choice of instructions to pay from.
  'payment-instruction': () => [['financial'], ['evaluations', 'payment-instructions']],
  'port-log': () => [['port-logs'], ['port-calls', 'dashboard']],
  claim: () => [['claims']],
  request: () => [['requests'], ['port-calls', 'dashboard']],
  // The laytime calculation of a claim reads the SOF's events.
  sof: () => [['sof'], ['claims']],
  // The KYC queue and case, and the supplier's own checklist and settings.
  kyp: () => [['kyp-admin'], ['supplier-settings'], ['supplier', 'onboarding']],
  // The company's own settings and checklist, and the support queue of registrations.
  company: () => [
    ['supplier-settings'],
    ['supplier', 'onboarding'],
    ['buyer-settings', 'profile'],
    ['admin', 'registrations'],
  ],
  // The owner's accounts page and its DA's account picker, the buyer's review tab.
  'bank-account': () => [['bank-accounts'], ['proformas', 'bank-accounts'], ['buyer-da-tool', 'bank-accounts']],
};

/** The query keys an announced change makes stale (exported for its test). */
export function keysShowing(kind: TLiveKind, id: number): QueryKey[] {
  return SHOWN_BY[kind](id);
}

/**
 * The latest announcements heard, numbered as they arrived, so an open form can name who changed
 * what it edits since it opened (ui/use-edit-conflict.ts). A short log: a form asks about changes
 * since it opened, and many more than this arrive in that time only on a screen nobody edits on.
 */
interface LiveLog {
  seq: number;
  heard: Array<{ seq: number; change: TLiveChange }>;
}
const LOG_LENGTH = 100;
export const useLiveLog = create<LiveLog>(() => ({ seq: 0, heard: [] }));

/** What an open form edits: a kind and id as announced, and the audited part it is, if a part. */
export interface LiveSubject {
  kind: TLiveKind;
  id: number;
  part?: { entity: string; id: number };
}

/**
 * The latest change of `subject` heard after `since`, made by someone other than `me` (a change of
 * the part itself first, else of what holds it).
 */
export function latestChangeOf(
  heard: LiveLog['heard'],
  subject: LiveSubject,
  since: number,
  me: number | null,
): TLiveChange | undefined {
  const others = heard
    .filter((h) => h.seq > since)
    .map((h) => h.change)
    .filter((c) => c.kind === subject.kind && c.id === subject.id && (me === null || c.byProfileId !== me))
    .reverse();
  const { part } = subject;
  return (
    (part && others.find((c) => c.entities.some((e) => e.entity === part.entity && e.id === part.id))) ?? others[0]
  );
}

/** Marks every query that shows the changed entity stale (on-screen ones refetch at once). */
export function applyLiveChange(client: QueryClient, payload: unknown): void {
  const change = ZLiveChange.safeParse(payload);
  if (!change.success) return;
  // Logged before the reads go out, so a form that sees the new version also finds who made it.
  useLiveLog.setState((s) => ({
    seq: s.seq + 1,
    heard: [...s.heard.slice(1 - LOG_LENGTH), { seq: s.seq + 1, change: change.data }],
  }));
  for (const queryKey of keysShowing(change.data.kind, change.data.id)) void client.invalidateQueries({ queryKey });
}

/** The signed-in screens: announcements on `{userId}/CHANGES` (the secured shell mounts it once). */
export function useLiveChanges(): void {
  const client = useQueryClient();
  useRealtimeTopic(LIVE_TOPIC, LIVE_EVENT, (payload) => applyLiveChange(client, payload));
}

/** A link collaborator's socket (no profile, no topic): the server put it in its SOF's room. */
export function listenToLiveChanges(socket: Socket, client: QueryClient): () => void {
  const handler = (payload: unknown) => applyLiveChange(client, payload);
  socket.on(LIVE_EVENT, handler);
  return () => socket.off(LIVE_EVENT, handler);
}
