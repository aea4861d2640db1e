// Every route that writes is rate-limited twice on the shared store (PostgreSQL, or Redis): per
// client address and per session (X-Session-Id), each in total over every process. Without it an
// anonymous client could write as fast as the server answers (analytics rows, served marks,
// guest games), and nothing would stop it filling the disk.
//
// The limit runs at onRequest, before the body is read: a client past its limit costs one
// counter each time, never a parse or a query of the route.

import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { optionalSessionIdOf } from './client-headers';
import { ApiError } from './errors';

export interface WriteLimits {
  readonly perAddressPerMinute: number;
  readonly perSessionPerMinute: number;
}

/** GET routes that write: serving a puzzle marks it served, sign-ins make tokens, a claim pays. */
const WRITING_GETS = new Set([
  '/api/game',
  '/api/user/claim-daily',
  '/api/user/reset-daily',
  '/api/auth/logout',
  '/api/auth/google',
  '/api/auth/facebook',
  '/api/auth/linkedin',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** Whether a route writes: every method but the reads, and the GET routes listed above. */
export function isWriteRoute(route: RouteOptions): boolean {
  if (!route.url.startsWith('/api/')) return false;
  return methodsOf(route).some((m) => !READS.has(m)) || WRITING_GETS.has(route.url);
}

/** The readable 429: how long to wait, for a person as well as a program. */
function tooMany(seconds: number): ApiError {
  return new ApiError(
    429,
    'rate-limited',
    `Too many requests from here. Wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  );
}

/** Call before the routes are registered (the hook is added to each route as it is made). */
export function registerWriteLimits(app: FastifyInstance, limits: WriteLimits): void {
  const minute = 60_000;
  const byAddress = app.createRateLimit({
    max: limits.perAddressPerMinute,
    timeWindow: minute,
    keyGenerator: (request: FastifyRequest) => `writes:address:${request.ip}`,
  });
  const bySession = app.createRateLimit({
    max: limits.perSessionPerMinute,
    timeWindow: minute,
    keyGenerator: (request: FastifyRequest) => `writes:session:${optionalSessionIdOf(request) ?? ''}`,
  });
  const check = async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    const counted = await Promise.all([
      byAddress(request),
      optionalSessionIdOf(request) === undefined ? undefined : bySession(request),
    ]);
    for (const result of counted) {
      if (result && !result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw tooMany(seconds);
      }
    }
  };
  app.addHook('onRoute', (route) => {
    if (!isWriteRoute(route)) return;
    const hooks = route.onRequest;
    route.onRequest = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), check];
  });
}
