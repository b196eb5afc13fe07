import { vi } from 'vitest';
import type { RealtimeConnection } from '../api/realtime';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs `fetch` with answers by "METHOD /path" (path under /da-app, query string left out) and
 * records every call, so a component's requests can be checked without a server.
 */
export function stubApi(answers: Record<string, (call: RecordedCall) => unknown>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace(/^\/da-app/, '');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method, path, body };
      calls.push(call);
      const answer = answers[`${method} ${path}`];
      if (!answer) return new Response(JSON.stringify({ status: 404, code: 'NOT_FOUND' }), { status: 404 });
      return new Response(JSON.stringify(answer(call)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A realtime connection whose events a test pushes by hand. */
export function fakeRealtime() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const connection = {
    socket: null as never,
    subscribe(topic: string, event: string, handler: (payload: unknown) => void) {
      const key = `${topic}:${event}`;
      const set = handlers.get(key) ?? new Set();
      set.add(handler);
      handlers.set(key, set);
      return () => set.delete(handler);
    },
    close() {},
  } satisfies RealtimeConnection;
  return {
    connection,
    push(topic: string, event: string, payload: unknown) {
      for (const handler of handlers.get(`${topic}:${event}`) ?? []) handler(payload);
    },
  };
}
