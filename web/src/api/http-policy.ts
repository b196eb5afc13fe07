import { messageForError, messages } from '@portcall/contracts/messages';
import { ApiError } from './api-error';

/**
 * What the client does with a failed answer (platform-core §8), kept as pure functions so the rules
 * can be tested without a browser or a server.
 */
export interface ErrorPolicyOptions {
  /** 403 opens /error-no-access unless switched off for this call. */
  redirectOn403?: boolean;
  /** 404 opens /error-not-found unless switched off for this call. */
  redirectOn404?: boolean;
  /** 401 on an authenticated call ends the session unless switched off for this call. */
  logoutOn401?: boolean;
}

export type ErrorAction = 'logout' | 'no-access' | 'not-found' | 'report';

export const NO_ACCESS_PATH = '/error-no-access';
export const NOT_FOUND_PATH = '/error-not-found';
export const FILE_NOT_FOUND_PATH = '/file-not-found';

/**
 * A 401 only ends a session the call carried: a 401 from the login call itself means wrong
 * credentials, which the login form reports.
 */
export function decideErrorAction(status: number, hadToken: boolean, options: ErrorPolicyOptions = {}): ErrorAction {
  if (status === 401) return hadToken && options.logoutOn401 !== false ? 'logout' : 'report';
  if (status === 403) return options.redirectOn403 === false ? 'report' : 'no-access';
  if (status === 404) return options.redirectOn404 === false ? 'report' : 'not-found';
  return 'report';
}

export const pathForAction: Partial<Record<ErrorAction, string>> = {
  'no-access': NO_ACCESS_PATH,
  'not-found': NOT_FOUND_PATH,
};

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
  requestId?: unknown;
}

async function readBody(response: Response): Promise<ErrorBody | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as ErrorBody) : null;
  } catch {
    return null;
  }
}

function readFields(fields: unknown): Record<string, string> {
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * Turns a failed answer into an ApiError: the catalogue text of its code, else the server's raw
 * text; an answer that is not our error body (a proxy page, an empty 502) gets the spec's generic text.
 */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  if (!body) {
    return new ApiError({
      status: response.status,
      code: response.status === 401 ? 'UNAUTHORIZED' : null,
      message: response.status === 401 ? messages.UNAUTHORIZED : messages.INTERNAL_ERROR,
    });
  }
  return new ApiError({
    status: response.status,
    code: typeof body.code === 'string' ? body.code : null,
    message: messageForError(body),
    fields: readFields(body.fields),
    requestId: typeof body.requestId === 'string' ? body.requestId : null,
  });
}

/** A call that never got an answer (offline, DNS, aborted by a timeout). */
export function networkError(): ApiError {
  return new ApiError({ status: 0, code: null, message: messages.INTERNAL_ERROR });
}

/** The text to show for anything thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.INTERNAL_ERROR;
}
