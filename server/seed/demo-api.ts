import path from 'node:path';
import { buildApp } from '../src/app';
import { readConfig } from '../src/platform/config';
import type { Database, Db } from '../src/platform/db/client';

/** A demo person logged in through the real login: the token and who it is. */
export interface DemoActor {
  token: string;
  profileId: number;
  companyId: number;
  type: string;
}

export type DemoFile = { name: string; content: string };

/**
 * The application itself, built in-process on the seed's database, for the demo steps that must go
 * through the modules' rules (state machines, four eyes, notifications, realtime is a no-op): each
 * call is the HTTP call a demo user would make, answered by `inject` without a listening socket.
 * Built on the serving configuration's data folder, so the files and signatures it stores are the
 * ones the running server reads.
 */
export async function openDemoApi(db: Db, options: { dataDir?: string; now?: () => Date; password: string }) {
  const base = readConfig();
  const config = {
    ...base,
    dataDir: options.dataDir ?? base.dataDir,
    // No web app to serve and nothing to log: this instance only answers the seed's own calls.
    webDistDir: path.join(options.dataDir ?? base.dataDir, 'no-web-for-seed'),
  };
  const database = { db, kind: 'pglite', migrate: async () => {}, close: async () => {} } as Database;
  const { app } = await buildApp({ config, database, logger: false, authRateLimit: 1_000_000, clock: options.now });
  await app.ready();

  async function call<T>(actor: DemoActor | null, method: string, url: string, payload?: unknown): Promise<T> {
    const response = await app.inject({
      method: method as 'GET',
      url: url.startsWith('/') ? url : `/da-app/secured/${url}`,
      headers: actor ? { authorization: `Bearer ${actor.token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode >= 300)
      throw new Error(`demo seed: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return response.json() as T;
  }

  /** A multipart body as the web sends it: a JSON part `form` plus files (DESIGN §5). */
  async function callMultipart<T>(actor: DemoActor, url: string, form: unknown, files: DemoFile[] = []): Promise<T> {
    const data = new FormData();
    data.append('form', JSON.stringify(form));
    for (const f of files) data.append('attachments', new Blob([f.content], { type: 'application/pdf' }), f.name);
    const body = new Response(data);
    const response = await app.inject({
      method: 'POST',
      url: `/da-app/secured/${url}`,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: {
        authorization: `Bearer ${actor.token}`,
        'content-type': body.headers.get('content-type') as string,
      },
    });
    if (response.statusCode >= 300)
      throw new Error(`demo seed: POST ${url} answered ${response.statusCode} ${response.body}`);
    return response.json() as T;
  }

  async function login(username: string): Promise<DemoActor> {
    const answer = await call<{ token: string; profile: { id: number; companyId: number; type: string } }>(
      null,
      'POST',
      '/da-app/public/auth/login',
      { username, password: options.password },
    );
    return {
      token: answer.token,
      profileId: answer.profile.id,
      companyId: answer.profile.companyId,
      type: answer.profile.type,
    };
  }

  /** A SOF GraphQL call that fails the seed on any error. */
  async function sof<T>(actor: { token: string }, query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await app.inject({
      method: 'POST',
      url: '/sof/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${actor.token}` },
      payload: { query, variables },
    });
    const body = response.json() as { data?: T; errors?: unknown[] };
    if (response.statusCode >= 300 || (body.errors?.length ?? 0) > 0)
      throw new Error(`demo seed: SOF ${query.slice(0, 40)} answered ${response.statusCode} ${response.body}`);
    return body.data as T;
  }

  return { app, call, callMultipart, login, sof, close: () => app.close() };
}

export type DemoApi = Awaited<ReturnType<typeof openDemoApi>>;

/** A small PDF-looking file for the attachments a DA needs on every quoted line. */
export const demoPdf = (name: string): DemoFile => ({ name, content: `%PDF-1.4\n% ${name}\n%%EOF\n` });
