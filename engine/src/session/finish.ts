// The end of a puzzle: success when every mystery is found, errors_fail when fewer than one
// error is left. Success adds the time bonus, the final bonus and the special-square bonus;
// failure loses every star and scores 0.

import { PUZZLE_PHASES } from '../constants';
import { bonusTier, finalBonus, specialSquareBonus, timeBonus, timeLeftShare } from '../scoring/scoring';
import { limitSeconds, playSeconds } from './clock';
import { hintsUsed } from './create';
import { evolve } from './evolve';
import { resultMessage, starCount, updateStars } from './stars';
import type { SessionEvent, SessionState, Step } from './types';

export function allFound(state: SessionState): boolean {
  return state.mysteries.every((m) => m.value !== 0);
}

export function finishSuccess(state: SessionState, now: number): Step {
  const ended: SessionState = evolve(state, {
    phase: PUZZLE_PHASES.finished,
    endTime: now,
    finishType: 'success',
    selection: undefined,
  });
  const { stars, events } = updateStars(ended, now);
  const hints = hintsUsed(state);
  const tier = bonusTier(starCount(stars), hints);
  const share = timeLeftShare(playSeconds(ended, now), limitSeconds(ended));
  const done: SessionState = evolve(ended, {
    stars,
    timeBonus: timeBonus(share, starCount(stars), hints),
    finalBonus: finalBonus(state.score, tier),
    specialSquareBonus: specialSquareBonus(state.score, tier, state.specialSquare?.inTime === true),
  });
  const finished: SessionEvent = { type: 'finished', finishType: 'success', message: resultMessage(stars) };
  return { state: done, events: [...events, finished] };
}

export function finishFailed(state: SessionState, now: number): Step {
  const ended: SessionState = evolve(state, {
    phase: PUZZLE_PHASES.finished,
    endTime: now,
    finishType: 'errors_fail',
    selection: undefined,
  });
  const events: SessionEvent[] = [];
  for (const star of ['time', 'noerrors', 'finished'] as const) {
    if (state.stars[star]) events.push({ type: 'star-lost', star });
  }
  const done: SessionState = evolve(ended, {
    stars: { time: false, noerrors: false, finished: false },
    score: 0,
    timeBonus: 0,
    finalBonus: 0,
    specialSquareBonus: 0,
  });
  events.push({ type: 'finished', finishType: 'errors_fail', message: 'failed' });
  return { state: done, events };
}

/** Score total: cell points plus every bonus (0 after a failure). */
export function totalScore(state: SessionState): number {
  return state.score + state.timeBonus + state.finalBonus + state.specialSquareBonus;
}
