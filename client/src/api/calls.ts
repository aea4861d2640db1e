// Every call of the server (server/README.md, "Calls"), typed. Reads and interactive writes
// throw ApiError for the screen to show; the writes that must never be lost (score, gem total,
// analytics) answer Sent<T> and wait in the outbox when the server is out of reach.

import type { WirePuzzle } from '@numberland/engine';
import type { ApiClient, Sent } from './client';
import { type LateScore, onLateScore } from './late-score';
import type {
  AdStart,
  AnalyticsEvent,
  CaptchaChallenge,
  ContactBody,
  GameQuery,
  Profile,
  RegisterBody,
  ResetPasswordBody,
  ScoreAnswer,
  ScorePost,
  Token,
} from './types';

/** The player's time zone, so the daily reward follows their calendar day, not the server's. */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** GET /auth/providers: the sign-ins this server has configured, with what a browser needs to start each. */
export interface AuthProviders {
  readonly google?: { readonly clientId: string; readonly authorizeUrl: string };
  readonly facebook?: { readonly appId: string; readonly authorizeUrl: string };
  readonly linkedin?: {
    readonly clientId: string;
    readonly redirectUri: string;
    readonly authorizeUrl: string;
  };
}

export function createCalls(client: ApiClient) {
  const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
    client.request<T>('GET', path, query ? { query } : {});
  const post = <T>(path: string, body: unknown) => client.request<T>('POST', path, { body });

  return {
    health: () => get<{ ok: boolean; cheats: boolean }>('/health'),

    // Puzzles and scores
    game: (query: GameQuery) =>
      get<WirePuzzle>('/game', {
        level: query.level,
        shape: query.shape,
        difficulty: query.difficulty,
        id: query.id,
      }),
    // After the gem totals: the server charges the game's reveals against the gems spent.
    // Tagged with the game's id: an answer that comes late, through the outbox, finds its game.
    postScore: (score: ScorePost): Promise<Sent<ScoreAnswer>> =>
      client.write('/game/score', score, { after: ['/user/gems'], tag: { kind: 'score', id: score.id } }),
    /** Hears each score post answered (or refused) after waiting in the outbox. */
    onLateScore: (listener: (late: LateScore) => void) => onLateScore(client, listener),

    // The signed-in player
    profile: () => get<Profile>('/user/profile'),
    rename: (newName: string) => post<Profile>('/user/rename', { newName }),
    setGems: (gems: number): Promise<Sent<{ gems: number }>> => client.write('/user/gems', { gems }),
    claimDaily: () => {
      const zone = timeZone();
      return client.request<{ gems: number; lastDaily: string }>(
        'GET',
        '/user/claim-daily',
        zone ? { headers: { 'X-Time-Zone': zone } } : {},
      );
    },
    /** Outside production only: the daily reward can be claimed again (the d r shortcut). */
    resetDaily: () => get<{ ok: boolean }>('/user/reset-daily'),
    startAd: () => post<AdStart>('/user/ad/start', {}),
    claimAd: (adId: string) => post<{ gems: number }>('/user/ad/claim', { adId }),

    // Accounts
    register: (body: RegisterBody) => post<Token>('/auth/register', body),
    login: (email: string, password: string) => post<Token>('/auth/login', { email, password }),
    logout: () => get<{ ok: boolean }>('/auth/logout'),
    requestResetPassword: (email: string) =>
      post<{ message: string }>('/auth/requestResetPassword', { email }),
    resetPassword: (body: ResetPasswordBody) => post<{ success: boolean }>('/auth/resetPassword', body),

    // Sign-in providers: which are configured, then each answers our own token
    authProviders: () => get<AuthProviders>('/auth/providers'),
    loginGoogle: (idToken: string, clientId: string) =>
      get<Token>('/auth/google', { id_token: idToken, client_id: clientId }),
    loginFacebook: (accessToken: string) => get<Token>('/auth/facebook', { access_token: accessToken }),
    loginLinkedIn: (grant: { readonly accessToken: string } | { readonly code: string }) =>
      get<Token>(
        '/auth/linkedin',
        'code' in grant ? { code: grant.code } : { access_token: grant.accessToken },
      ),

    // Contact form
    contactChallenge: () => get<CaptchaChallenge>('/contact/challenge'),
    contact: (body: ContactBody) => post<{ sent: boolean }>('/contact', body),

    // Analytics: never holds the player up, never lost
    analytics: (events: readonly AnalyticsEvent[]): Promise<Sent<{ stored: number }>> =>
      client.write('/analytics', events.length === 1 ? events[0] : { events }),
  };
}

export type Calls = ReturnType<typeof createCalls>;
