// Signed-in players: a JWT (`Authorization: Bearer`) naming the user and a token id. Each token
// is also a row, so logging out revokes it at once, before it expires.

import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from './errors';

/** How long a sign-in lasts. */
export const TOKEN_DAYS = 30;

interface TokenClaims {
  readonly sub: string;
  readonly jti: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export interface Auth {
  /** A new token for the user. */
  issue(userId: string): Promise<string>;
  /** The signed-in user, or undefined for a guest; a bad or revoked token is a 401. */
  userOf(request: FastifyRequest): Promise<string | undefined>;
  requireUser(request: FastifyRequest): Promise<string>;
  /** Revoke the request's token. */
  revoke(request: FastifyRequest): Promise<void>;
}

export async function registerAuth(
  app: FastifyInstance,
  db: Kysely<Database>,
  secret: string,
): Promise<Auth> {
  await app.register(jwt, { secret, sign: { expiresIn: `${TOKEN_DAYS}d` } });

  async function claimsOf(request: FastifyRequest): Promise<TokenClaims | undefined> {
    const header = request.headers.authorization;
    if (!header) return undefined;
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch {
      throw new ApiError(401, 'bad-token', 'Your sign-in is not valid any more. Please sign in again.');
    }
    const row = await db
      .selectFrom('auth_tokens')
      .select(['user_id', 'revoked_at', 'expires_at'])
      .where('jti', '=', claims.jti)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.expires_at < new Date() || row.user_id !== claims.sub) {
      throw new ApiError(401, 'bad-token', 'Your sign-in is not valid any more. Please sign in again.');
    }
    return claims;
  }

  const auth: Auth = {
    async issue(userId) {
      const jti = randomUUID();
      const expires = new Date(Date.now() + TOKEN_DAYS * 24 * 3600 * 1000);
      await db
        .insertInto('auth_tokens')
        .values({ jti, user_id: userId, expires_at: expires, revoked_at: null })
        .execute();
      return app.jwt.sign({ sub: userId, jti });
    },
    async userOf(request) {
      return (await claimsOf(request))?.sub;
    },
    async requireUser(request) {
      const user = await auth.userOf(request);
      if (!user) throw new ApiError(401, 'sign-in-required', 'Please sign in first.');
      return user;
    },
    async revoke(request) {
      const claims = await claimsOf(request);
      if (!claims) throw new ApiError(401, 'sign-in-required', 'Please sign in first.');
      await db
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date() })
        .where('jti', '=', claims.jti)
        .execute();
    },
  };
  return auth;
}
