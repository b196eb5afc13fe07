import type { ZodType } from 'zod';
import { useSessionStore } from '../lib/session-store';
import { ApiError } from './api-error';
import { decideErrorAction, type ErrorPolicyOptions, networkError, pathForAction, toApiError } from './http-policy';

/** The API root (platform-core §7: "the API host plus /da-app"); same origin in every setup. */
export const API_BASE = '/da-app';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> extends ErrorPolicyOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or a FormData built by buildMultipart. */
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Another API base than /da-app (the port-analysis service is under /port-analysis). */
  base?: string;
  /** The answer's schema; a mismatch is logged, not thrown, so a new server field never breaks a screen. */
  schema?: ZodType<T> | (() => Promise<ZodType<T>>);
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface ClientHooks {
  navigate: (to: string) => void;
  /** Ends the session after a 401: clears stored state, says why, returns to the login. */
  onSessionEnded: (message: string) => void;
}

let hooks: ClientHooks = {
  navigate: (to) => window.location.assign(to),
  onSessionEnded: () => window.location.assign('/authorization'),
};

/** The app wires navigation and the logout routine once, at start. */
export function configureHttpClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export function apiUrl(path: string, query?: RequestOptions<unknown>['query'], base = API_BASE): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) search.append(key, String(v));
  }
  const qs = search.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/** Bearer header of the stored session, if there is one. */
export function authHeaders(): Record<string, string> {
  const token = useSessionStore.getState().token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Calls the API and applies the error policy of platform-core §8: 401 ends the session, 403 and 404
 * navigate to their error page (each switchable per call); everything else throws an ApiError
 * carrying the catalogue text for the screen to show.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal } = options;
  const auth = authHeaders();
  const hadToken = 'Authorization' in auth;
  const headers: Record<string, string> = { Accept: 'application/json', ...auth, ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query, options.base), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw networkError();
  }

  if (!response.ok) {
    const error = await toApiError(response);
    const action = decideErrorAction(response.status, hadToken, options);
    if (action === 'logout') {
      hooks.onSessionEnded(error.message);
      throw error.withHandled();
    }
    const target = pathForAction[action];
    if (target) {
      hooks.navigate(target);
      throw error.withHandled();
    }
    throw error;
  }

  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  const data: unknown = type.includes('json') ? await response.json() : await response.text();
  if (!schema) return data as T;
  // A schema may come as a loader, so that a page can call the API before zod is downloaded.
  const parsed = (typeof schema === 'function' ? await schema() : schema).safeParse(data);
  if (!parsed.success) {
    console.warn(`Answer of ${method} ${path} does not match its contract`, parsed.error.issues);
    return data as T;
  }
  return parsed.data;
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
