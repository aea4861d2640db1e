// Registering, signing in and out with email and password (spec sections 5, 7 and 8).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Auth } from '../plugins/auth';
import { optionalSessionIdOf } from '../plugins/client-headers';
import type { Accounts } from '../services/accounts';
import { type PasswordResets, RESET_REQUESTED } from '../services/password-reset';
import { answerRefusals } from './refusals';
import { errorResponses } from './schemas';

export interface AuthRoutesOptions {
  readonly auth: Auth;
  readonly accounts: Accounts;
  readonly resets: PasswordResets;
  /** Attempts per minute per address on sign-in and registration. */
  readonly attemptsPerMinute: number;
}

const Token = Type.Object({ token: Type.String() });
const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (
  app,
  { auth, accounts, resets, attemptsPerMinute },
) => {
  answerRefusals(app);
  const limited = { rateLimit: { max: attemptsPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/auth/register',
    {
      config: limited,
      schema: {
        summary: 'Create an account',
        body: Type.Object({
          email: text(320),
          username: text(200),
          password: text(200),
          password2: text(200),
          GDPRConfirmed: Type.Optional(Type.Boolean()),
        }),
        response: { 200: Token, 401: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      // The guest session that signs up hands its progress to the account.
      const userId = await accounts.register(request.body);
      await accounts.claimGuest(userId, optionalSessionIdOf(request));
      return { token: await auth.issue(userId) };
    },
  );

  app.post(
    '/auth/login',
    {
      config: limited,
      schema: {
        summary: 'Sign in with email and password',
        body: Type.Object({ email: text(320), password: text(200) }),
        response: { 200: Token, 401: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      const userId = await accounts.login(request.body.email, request.body.password);
      await accounts.claimGuest(userId, optionalSessionIdOf(request));
      return { token: await auth.issue(userId) };
    },
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        summary: 'Sign out: the token stops working',
        response: { 200: Type.Object({ ok: Type.Boolean() }), 401: errorResponses[400] },
      },
    },
    async (request) => {
      await auth.revoke(request);
      return { ok: true };
    },
  );

  app.post(
    '/auth/requestResetPassword',
    {
      config: limited,
      schema: {
        summary: 'Mail a password reset code; the same answer whether the address is known or not',
        body: Type.Object({ email: text(320) }),
        response: { 200: Type.Object({ message: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      await resets.request(request.body.email);
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/auth/resetPassword',
    {
      config: limited,
      schema: {
        summary: 'Set a new password with a mailed code',
        body: Type.Object({ resetPasswordCode: text(200), password: text(200), password2: text(200) }),
        response: { 200: Type.Object({ success: Type.Boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const { resetPasswordCode, password, password2 } = request.body;
      await resets.reset(resetPasswordCode, password, password2);
      return { success: true };
    },
  );
};
