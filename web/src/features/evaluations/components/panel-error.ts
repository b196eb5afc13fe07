import { isApiError } from '../../../api/api-error';

/** The catalogue text of a failed call (the http client already translated the code). */
export function errorText(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}
