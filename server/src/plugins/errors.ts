// Every error leaves as JSON { message, messages?, code } with a 4xx for anything the caller
// can fix (DESIGN.md, "Server"). A database that cannot be reached (stopped, restarting, its
// connections cut, too slow to answer) is a 503 the caller may retry, and so is a transaction
// PostgreSQL ended as a deadlock every time it ran (db/retried-transaction.ts). Any other 5xx is a
// bug of ours: it is logged, and the caller gets the generic message of the spec's catalogue.

import { GENERIC_MESSAGE } from '@numberland/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isTransactionConflict } from '../db/retried-transaction';

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

export const DATABASE_UNAVAILABLE = 'The game server cannot reach its database. Try again in a moment.';
export const STORAGE_FULL =
  'The game server has run out of room to save things. Try again in a little while.';
export const DATABASE_BUSY =
  'The game server was busy saving something else at the same moment. Try again in a moment.';
/** Seconds a client is told to wait before it retries after a 503. */
const RETRY_AFTER_S = 2;
/** ...and after a full disk, which takes longer to mend. */
const STORAGE_RETRY_AFTER_S = 60;

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
    // The client went away mid-request (an aborted upload): nobody to answer, and no fault of the
    // database's, though the socket error's code (ECONNRESET) reads like one.
    if (request.raw.destroyed && fastifyError.statusCode === 400 && !isPostgresError(error)) {
      request.log.info({ code: fastifyError.code ?? 'aborted' }, 'request aborted by the client');
      return reply.status(400).send({ message: 'The request was not sent whole.', code: 'aborted' });
    }
    /** A 503 the caller may retry after `seconds`: nothing was written. */
    const tryAgain = (message: string, code: string, seconds = RETRY_AFTER_S) => {
      request.log.warn({ err: error }, code);
      return reply.status(503).header('retry-after', String(seconds)).send({ message, code });
    };
    // The database's disk (or memory) is full: an operator must act, and the same request goes
    // through once there is room again.
    if (isStorageFull(error)) return tryAgain(STORAGE_FULL, 'storage-full', STORAGE_RETRY_AFTER_S);
    if (isDatabaseUnavailable(error)) return tryAgain(DATABASE_UNAVAILABLE, 'database-unavailable');
    // Still crossing another change after its runs again (db/retried-transaction.ts): the same
    // request a moment later will go through.
    if (isTransactionConflict(error)) return tryAgain(DATABASE_BUSY, 'database-busy');
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
        .send({ message: fastifyError.message || GENERIC_MESSAGE, code: codeOf(fastifyError) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: GENERIC_MESSAGE, code: 'internal' });
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

/** An error PostgreSQL sent (pg gives them its severity). */
function isPostgresError(error: unknown): boolean {
  return typeof (error as { severity?: unknown }).severity === 'string';
}

/**
 * SQLSTATEs of a server out of room: 53100 disk full, 53200 out of memory, 53000 other
 * insufficient resources, 58030 an I/O error (as a failing disk gives).
 */
const STORAGE_SQLSTATE = /^(53000|53100|53200|58030)$/;

export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && STORAGE_SQLSTATE.test(code);
}

/** Socket errors on the way to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that is away or overwhelmed: class 08 (connection exception), 57P01-03
 * (shut down by an administrator, crashed, cannot connect now), 57014 (a statement cancelled,
 * as by statement_timeout), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|57014|53300)$/;

/** pg's own errors for a connection that was lost or never made; they carry no code. */
const PG_CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Connection terminated',
  'connection timeout',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** ioredis's errors while the rate-limit store's Redis is away (they carry no code either). */
const REDIS_MESSAGES = [
  "Stream isn't writeable",
  'Reached the max retries per request limit',
  'Connection is closed',
];

/** Whether an error says the database cannot be reached now (rather than that a query is wrong). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  // A Unix socket that is not there: the embedded PostgreSQL is stopped (db/embedded.ts).
  if (code === 'ENOENT' && (error as { syscall?: unknown }).syscall === 'connect') return true;
  if (typeof code !== 'string' && PG_CONNECTION_MESSAGES.some((m) => error.message.includes(m))) return true;
  if (REDIS_MESSAGES.some((m) => error.message.includes(m))) return true;
  // Connecting to several addresses fails as one AggregateError; wrappers keep a cause.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause, depth + 1);
}
