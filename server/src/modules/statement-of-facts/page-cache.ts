import { createAnswerCache } from '../../platform/http/answer-cache';
import { actorOf, may, type SofPrincipal } from './parties';

/**
 * The SOF page's answer, kept as the bytes GraphQL sent (docs/decisions.md "Statement of facts: the
 * page's answer cache"). Most of a page read's CPU is graphql-js walking some 5,000 fields of 300
 * events and stringifying 100 kB; the answer changes only when the SOF, its children, its port
 * call or the viewer does. An entry is served only after the caller's scope was checked again and
 * the fingerprint read again from the database (port calls the caller may see, each SOF's id and
 * revision, which triggers bump on every write) equals the one the answer was made with.
 */
export interface PageAnswer {
  /** The port calls the query asked for: the fingerprint is read again for these. */
  portCallIds: number[];
  fingerprint: string;
  headers: Array<[string, string]>;
  /** Encoded once: a kept answer is sent as is. */
  body: Buffer;
}

/** What one execution tells the endpoint about whether its answer may be kept. */
export interface PageTracker {
  /** Root resolvers run: only an answer of exactly one `sofsByPortCallIds` is kept. */
  roots: number;
  sofs?: { portCallIds: number[]; fingerprint: string };
  failed: boolean;
}

/**
 * Everything about the viewer that changes the answer beyond the scope checks run on every read:
 * who (own events are editable by their writer), which side (e-mails and invite ids), what it may
 * edit. Company and region rules are not here: the port calls are filtered for the caller first.
 */
export function viewerKey(principal: SofPrincipal): string {
  const actor = actorOf(principal);
  const company = principal.caller ? principal.caller.companyId : principal.invitee.portCallId;
  return [
    actor.actorId,
    actor.side,
    actor.involvement,
    company,
    may(principal, 'editAnyEvent'),
    may(principal, 'addEvent'),
  ].join('|');
}

/** Entries are a few hundred kB at most; the oldest go first past the cap. */
export function createPageCache() {
  return createAnswerCache<PageAnswer>({ maxEntries: 200, maxBytes: 2_000_000 });
}
export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The key of a request: the viewer and everything in the request that changes the bytes sent (the
 * document, its variables, the operation, the Origin for CORS headers, Accept for the media type).
 * Null for a request that is not a JSON POST of a query document.
 */
export function requestKey(
  principal: SofPrincipal,
  body: unknown,
  headers: { origin?: string; accept?: string },
): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string') return null;
  return JSON.stringify([
    viewerKey(principal),
    headers.origin ?? '',
    headers.accept ?? '',
    query,
    operationName ?? null,
    variables ?? null,
  ]);
}
