import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/harness';
import { compileResponse, createSerializerCompiler } from './serializer';

/** The answer the zod path writes: what fastify-type-provider-zod's serializer did before. */
const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

/**
 * The same JSON value, byte for byte apart from the order of keys: fast-json-stringify writes an
 * object's required properties before its optional ones, zod in the order of the schema.
 */
function expectSameAnswer(written: string, expected: string) {
  expect(JSON.parse(written)).toStrictEqual(JSON.parse(expected));
  expect([...written].sort().join('')).toBe([...expected].sort().join(''));
}

function fastOf(schema: z.ZodType) {
  const { fast, slow } = compileResponse(schema);
  if (!fast) throw new Error(`not compiled: ${slow}`);
  return fast;
}

const ZLine = z.object({
  id: z.number(),
  amount: z.string(),
  status: z.enum(['NEW', 'VERIFIED', 'APPROVED']),
  comment: z.string().nullable(),
  verifiedAmount: z.string().nullable().optional(),
  splitType: z.enum(['PERCENT', 'AMOUNT']).nullable(),
});
const ZAnswer = z.object({
  id: z.number(),
  isOpen: z.boolean(),
  port: z.object({ id: z.number(), name: z.string() }).nullable(),
  lines: z.array(ZLine.extend({ splitExpenses: z.array(ZLine) })),
  totals: z.record(z.string(), z.string()),
  tags: z.array(z.string()),
  payload: z.unknown(),
  match: z.union([
    z.object({ kind: z.literal('PORT'), portId: z.number() }),
    z.object({
      kind: z.literal('AGENT'),
      agentId: z.number(),
      since: z.string().nullable(),
      // A nullable enum inside a union: the branch must still be chosen when it is null.
      section: z.enum(['PORT', 'AGENCY']).nullable(),
    }),
  ]),
  maybe: z.union([z.string(), z.boolean()]).nullable(),
});

// Texts JSON must escape, and some it must not: quotes, backslashes, control characters, a lone
// surrogate, line and paragraph separators, non-Latin scripts and emoji.
const texts = [
  'plain',
  'say "hi"',
  'back\\slash',
  'tab\tnew\nline\u0001\u001f',
  '\ud800 lone',
  '\u2028\u2029',
  'Πειραιάς 港 🚢',
  '',
];
const line = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  amount: '1000.50',
  status: 'VERIFIED',
  comment: texts[id % texts.length] ?? null,
  splitType: id % 2 ? null : 'PERCENT',
  // Columns a row carries that the contract does not list: never written.
  createdById: 7,
  internalNote: 'secret',
  ...extra,
});

describe('fast-json-stringify from the response schemas', () => {
  it('writes exactly what the zod path writes, leaving out every property the schema does not list', () => {
    const answers = [
      {
        id: 1,
        isOpen: true,
        port: { id: 5, name: 'Piraeus', countryId: 84 },
        lines: texts.map((_, i) => ({
          ...line(i, i % 3 ? { verifiedAmount: '999.99' } : {}),
          splitExpenses: [line(100 + i)],
        })),
        totals: { EUR: '1.10', '2': '0.00', USD: '-0.01' },
        tags: texts,
        payload: { nested: [1, 'two', null, { deep: true }], n: 0.1 + 0.2 },
        match: { kind: 'AGENT', agentId: 3, since: null, section: null, leaked: 'no' },
        maybe: false,
        secret: 'never written',
      },
      {
        id: Number.MAX_SAFE_INTEGER,
        isOpen: false,
        port: null,
        lines: [],
        totals: {},
        tags: [],
        payload: null,
        match: { kind: 'AGENT', agentId: 4, since: '2026-11-25', section: 'AGENCY' },
        maybe: null,
      },
      { ...base(), match: { kind: 'PORT', portId: -1.5e-7 }, maybe: 'yes', payload: 1e21 },
    ];
    for (const answer of answers) {
      const written = fastOf(ZAnswer)(answer);
      expectSameAnswer(written, viaZod(ZAnswer, answer));
      expect(written).not.toMatch(/secret|leaked|createdById|countryId/);
    }
  });

  it('compiles arrays, strings and nullable values at the top of an answer too', () => {
    const cases: Array<[z.ZodType, unknown]> = [
      [z.array(z.object({ value: z.string(), label: z.string() })), [{ value: '1', label: 'Piraeus', extra: 1 }]],
      [z.string(), 'just "text"'],
      [z.object({ count: z.number() }).nullable(), null],
      [z.object({ ok: z.literal(true) }), { ok: true }],
    ];
    for (const [schema, data] of cases) expectSameAnswer(fastOf(schema)(data), viaZod(schema, data));
  });

  it('keeps the zod path where fast-json-stringify could not give the same answer', () => {
    expect(compileResponse(z.object({ at: z.date() })).slow).toBe('unrepresentable');
    expect(compileResponse(z.object({ n: z.string().transform(Number) })).slow).toBe('unrepresentable');
    expect(compileResponse(z.object({ id: z.bigint() })).slow).toBe('unrepresentable');
    // zod's encode trims, lower-cases or coerces the value; fast-json-stringify would not.
    expect(compileResponse(z.object({ phone: z.object({ number: z.string().trim() }) })).slow).toBe('rewrites values');
    expect(compileResponse(z.object({ email: z.string().toLowerCase() })).slow).toBe('rewrites values');
    expect(compileResponse(z.object({ n: z.coerce.number() })).slow).toBe('rewrites values');
  });
});

function base() {
  return { id: 2, isOpen: true, port: null, lines: [], totals: {}, tags: [], payload: null };
}

describe('the serializer compiler', () => {
  const compileFor = (schema: z.ZodType, check: boolean) =>
    createSerializerCompiler({ check })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

  it('in a test run refuses an answer outside its contract, as the zod path did', () => {
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(() => compileFor(schema, true)({ id: 'one', name: 'A' })).toThrow(/Response doesn't match the schema/);
    // Outside a test run fast-json-stringify writes what it can; a required field missing still fails.
    expect(compileFor(schema, false)({ id: 1, name: 'A', extra: true })).toBe('{"id":1,"name":"A"}');
    expect(() => compileFor(schema, false)({ id: 1 })).toThrow(/name/);
  });

  it('answers through a real app without what the schema leaves out', async () => {
    const t = await createTestApp({
      extraRoutes: (app) =>
        app.get(
          '/da-app/public/serializer-probe',
          {
            config: { access: { public: true } },
            schema: { response: { 200: z.object({ rows: z.array(z.object({ id: z.number(), note: z.string() })) }) } },
          },
          async () => ({ rows: [{ id: 1, note: 'a "quote"', hidden: 'x' }] }),
        ),
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/da-app/public/serializer-probe' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"rows":[{"id":1,"note":"a \\"quote\\""}]}');
    } finally {
      await t.close();
    }
  });
});
