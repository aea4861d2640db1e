// Stars (spec section 4): the time star is kept while play time is within the limit, the
// no-errors star while no wrong number was made, the finished star unless the puzzle failed.
// Stars are checked on time-out, on every number and at the end; a star once lost stays lost.

import { STARS_PER_PUZZLE } from '../constants';
import { limitSeconds, playSeconds } from './clock';
import type { ResultMessage, SessionEvent, SessionState, Star, Stars } from './types';

export function starCount(stars: Stars): number {
  return Number(stars.time) + Number(stars.noerrors) + Number(stars.finished);
}

/** The stars as they stand at `now`, and an event for each one just lost. */
export function updateStars(state: SessionState, now: number): { stars: Stars; events: SessionEvent[] } {
  const next: Stars = {
    time: state.stars.time && playSeconds(state, now) <= limitSeconds(state),
    noerrors: state.stars.noerrors && state.errorsMade === 0,
    finished: state.stars.finished && state.finishType !== 'errors_fail',
  };
  const events: SessionEvent[] = [];
  for (const star of ['time', 'noerrors', 'finished'] as const satisfies readonly Star[]) {
    if (state.stars[star] && !next[star]) events.push({ type: 'star-lost', star });
  }
  return { stars: next, events };
}

/** The end screen's title by stars (spec section 2, "End screen"). */
export function resultMessage(stars: Stars): ResultMessage {
  const count = starCount(stars);
  if (count === STARS_PER_PUZZLE) return 'perfect';
  if (!stars.finished) return 'failed';
  if (count === 2) return stars.time ? 'completed-on-time' : 'completed-no-errors';
  return 'completed';
}
