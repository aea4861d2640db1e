// Signing in through another provider (spec section 7): GET /auth/google, /auth/facebook and
// /auth/linkedin answer our own token, as /auth/login does. A provider that is not configured
// answers 503, one that cannot be reached 502, a token it does not vouch for 401.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthProviders,
  ErrorBody,
  FacebookQuery,
  GoogleQuery,
  LinkedInQuery,
  Token,
} from '@numberland/contract';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Auth } from '../plugins/auth';
import { optionalSessionIdOf } from '../plugins/client-headers';
import { ApiError } from '../plugins/errors';
import type { Accounts } from '../services/accounts';
import { publicProviders } from '../services/provider-config';
import type { ProviderIdentity } from '../services/provider-http';
import { type ProvidersConfig, providers as providersOf } from '../services/providers';
import { Refusal } from '../services/refusal';
import { answerRefusals } from './refusals';

export interface ProviderRoutesOptions {
  readonly auth: Auth;
  readonly db: Kysely<Database>;
  /** Where the guest session's progress goes on sign-in. */
  readonly accounts: Pick<Accounts, 'claimGuest'>;
  /** The configured providers; one left out answers 503. */
  readonly providers: ProvidersConfig;
  /** Attempts per minute per address, when @fastify/rate-limit is registered. */
  readonly attemptsPerMinute?: number;
  /** How long to wait for a provider; 5 s unless told. */
  readonly timeoutMs?: number;
}

const responses = { 200: Token, 400: ErrorBody, 401: ErrorBody, 502: ErrorBody, 503: ErrorBody };

export const providerRoutes: FastifyPluginAsyncTypebox<ProviderRoutesOptions> = async (
  app,
  { auth, db, accounts, providers: config, attemptsPerMinute, timeoutMs },
) => {
  answerRefusals(app);
  const providers = providersOf(db, config, timeoutMs === undefined ? {} : { timeoutMs });
  const limited: FastifyContextConfig =
    attemptsPerMinute === undefined ? {} : { rateLimit: { max: attemptsPerMinute, timeWindow: '1 minute' } };

  // Answers carry our token (and the requests the provider's): never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // A provider we could not reach is worth a line in the log; the caller only sees the 502.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof Refusal && error.code === 'provider-unavailable') {
      request.log.warn({ err: error, cause: error.cause }, 'sign-in provider unavailable');
    }
  });

  app.get(
    '/auth/providers',
    {
      schema: {
        summary: 'The sign-in providers configured, with what a browser needs to start each',
        response: { 200: AuthProviders },
      },
    },
    async () => publicProviders(config),
  );

  /** Our token for whom the provider vouched; the session's guest progress becomes theirs. */
  async function signIn(request: FastifyRequest, identity: ProviderIdentity) {
    const userId = await providers.userFor(identity);
    await accounts.claimGuest(userId, optionalSessionIdOf(request));
    return { token: await auth.issue(userId) };
  }

  app.get(
    '/auth/google',
    {
      config: limited,
      schema: {
        summary: 'Sign in with a Google id token',
        querystring: GoogleQuery,
        response: responses,
      },
    },
    async (request) =>
      signIn(request, await providers.google(request.query.id_token, request.query.client_id)),
  );

  app.get(
    '/auth/facebook',
    {
      config: limited,
      schema: {
        summary: 'Sign in with a Facebook user access token',
        querystring: FacebookQuery,
        response: responses,
      },
    },
    async (request) => signIn(request, await providers.facebook(request.query.access_token)),
  );

  app.get(
    '/auth/linkedin',
    {
      config: limited,
      schema: {
        summary: 'Sign in with a LinkedIn access token or authorization code',
        querystring: LinkedInQuery,
        response: responses,
      },
    },
    async (request) => {
      const { access_token: accessToken, code } = request.query;
      if (!accessToken && !code) {
        throw new ApiError(400, 'validation', 'Send either access_token or code.');
      }
      return signIn(request, await providers.linkedin({ accessToken, code }));
    },
  );
};
