import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/**
 * Structured pino logs. Anything that could carry a secret is redacted by path, so a password,
 * a token or an Authorization header never reaches a log line.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.confirmPassword',
        '*.token',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req) {
        // The query string may hold an access code (shared RFQ pages, SOF invites): log the path only.
        return { method: req.method, url: req.url.split('?')[0], requestId: req.id };
      },
    },
  };
}

export function genRequestId(): string {
  return randomUUID();
}
