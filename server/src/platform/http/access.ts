import {
  hasAuthority,
  hasRoleAtLeast,
  type TAuthority,
  type TProduct,
  type TProfileStatus,
  type TProfileType,
  type TRole,
} from '@portcall/contracts/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../errors';
import type { RegionScope } from '../scope/region';
import { isMoneyAction } from './money-actions';

/**
 * Who may call a route. Every route under /da-app declares one (a test fails on a route without);
 * the hook below enforces it before the body is even parsed. Row scoping (a row of another company
 * answers 404) is the service's job, through the caller this hook attaches.
 */
export type Access =
  | { readonly public: true }
  | {
      readonly profileTypes: readonly TProfileType[];
      /** Module access: the product key and the authority must both hold (platform-core §6). */
      readonly product?: TProduct;
      readonly authority?: TAuthority;
      /** Any one of these enabled authorities suffices. */
      readonly anyAuthority?: readonly TAuthority[];
      readonly minRole?: TRole;
      /** Routes a profile that has not accepted the terms yet may still call. */
      readonly allowPendingTerms?: boolean;
      /**
       * A SOF link collaborator's token passes too, when this finds one behind the authorization
       * header (platform-core §6: a temporary profile with no authorities); the route's service
       * limits it to its own SOF. Tried before the session check.
       */
      readonly invitee?: (authorization: string | undefined) => Promise<object | null>;
    };

export const PUBLIC: Access = { public: true };
export const ANY_PROFILE = ['BUYER', 'AGENT', 'VENDOR', 'ADMIN'] as const;

export interface Caller {
  profileId: number;
  companyId: number;
  sessionId: string;
  type: TProfileType;
  status: TProfileStatus;
  role: TRole;
  departmentId: number | null;
  products: TProduct[];
  authorities: Array<{ authority: TAuthority; isEnabled: boolean }>;
  /** Set on a mode-switch session: the administrator acting as this profile (money actions refused). */
  actingAdminId?: number;
  /**
   * The countries its region rules allow, read with the session and kept as long as it is
   * (settings' `regionScopeFor` answers it without a statement); absent when not read with it.
   */
  regionScope?: RegionScope;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A POST (or other non-GET) route that writes nothing: an estimate, a search with a body. Its
     * answer does not make this node's session cache read the caller's session again.
     */
    isReadOnly?: boolean;
  }
  interface FastifyRequest {
    caller?: Caller;
    /** The SOF link collaborator a route's `access.invitee` recognised. */
    invitee?: object;
  }
}

export type Authenticate = (authorization: string | undefined) => Promise<Caller | null>;

/** The authenticated caller of a secured route (the access hook guarantees one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

export function isApiPath(url: string): boolean {
  return (
    (url.startsWith('/da-app/') && !url.startsWith('/da-app/docs')) ||
    url.startsWith('/sof/api/') ||
    url.startsWith('/integration-') ||
    url.startsWith('/port-analysis/') ||
    url.startsWith('/ai/')
  );
}

/** Paths that need a caller (the SOF service's `private` half is its `secured`). */
export function isSecuredPath(url: string): boolean {
  return (
    url.startsWith('/da-app/secured/') ||
    url.startsWith('/sof/api/private/') ||
    url.startsWith('/port-analysis/secured/') ||
    url.startsWith('/ai/secured/')
  );
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `noteWrite` is told, before its answer leaves, of every request that may have written (any method
 * but GET, HEAD, OPTIONS, unless its route declares `isReadOnly`), so that a cached session check
 * sees the change on the next request.
 */
export function registerAccessHook(app: FastifyInstance, authenticate: Authenticate, noteWrite?: () => void) {
  if (noteWrite)
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!READS.has(request.method) && !request.routeOptions.config.isReadOnly) noteWrite();
      return payload;
    });
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || !isApiPath(url)) return;
    const access = request.routeOptions.config.access;
    if (!access) {
      request.log.error({ url }, 'route without an access declaration');
      throw new AppError(500, 'INTERNAL_ERROR');
    }
    if ('public' in access) return;
    if (access.invitee) {
      const invitee = await access.invitee(request.headers.authorization);
      if (invitee) {
        request.invitee = invitee;
        return;
      }
    }
    const caller = await authenticate(request.headers.authorization);
    if (!caller) throw unauthorized();
    if (!access.profileTypes.includes(caller.type)) throw forbidden();
    if (caller.status === 'PENDING_TERMS_AND_CONDITIONS' && !access.allowPendingTerms) throw forbidden();
    if (access.product && !caller.products.includes(access.product)) throw forbidden();
    if (access.authority && !hasAuthority(caller, access.authority)) throw forbidden();
    if (access.anyAuthority && !access.anyAuthority.some((a) => hasAuthority(caller, a))) throw forbidden();
    if (access.minRole && !hasRoleAtLeast(caller.role, access.minRole)) throw forbidden();
    request.caller = caller;
    // An administrator acting as someone else may look and fix data, never move money (the refusal
    // is audited too: the caller is attached first).
    if (caller.actingAdminId !== undefined && isMoneyAction(request.method, url))
      throw new AppError(403, 'MODE_SWITCH_MONEY_ACTION');
  });
}
