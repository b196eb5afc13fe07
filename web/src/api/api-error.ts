/**
 * A failed call as the screens see it: the status, the catalogue code, the text to show (already
 * translated through the message catalogue) and the per-field messages of a 400.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly fields: Readonly<Record<string, string>>;
  readonly requestId: string | null;
  /**
   * The client already acted on it (logged out on 401, navigated on 403/404), so screens should not
   * report it a second time.
   */
  readonly isHandled: boolean;

  constructor(init: {
    status: number;
    code: string | null;
    message: string;
    fields?: Record<string, string>;
    requestId?: string | null;
    isHandled?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.requestId = init.requestId ?? null;
    this.isHandled = init.isHandled ?? false;
  }

  withHandled(): ApiError {
    return new ApiError({ ...this, message: this.message, isHandled: true });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
