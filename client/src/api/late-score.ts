// A finished game's score post that waited in the outbox, answered or refused later: handed to
// its listener as a typed answer, by the game's id, so the end screen and the balance can follow.

import type { ScoreAnswer } from '@numberland/contract';
import type { ApiClient, LateAnswer } from './client';
import { ApiError } from './errors';

export type ScoreOutcome =
  | { readonly kind: 'answered'; readonly answer: ScoreAnswer }
  | { readonly kind: 'refused'; readonly error: ApiError };

export interface LateScore {
  /** The finished game's id (the post's `id`). */
  readonly gameId: string;
  /** The token the post was sent with; null for a guest's. */
  readonly token: string | null;
  readonly outcome: ScoreOutcome;
}

/** Whether an answer's body is a score answer: the server's 200 to POST /game/score. */
export function isScoreAnswer(value: unknown): value is ScoreAnswer {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'id' in value &&
    typeof value.id === 'string' &&
    'verified' in value &&
    typeof value.verified === 'boolean' &&
    'total' in value &&
    typeof value.total === 'number' &&
    'prize' in value &&
    typeof value.prize === 'number' &&
    (!('gems' in value) || value.gems === undefined || typeof value.gems === 'number')
  );
}

function lateScoreOf(late: LateAnswer): LateScore | undefined {
  if (late.tag.kind !== 'score') return undefined;
  const { delivery } = late;
  const outcome: ScoreOutcome =
    delivery.kind === 'rejected'
      ? { kind: 'refused', error: delivery.error }
      : isScoreAnswer(delivery.body)
        ? { kind: 'answered', answer: delivery.body }
        : { kind: 'refused', error: new ApiError(200, 'bad-answer', 'The score answer could not be read.') };
  return { gameId: late.tag.id, token: late.token, outcome };
}

/** Calls `listener` with each late score answer; returns the function that stops it. */
export function onLateScore(client: ApiClient, listener: (late: LateScore) => void): () => void {
  return client.onLateAnswer((late) => {
    const score = lateScoreOf(late);
    if (score) listener(score);
  });
}
