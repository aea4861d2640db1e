// Every route by method and path, with what it takes and what it answers: the client's calls are
// typed from this table, so an answer's type comes from the schema the server answers with.
// Types only: importing them brings no schema into the browser.

import type * as Analytics from './analytics';
import type * as Auth from './auth';
import type * as Contact from './contact';
import type { OkAnswer } from './errors';
import type * as Game from './game';
import type { Health } from './health';
import type * as Lessons from './lessons';
import type * as Providers from './providers';
import type * as User from './user';

/** GET routes: the querystring (when there is one) and the answer. */
export interface ApiGets {
  '/health': { answer: Health };
  '/game': { query: Game.GameQuery; answer: Game.WirePuzzleAnswer };
  '/user/profile': { answer: User.Profile };
  '/user/claim-daily': { answer: User.DailyClaim };
  '/user/reset-daily': { answer: OkAnswer };
  '/user/lessons': { answer: Lessons.LessonMarks };
  '/auth/logout': { answer: OkAnswer };
  '/auth/providers': { answer: Providers.AuthProviders };
  '/auth/google': { query: Providers.GoogleQuery; answer: Auth.Token };
  '/auth/facebook': { query: Providers.FacebookQuery; answer: Auth.Token };
  '/auth/linkedin': { query: Providers.LinkedInQuery; answer: Auth.Token };
  '/contact/challenge': { answer: Contact.CaptchaChallenge };
}

/** POST routes: the body and the answer. */
export interface ApiPosts {
  '/game/score': { body: Game.ScorePostBody; answer: Game.ScoreAnswer };
  '/user/rename': { body: User.RenameBody; answer: User.Profile };
  '/user/gems': { body: User.SetGemsBody; answer: User.GemsAnswer };
  '/user/ad/start': { body: Record<string, never>; answer: User.AdStart };
  '/user/ad/claim': { body: User.AdClaimBody; answer: User.GemsAnswer };
  '/user/lessons': { body: Lessons.LessonMarksBody; answer: Lessons.LessonMarks };
  '/auth/register': { body: Auth.RegisterBody; answer: Auth.Token };
  '/auth/login': { body: Auth.LoginBody; answer: Auth.Token };
  '/auth/requestResetPassword': { body: Auth.ResetRequestBody; answer: Auth.ResetRequestAnswer };
  '/auth/resetPassword': { body: Auth.ResetPasswordBody; answer: Auth.ResetPasswordAnswer };
  '/contact': { body: Contact.ContactBody; answer: Contact.ContactAnswer };
  '/analytics': { body: Analytics.AnalyticsBody; answer: Analytics.AnalyticsAnswer };
}
