import { findUnstorablePath } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** 400 naming the first field whose text the database cannot store (U+0000, a lone surrogate). */
export function refuseUnstorableText(value: unknown, root?: string) {
  const found = findUnstorablePath(value);
  if (found === null) return;
  const field = [root, found].filter(Boolean).join('.') || 'body';
  throw new AppError(400, 'VALIDATION_FAILED', { [field]: messages.CONTROL_CHARACTERS });
}

/**
 * Refuses U+0000 and lone surrogates in any path parameter, query value or JSON body before the
 * route's schema runs. The contract's text schemas refuse them too; this keeps a plain `z.string()`
 * of some query from ever handing them to the database. Multipart forms are checked where they are
 * read (files/multipart.ts).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText(request.params);
    refuseUnstorableText(request.query);
    if (!request.isMultipart()) refuseUnstorableText(request.body);
  });
}

/** SQLSTATE class 22 (data exception) and 54 (program limit exceeded): the value, not the server. */
const INPUT_STATES = /^(22|54)/;

/**
 * True when the database refused a value as data (an out-of-range number or date, a character it
 * cannot store). Schemas refuse those first; this is the last net, so a value some schema let
 * through answers 400, never 500.
 */
export function isDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && INPUT_STATES.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
