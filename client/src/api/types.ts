// The shapes of the server's requests and answers (server/src/routes/*.ts and schemas.ts). The
// puzzle and the score summary are the engine's own types, so client and server cannot drift.

import type { AnalyticsEventName, ScoreSummary, SessionAction } from '@numberland/engine';

export type { AnalyticsEventName };

export interface Profile {
  readonly username: string;
  readonly email: string;
  readonly gems: number;
  readonly stars: number;
  readonly topScore: number;
  readonly totalScore: number;
  readonly topscoredifficulty: number;
  readonly gamesCount: number;
  /** YYYY-MM-DD of the last daily claim, in the player's time zone. */
  readonly lastDaily: string | null;
  readonly profilePicture: string | null;
}

export interface GameQuery {
  readonly level: number;
  readonly shape: number;
  readonly difficulty: number;
  readonly id?: string;
}

/** POST /game/score: the engine's summary plus what the server needs to replay the game. */
export interface ScorePost extends ScoreSummary {
  readonly level: number;
  readonly game: {
    readonly createdAt: number;
    readonly gems: number;
    readonly startupDelayMs: number;
    readonly errorAssist: boolean;
    readonly actions: readonly { readonly at: number; readonly action: SessionAction }[];
  };
}

export interface ScoreAnswer {
  readonly id: string;
  readonly verified: boolean;
  readonly total: number;
  /** Gems the puzzle paid now (signed in, once per puzzle). */
  readonly prize: number;
  /** The new balance, signed in only. */
  readonly gems?: number;
}

export interface Token {
  readonly token: string;
}

export interface RegisterBody {
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly password2: string;
  readonly GDPRConfirmed: boolean;
}

export interface ResetPasswordBody {
  readonly resetPasswordCode: string;
  readonly password: string;
  readonly password2: string;
}

export interface ContactBody {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  /** The ALTCHA widget's payload for a challenge from GET /contact/challenge. */
  readonly captcha: string;
}

/** An ALTCHA challenge, handed to the widget as it is. */
export type CaptchaChallenge = Readonly<Record<string, unknown>>;

export interface AdStart {
  readonly adId: string;
  readonly seconds: number;
  readonly reward: number;
}

export interface AnalyticsEvent {
  readonly eventName: AnalyticsEventName;
  /** The client id: the device's session id. */
  readonly ID: string;
  readonly tenant?: string;
  readonly data?: Readonly<Record<string, unknown>>;
}
