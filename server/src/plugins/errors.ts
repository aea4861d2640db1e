// Every error leaves as JSON { message, messages?, code } with a 4xx for anything the caller
// can fix (DESIGN.md, "Server"). A 5xx means a bug of ours: it is logged, and the caller gets
// the generic message of the spec's catalogue.

import type { FastifyError, FastifyInstance } from 'fastify';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly messages?: string[];

  constructor(statusCode: number, code: string, message: string, messages?: string[]) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    if (messages) this.messages = messages;
  }
}

const GENERIC = 'Error. Please try again.';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.messages ? { messages: error.messages } : {}),
      });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const messages = fastifyError.validation.map((v) =>
        `${fastifyError.validationContext ?? 'request'}${v.instancePath || ''} ${v.message ?? 'is not valid'}`.trim(),
      );
      return reply
        .status(400)
        .send({ message: messages[0] ?? 'The request is not valid.', messages, code: 'validation' });
    }
    if (isDataException(error)) {
      // PostgreSQL refused a value no schema rule caught (a NUL character in text, a number out
      // of range): the caller's data, so a 400 - never a 500.
      return reply.status(400).send({
        message: 'The request holds a value that cannot be stored (such as a NUL character).',
        code: 'bad-data',
      });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: fastifyError.message || GENERIC, code: codeOf(fastifyError) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: GENERIC, code: 'internal' });
  });
}

/** A stable code for Fastify's own 4xx errors (bad JSON, body too large, wrong content type). */
function codeOf(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body-too-large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported-media-type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'bad-json';
    default:
      return error.statusCode === 429 ? 'rate-limited' : 'bad-request';
  }
}

/** PostgreSQL's class 22 errors: data exceptions, caused by the values sent. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
