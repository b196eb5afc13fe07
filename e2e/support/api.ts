import { baseUrl } from './browser';

/**
 * A call of the running server's API with a bearer token, for a journey's set-up (what other
 * journeys already cover in the browser). JSON bodies, or a FormData sent as multipart; a non-2xx
 * answer fails the set-up with its body.
 */
export async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const isForm = init.body instanceof FormData;
  const response = await fetch(`${baseUrl()}/da-app${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A small valid-looking PDF for upload fields. */
export const pdfBlob = (text: string) => new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });
