// The headers every call carries (DESIGN.md): X-Session-Id, a random id the client keeps (also for
// guests), and X-Tenant, the embedding site or the main site.

import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;
const TENANT = /^[A-Za-z0-9_.-]{1,64}$/;
export const MAIN_TENANT = 'main';

/** The session id when the request carries a well-formed one. */
export function optionalSessionIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['x-session-id'];
  return typeof value === 'string' && SESSION_ID.test(value) ? value : undefined;
}

export function sessionIdOf(request: FastifyRequest): string {
  const id = optionalSessionIdOf(request);
  if (!id) {
    throw new ApiError(
      400,
      'no-session',
      'The X-Session-Id header must hold the client session id (8-128 letters, digits, - or _).',
    );
  }
  return id;
}

export function tenantOf(request: FastifyRequest): string {
  const value = request.headers['x-tenant'];
  if (value === undefined || value === '') return MAIN_TENANT;
  if (typeof value !== 'string' || !TENANT.test(value)) {
    throw new ApiError(400, 'bad-tenant', 'The X-Tenant header must be 1-64 letters, digits, ., - or _.');
  }
  return value;
}

/** Whose progress a request is about; guests are known by their session id. */
export function playerKeyOf(request: FastifyRequest): string {
  return `s:${sessionIdOf(request)}`;
}
