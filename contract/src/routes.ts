// Every route by method and path, with what it takes and what it answers: the client's calls are
// typed from this table, so an answer's type comes from the schema the server answers with.
// Types only: importing them brings no schema into the browser.

import type { AnalyticsAnswer, AnalyticsBody } from './analytics';
import type {
  LoginBody,
  RegisterBody,
  ResetPasswordAnswer,
  ResetPasswordBody,
  ResetRequestAnswer,
  ResetRequestBody,
  Token,
} from './auth';
import type { CaptchaChallenge, ContactAnswer, ContactBody } from './contact';
import type { OkAnswer } from './errors';
import type { GameQuery, ScoreAnswer, ScorePostBody, WirePuzzleAnswer } from './game';
import type { Health } from './health';
import type { AuthProviders, FacebookQuery, GoogleQuery, LinkedInQuery } from './providers';
import type { AdClaimBody, AdStart, DailyClaim, GemsAnswer, Profile, RenameBody, SetGemsBody } from './user';

/** GET routes: the querystring (when there is one) and the answer. */
export interface ApiGets {
  '/health': { answer: Health };
  '/game': { query: GameQuery; answer: WirePuzzleAnswer };
  '/user/profile': { answer: Profile };
  '/user/claim-daily': { answer: DailyClaim };
  '/user/reset-daily': { answer: OkAnswer };
  '/auth/logout': { answer: OkAnswer };
  '/auth/providers': { answer: AuthProviders };
  '/auth/google': { query: GoogleQuery; answer: Token };
  '/auth/facebook': { query: FacebookQuery; answer: Token };
  '/auth/linkedin': { query: LinkedInQuery; answer: Token };
  '/contact/challenge': { answer: CaptchaChallenge };
}

/** POST routes: the body and the answer. */
export interface ApiPosts {
  '/game/score': { body: ScorePostBody; answer: ScoreAnswer };
  '/user/rename': { body: RenameBody; answer: Profile };
  '/user/gems': { body: SetGemsBody; answer: GemsAnswer };
  '/user/ad/start': { body: Record<string, never>; answer: AdStart };
  '/user/ad/claim': { body: AdClaimBody; answer: GemsAnswer };
  '/auth/register': { body: RegisterBody; answer: Token };
  '/auth/login': { body: LoginBody; answer: Token };
  '/auth/requestResetPassword': { body: ResetRequestBody; answer: ResetRequestAnswer };
  '/auth/resetPassword': { body: ResetPasswordBody; answer: ResetPasswordAnswer };
  '/contact': { body: ContactBody; answer: ContactAnswer };
  '/analytics': { body: AnalyticsBody; answer: AnalyticsAnswer };
}
