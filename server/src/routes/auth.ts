// Registering, signing in and out with email and password (spec sections 5, 7 and 8).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  LoginBody,
  OkAnswer,
  RegisterBody,
  ResetPasswordAnswer,
  ResetPasswordBody,
  ResetRequestAnswer,
  ResetRequestBody,
  Token,
} from '@numberland/contract';
import type { Auth } from '../plugins/auth';
import { optionalSessionIdOf } from '../plugins/client-headers';
import type { Accounts } from '../services/accounts';
import { type PasswordResets, RESET_REQUESTED } from '../services/password-reset';
import { answerRefusals } from './refusals';

export interface AuthRoutesOptions {
  readonly auth: Auth;
  readonly accounts: Accounts;
  readonly resets: PasswordResets;
  /** Attempts per minute per address on sign-in and registration. */
  readonly attemptsPerMinute: number;
}

/** What a sign-in answer says of the guest games that used assists and were not counted. */
function guestNotice(stayed: number) {
  if (stayed === 0) return {};
  const games = stayed === 1 ? '1 game' : `${stayed} games`;
  return {
    guestGamesNotCounted: stayed,
    message: `${games} you played before signing in used a reveal or a hint, so ${stayed === 1 ? 'it does' : 'they do'} not count in your profile.`,
  };
}

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
        body: RegisterBody,
        response: { 200: Token, 401: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      // The guest session that signs up hands its progress to the account.
      const userId = await accounts.register(request.body);
      const stayed = await accounts.claimGuest(userId, optionalSessionIdOf(request));
      return { token: await auth.issue(userId), ...guestNotice(stayed) };
    },
  );

  app.post(
    '/auth/login',
    {
      config: limited,
      schema: {
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: { 200: Token, 401: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      const userId = await accounts.login(request.body.email, request.body.password);
      const stayed = await accounts.claimGuest(userId, optionalSessionIdOf(request));
      return { token: await auth.issue(userId), ...guestNotice(stayed) };
    },
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        summary: 'Sign out: the token stops working',
        response: { 200: OkAnswer, 401: errorResponses[400] },
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
        body: ResetRequestBody,
        response: { 200: ResetRequestAnswer, ...errorResponses },
      },
    },
    async (request) => {
      resets.request(request.body.email);
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/auth/resetPassword',
    {
      config: limited,
      schema: {
        summary: 'Set a new password with a mailed code',
        body: ResetPasswordBody,
        response: { 200: ResetPasswordAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { resetPasswordCode, password, password2 } = request.body;
      await resets.reset(resetPasswordCode, password, password2);
      return { success: true };
    },
  );
};
