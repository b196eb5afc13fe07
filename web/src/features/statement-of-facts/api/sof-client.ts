import { messageForError } from '@portcall/contracts/messages';
import { createContext, useContext } from 'react';
import { ApiError } from '../../../api/api-error';
import { useSessionStore } from '../../../lib/session-store';

/**
 * The bearer of SOF calls: a link collaborator's invitee token on the invited page, the stored
 * session everywhere else. The invited page provides its token through this context.
 */
export const SofTokenContext = createContext<string | null>(null);
export const useSofToken = () => useContext(SofTokenContext);

const bearerOf = (inviteeToken: string | null) => {
  const token = inviteeToken ?? useSessionStore.getState().token;
  return token ? { Authorization: `Bearer ${token}` } : ({} as Record<string, string>);
};

interface GraphqlAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; status?: number; fields?: Record<string, string> } }>;
}

/** POST /sof/graphql; the first error becomes an ApiError with the catalogue text of its code. */
export async function sofGraphql<T>(
  inviteeToken: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch('/sof/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...bearerOf(inviteeToken) },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as GraphqlAnswer<T>;
  const first = body.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? null;
    throw new ApiError({
      status: first.extensions?.status ?? response.status,
      code,
      message: messageForError({ code, message: first.message }),
      fields: first.extensions?.fields,
    });
  }
  return body.data as T;
}

/** A call of the SOF REST service (/sof/api...). */
export async function sofRest<T>(
  inviteeToken: string | null,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...bearerOf(inviteeToken) };
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(`/sof/api${path}`, { method: init.method ?? 'GET', headers, body });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      code: (data.code as string) ?? null,
      message: messageForError(data),
      fields: data.fields as Record<string, string> | undefined,
    });
  return data as T;
}

/** Downloads a SOF file with the right bearer (the PDF, an attachment). */
export async function sofDownload(inviteeToken: string | null, path: string, fallbackName: string) {
  const response = await fetch(`/sof/api${path}`, { headers: bearerOf(inviteeToken) });
  if (response.status !== 200) {
    window.open('/file-not-found', '_blank');
    return;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  const disposition = response.headers.get('content-disposition') ?? '';
  link.download = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
