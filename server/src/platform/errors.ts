import { formatMessage, type MessageCode, messages } from '@portcall/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { settleUnreadBody } from './files/unread-body';
import { isDataException } from './http/input-guard';

/**
 * An error a user can act on: a status, a catalogue code and optionally per-field messages.
 * Anything thrown that is not an AppError becomes a 500 with the generic text.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly fields?: Record<string, string>,
    params?: Record<string, string | number>,
  ) {
    super(formatMessage(code, params));
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED');
export const conflict = (code: MessageCode) => new AppError(409, code);
export const badRequest = (code: MessageCode, fields?: Record<string, string>) => new AppError(400, code, fields);
/** A field-level rule broken on the server (a duplicate e-mail, an unknown port...). */
export const fieldError = (field: string, code: MessageCode) => new AppError(400, code, { [field]: messages[code] });

/** One error handler for the whole API: the error body of DESIGN §5, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = String(request.id);
    settleUnreadBody(request, reply);
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        requestId,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = (issue.instancePath || '').replace(/^\//, '').replaceAll('/', '.');
        const unknownKeys = issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[]) : [];
        for (const key of unknownKeys) fields[path ? `${path}.${key}` : key] = messages.UNKNOWN_FIELD;
        if (unknownKeys.length === 0)
          fields[path || error.validationContext || 'body'] ??= issue.message ?? messages.REQUIRED;
      }
      return reply.status(400).send({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: messages.VALIDATION_FAILED,
        fields,
        requestId,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply
        .status(413)
        .send({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: messages.PAYLOAD_TOO_LARGE, requestId });
    }
    if (status === 429) {
      return reply.status(429).send({ status: 429, code: 'RATE_LIMITED', message: messages.RATE_LIMITED, requestId });
    }
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors (bad JSON, wrong content type): the generic validation answer.
      return reply.status(400).send({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: messages.VALIDATION_FAILED,
        requestId,
      });
    }
    if (isDataException(error)) {
      // A value the database refused: the input's fault, so a 400; logged so the schema gets fixed.
      request.log.warn({ err: error, requestId }, 'value refused by the database');
      return reply.status(400).send({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: messages.VALIDATION_FAILED,
        requestId,
      });
    }
    request.log.error({ err: error, requestId }, 'unhandled error');
    return reply.status(500).send({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: messages.INTERNAL_ERROR,
      requestId,
    });
  });
}
