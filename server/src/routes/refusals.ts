// The HTTP answer to each refusal a service can give: services name what went wrong (their
// Refusal codes), the routes decide which status that is. A code missing here fails typecheck.

import type { FastifyInstance } from 'fastify';
import { ApiError } from '../plugins/errors';
import type { AnalyticsRefusalCode } from '../repositories/analytics';
import type { AccountRefusalCode } from '../services/accounts';
import type { AssistRefusalCode } from '../services/assist-charges';
import type { GemsRefusalCode } from '../services/gems';
import type { ResetRefusalCode } from '../services/password-reset';
import type { ProfileRefusalCode } from '../services/profiles';
import type { ProviderRefusalCode } from '../services/provider-http';
import { Refusal } from '../services/refusal';
import type { ScoreRefusalCode } from '../services/score-checks';
import type { VerifyRefusalCode } from '../services/verify-score';

type RefusalCode =
  | AccountRefusalCode
  | AnalyticsRefusalCode
  | AssistRefusalCode
  | GemsRefusalCode
  | ResetRefusalCode
  | ProfileRefusalCode
  | ProviderRefusalCode
  | ScoreRefusalCode
  | VerifyRefusalCode;

const STATUS: Record<RefusalCode, number> = {
  // What the caller sent is wrong or incomplete.
  'error-login-enteremail': 400,
  'error-login-enterpassword': 400,
  'error-login-enterusername': 400,
  'error-register-terms': 400,
  'error-register-passwordformat': 400,
  'error-register-passwordsmatch': 400,
  'forgot-password-not-email': 400,
  'bad-username': 400,
  'reset-password-fail': 400,
  'bad-time-zone': 400,
  'not-enough-gems': 400,
  // A score post that names no puzzle of its land, or whose actions cannot be read.
  'not-a-string': 400,
  malformed: 400,
  'unknown-version': 400,
  'unknown-shape': 400,
  'no-such-orientation': 400,
  'bad-difficulty': 400,
  'bad-seed': 400,
  'wrong-puzzle': 400,
  'wrong-level': 400,
  'bad-actions': 400,
  // Who the caller is.
  'error-login-wrongcredentials': 401,
  'sign-in-required': 401,
  'provider-token-invalid': 401,
  'provider-email-unverified': 401,
  'gems-cannot-rise': 403,
  // The state of the game refuses it.
  'error-register-useremailexists': 409,
  'error-register-usernameexists': 409,
  'daily-claimed': 409,
  'gems-changed': 409,
  'ad-not-finished': 409,
  'id-taken': 409,
  'game-taken': 409,
  'not-served': 422,
  'outside-serving-window': 422,
  'assists-not-paid': 422,
  // A game whose actions do not come to what the post says, or not at a human's pace.
  'implausible-times': 422,
  'not-finished': 422,
  'score-mismatch': 422,
  'ad-limit': 429,
  'analytics-quota': 429,
  // A provider we depend on.
  'provider-unavailable': 502,
  'provider-not-configured': 503,
};

const isMapped = (code: string): code is RefusalCode => Object.hasOwn(STATUS, code);

/** The HTTP error of a refusal; anything else is left as it is. */
export function httpErrorOf(error: unknown): unknown {
  if (!(error instanceof Refusal) || !isMapped(error.code)) return error;
  return new ApiError(STATUS[error.code], error.code, error.message);
}

/**
 * Routes of `app` answer refusals with their status. Every other error (and a refusal with no
 * status, a bug: the 500 path logs it) goes on to the app's error handler (plugins/errors.ts).
 */
export function answerRefusals(app: FastifyInstance): void {
  app.setErrorHandler((error) => {
    throw httpErrorOf(error);
  });
}
