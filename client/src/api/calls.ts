// Every call of the server (server/README.md, "Calls"), typed by the API contract: a path's
// body and answer come from the schemas the server validates and answers with. Reads and
// interactive writes throw ApiError for the screen to show; the writes that must never be lost
// (score, gem total, analytics) answer Sent<T> and wait in the outbox when the server is out of
// reach. Types only from the contract: no schema is bundled into the browser.

import type {
  AnalyticsEvent,
  ApiGets,
  ApiPosts,
  ContactBody,
  GameQuery,
  LessonMarksBody,
  RegisterBody,
  ResetPasswordBody,
  ScorePostBody,
} from '@numberland/contract';
import type { ApiClient, RequestOptions, Sent } from './client';
import { type LateScore, onLateScore } from './late-score';
import type { WriteTag } from './outbox';

/** The player's time zone, so the daily reward follows their calendar day, not the server's. */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

type QueryOf<P extends keyof ApiGets> = ApiGets[P] extends { query: infer Q } ? Q : never;
type Answer<Routes, P extends keyof Routes> = Routes[P] extends { answer: infer A } ? A : never;

export function createCalls(client: ApiClient) {
  const get = <P extends keyof ApiGets>(path: P, opts: RequestOptions & { query?: QueryOf<P> } = {}) =>
    client.request<Answer<ApiGets, P>>('GET', path, opts);
  const post = <P extends keyof ApiPosts>(path: P, body: ApiPosts[P]['body']) =>
    client.request<Answer<ApiPosts, P>>('POST', path, { body });
  const write = <P extends keyof ApiPosts>(
    path: P,
    body: ApiPosts[P]['body'],
    after?: readonly (keyof ApiPosts)[],
    tag?: WriteTag,
  ): Promise<Sent<Answer<ApiPosts, P>>> =>
    client.write(path, body, { ...(after ? { after } : {}), ...(tag ? { tag } : {}) });

  return {
    health: () => get('/health'),

    // Puzzles and scores
    game: (query: GameQuery) =>
      get('/game', {
        query: { level: query.level, shape: query.shape, difficulty: query.difficulty, id: query.id },
      }),
    // After the gem totals: the server charges the game's reveals against the gems spent.
    // Tagged with the game's id: an answer that comes late, through the outbox, finds its game.
    postScore: (score: ScorePostBody) =>
      write('/game/score', score, ['/user/gems'], { kind: 'score', id: score.id }),
    /** Hears each score post answered (or refused) after waiting in the outbox. */
    onLateScore: (listener: (late: LateScore) => void) => onLateScore(client, listener),

    // The signed-in player
    profile: () => get('/user/profile'),
    rename: (newName: string) => post('/user/rename', { newName }),
    /** A new total and the balance it was computed from: the server takes it only from that balance. */
    setGems: (gems: number, from: number) => write('/user/gems', { gems, from }),
    claimDaily: () => {
      const zone = timeZone();
      return get('/user/claim-daily', zone ? { headers: { 'X-Time-Zone': zone } } : {});
    },
    /** Outside production only: the daily reward can be claimed again (the d r shortcut). */
    resetDaily: () => get('/user/reset-daily'),
    startAd: () => post('/user/ad/start', {}),
    claimAd: (adId: string) => post('/user/ad/claim', { adId }),
    lessonMarks: () => get('/user/lessons'),
    /** Adds marks (never removes one): answers every lesson the account has done. */
    markLessons: (done: LessonMarksBody['done']) => post('/user/lessons', { done }),

    // Accounts
    register: (body: RegisterBody) => post('/auth/register', body),
    login: (email: string, password: string) => post('/auth/login', { email, password }),
    logout: () => get('/auth/logout'),
    requestResetPassword: (email: string) => post('/auth/requestResetPassword', { email }),
    resetPassword: (body: ResetPasswordBody) => post('/auth/resetPassword', body),

    // Sign-in providers: which are configured, then each answers our own token
    authProviders: () => get('/auth/providers'),
    loginGoogle: (idToken: string, clientId: string) =>
      get('/auth/google', { query: { id_token: idToken, client_id: clientId } }),
    loginFacebook: (accessToken: string) => get('/auth/facebook', { query: { access_token: accessToken } }),
    loginLinkedIn: (grant: { readonly accessToken: string } | { readonly code: string }) =>
      get('/auth/linkedin', {
        query: 'code' in grant ? { code: grant.code } : { access_token: grant.accessToken },
      }),

    // Contact form
    contactChallenge: () => get('/contact/challenge'),
    contact: (body: ContactBody) => post('/contact', body),

    // Analytics: never holds the player up, never lost
    analytics: (events: readonly [AnalyticsEvent, ...AnalyticsEvent[]]) =>
      write('/analytics', events.length === 1 ? events[0] : { events: [...events] }),
  };
}

export type Calls = ReturnType<typeof createCalls>;
