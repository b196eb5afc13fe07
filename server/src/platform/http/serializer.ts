import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type Serialize = (data: unknown) => string;

/**
 * Why a response schema is serialised the zod way (parse, then JSON.stringify) instead of by
 * fast-json-stringify; undefined when it can be compiled.
 */
export type SlowReason = 'unrepresentable' | 'rewrites values' | 'not compiled';

/**
 * A response schema compiled once: fast-json-stringify from the schema's JSON Schema (zod 4
 * `toJSONSchema`, output side), which writes only the declared properties, so a column a handler
 * forgot to leave out never leaks (as the zod parse guaranteed). A schema whose answer
 * fast-json-stringify cannot reproduce exactly keeps the zod path, `slow` says why.
 */
export interface CompiledResponse {
  fast: Serialize | undefined;
  slow: SlowReason | undefined;
}

// Keyed by the zod schema object: the contracts' schemas are module constants, so each is compiled
// once per process however many routes (GET and HEAD, several apps in a test run) answer with it.
const compiled = new WeakMap<$ZodType, CompiledResponse>();

export function compileResponse(schema: $ZodType): CompiledResponse {
  let entry = compiled.get(schema);
  if (!entry) {
    entry = compile(schema);
    compiled.set(schema, entry);
  }
  return entry;
}

function compile(schema: $ZodType): CompiledResponse {
  let rewrites = false;
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      // fast-json-stringify reads draft-07 (tuples as `items: [...]`, recursion under `definitions`).
      target: 'draft-7',
      override(ctx) {
        const def = ctx.zodSchema._zod.def as {
          checks?: Array<{ _zod: { def: { check: string } } }>;
          coerce?: boolean;
        };
        // zod's encode applies trim/toLowerCase (an "overwrite") and coercion to the answer;
        // fast-json-stringify would write the value as it is.
        if (def.coerce || def.checks?.some((check) => check._zod.def.check === 'overwrite')) rewrites = true;
      },
    });
  } catch {
    // Dates, bigints, transforms, custom types: nothing JSON Schema can say.
    return { fast: undefined, slow: 'unrepresentable' };
  }
  if (rewrites) return { fast: undefined, slow: 'rewrites values' };
  try {
    return { fast: fastJson(forStringify(json) as Parameters<typeof fastJson>[0]), slow: undefined };
  } catch {
    return { fast: undefined, slow: 'not compiled' };
  }
}

/**
 * zod's JSON Schema made to serialise as zod's parse does. zod strips unknown keys, so its output
 * objects say `additionalProperties: false`; fast-json-stringify already writes only declared
 * properties, but inside a union it picks the branch by validating the value, and a row carrying one
 * more column would match no branch. Without the keyword the first branch whose declared properties
 * match is taken, as zod's union does. A nullable type becomes fast-json-stringify's `nullable`
 * instead of a union with null, which it could only answer by validating every value.
 */
function forStringify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forStringify);
  if (node === null || typeof node !== 'object') return node;
  const schema = node as Record<string, unknown>;
  const nullable = nullableOf(schema);
  if (nullable) return { ...(forStringify(nullable) as object), nullable: true };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    // The keys of these are names (a property called `$schema` is still a property).
    out[key] = key === 'properties' || key === 'definitions' ? mapValues(value, forStringify) : forStringify(value);
  }
  return out;
}

/**
 * `X` made nullable, of `{ anyOf: [X, { type: 'null' }] }` when X is one plain type, else undefined.
 * An enum gets null among its values: fast-json-stringify validates a union's branches with ajv,
 * whose `nullable` widens the type but not an enum.
 */
function nullableOf(schema: Record<string, unknown>): Record<string, unknown> | undefined {
  const { anyOf, ...rest } = schema;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(rest).length > 0) return undefined;
  const isNull = (s: Record<string, unknown>) => s.type === 'null' && Object.keys(s).length === 1;
  const [a, b] = anyOf as Array<Record<string, unknown>>;
  const other = a && b && isNull(b) ? a : a && b && isNull(a) ? b : undefined;
  if (!other || typeof other.type !== 'string' || other.nullable !== undefined) return undefined;
  const combined = ['anyOf', 'oneOf', 'allOf', '$ref', 'not', 'if', 'const'].some((keyword) => keyword in other);
  if (combined) return undefined;
  return Array.isArray(other.enum) ? { ...other, enum: [...other.enum, null] } : other;
}

function mapValues(value: unknown, map: (v: unknown) => unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, map(v)]));
}

/** The zod path: what fastify-type-provider-zod's serializer does (encode through the schema, then stringify). */
function zodSerialize(schema: $ZodType, method: string, url: string): Serialize {
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/**
 * Fastify's serializer compiler for zod response schemas: fast-json-stringify where it reproduces
 * the zod answer, the zod path elsewhere. With `check` (the test runs) every answer is also put
 * through the zod schema and compared with what was written, so a handler answering outside its
 * contract, or a schema this conversion gets wrong, fails the test instead of passing unnoticed.
 */
export function createSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = resolveSchema(schema);
    const slow = zodSerialize(zodSchema, method, url);
    // Compiled at the first answer, not at start-up: a test app answers a handful of its routes.
    let serialize: Serialize | undefined;
    return (data) => {
      if (!serialize) {
        const fast = compileResponse(zodSchema).fast;
        serialize = fast && options.check ? checked(fast, slow, method, url) : (fast ?? slow);
      }
      return serialize(data);
    };
  };
}

function checked(fast: Serialize, slow: Serialize, method: string, url: string): Serialize {
  return (data) => {
    const expected = slow(data);
    const written = fast(data);
    if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `${method} ${url}: fast-json-stringify wrote ${written.slice(0, 500)} where the zod schema gives ${expected.slice(0, 500)}`,
      );
    }
    return written;
  };
}

/** A route's response schema as fastify-type-provider-zod accepts it: the zod type, or `{ properties }` of one. */
function resolveSchema(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema that is not zod: ${JSON.stringify(schema).slice(0, 200)}`);
}
