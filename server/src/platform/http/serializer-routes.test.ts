import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptedAppointment, submittedProforma } from '../../modules/proformas/scenario';
import { ok } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { compileResponse } from './serializer';

const S = '/da-app/secured';
/** What a handler returned and the response schema its route declares, for every answer. */
const answers: Array<{ route: string; payload: unknown; schema: z.ZodType }> = [];
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let evaluationId: number;

beforeAll(async () => {
  const record = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const responses = request.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
    const schema = responses?.[String(reply.statusCode)];
    if (schema) answers.push({ route: `${request.method} ${request.routeOptions.url}`, payload, schema });
  };
  t = await createTestApp({
    extraRoutes: (app) => {
      app.addHook('preSerialization', async (request, reply, payload) => {
        record(request, reply, payload);
        return payload;
      });
      // Kept answers (claims, evaluation load) are written by `reply.serialize` and sent as bytes.
      app.addHook('onRequest', async (request, reply) => {
        const serialize = reply.serialize.bind(reply);
        reply.serialize = (payload: unknown) => {
          record(request, reply, payload);
          return serialize(payload);
        };
      });
    },
  });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  const at = await acceptedAppointment(t, buyer, agent);
  const { evaluationId: id } = await submittedProforma(t, agent, at);
  if (id === null) throw new Error('the submitted DA has no evaluation');
  evaluationId = id;
}, 120_000);
afterAll(() => t?.close());

describe('answers of real routes', () => {
  it('are written by fast-json-stringify exactly as the zod path writes them', async () => {
    answers.length = 0;
    for (const url of [
      `${S}/auth/claims`,
      `${S}/account/company/load`,
      `${S}/evaluation/${evaluationId}/load`,
      `${S}/dashboard/portCalls?page=0&size=10`,
      `${S}/dashboard/voyages?page=0&size=10`,
      `${S}/dashboard/appointments?page=0&size=10`,
      `${S}/notification/unread`,
    ])
      await ok(t, buyer, 'GET', url);
    await ok(t, agent, 'GET', `${S}/auth/claims`);
    expect(answers.length).toBeGreaterThanOrEqual(8);

    const compiled = answers.map(({ route, payload, schema }) => {
      const { fast, slow } = compileResponse(schema);
      // The same JSON value; fast-json-stringify may put an optional property after the required ones.
      if (fast)
        expect(JSON.parse(fast(payload)), route).toStrictEqual(JSON.parse(JSON.stringify(z.encode(schema, payload))));
      return `${route}: ${slow ?? 'fast'}`;
    });
    // The big answers take the fast path; the claims and the company keep zod's because their
    // contract trims the company's phone number (an answer fast-json-stringify would not trim).
    expect(compiled).toEqual(
      expect.arrayContaining([
        'GET /da-app/secured/evaluation/:id/load: fast',
        'GET /da-app/secured/dashboard/portCalls: fast',
        'GET /da-app/secured/dashboard/voyages: fast',
        'GET /da-app/secured/dashboard/appointments: fast',
      ]),
    );
  });
});
