// Loading -> starting (countdown) -> playing -> finished, pauses, the time-out and leaving.

import { PUZZLE_PHASES } from '../constants';
import { limitSeconds, playSeconds, playStartsAt } from './clock';
import { evolve } from './evolve';
import { updateStars } from './stars';
import type { SessionAction, SessionState, Step } from './types';

const refuse = (
  state: SessionState,
  action: SessionAction['type'],
  reason: 'not-playing' | 'not-paused' | 'already-paused',
): Step => ({
  state,
  events: [{ type: 'refused', action, reason }],
});

export function begin(state: SessionState, now: number): Step {
  if (state.phase !== PUZZLE_PHASES.loading) return refuse(state, 'begin', 'not-playing');
  const starting: SessionState = evolve(state, { phase: PUZZLE_PHASES.starting, createdAt: now });
  if (state.start.startupDelayMs <= 0) return startPlay(starting, now);
  return {
    state: starting,
    events: [{ type: 'countdown', secondsLeft: Math.ceil(state.start.startupDelayMs / 1000) }],
  };
}

function startPlay(state: SessionState, at: number): Step {
  return {
    state: evolve(state, { phase: PUZZLE_PHASES.playing, startTime: at, lastSolvedAt: 0 }),
    events: [{ type: 'started' }],
  };
}

/** The clock moved: count down, start play, or mark the time-out (which costs the time star). */
export function tick(state: SessionState, now: number): Step {
  if (state.phase === PUZZLE_PHASES.starting) {
    const startsAt = playStartsAt(state);
    if (now >= startsAt) return startPlay(state, startsAt);
    return { state, events: [{ type: 'countdown', secondsLeft: Math.ceil((startsAt - now) / 1000) }] };
  }
  if (state.phase !== PUZZLE_PHASES.playing || state.timedOut || state.pausedAt !== 0)
    return { state, events: [] };
  if (playSeconds(state, now) <= limitSeconds(state)) return { state, events: [] };
  const { stars, events } = updateStars(state, now);
  return { state: evolve(state, { stars, timedOut: true }), events: [{ type: 'time-up' }, ...events] };
}

export function pause(state: SessionState, now: number): Step {
  if (state.phase !== PUZZLE_PHASES.playing && state.phase !== PUZZLE_PHASES.starting) {
    return refuse(state, 'pause', 'not-playing');
  }
  if (state.pausedAt !== 0) return refuse(state, 'pause', 'already-paused');
  return { state: evolve(state, { pausedAt: now }), events: [{ type: 'paused' }] };
}

/** Resuming takes the paused time out of play time (and pushes the countdown back). */
export function resume(state: SessionState, now: number): Step {
  if (state.pausedAt === 0) return refuse(state, 'resume', 'not-paused');
  const paused = Math.max(0, now - state.pausedAt);
  const resumed: SessionState =
    state.phase === PUZZLE_PHASES.starting
      ? evolve(state, { pausedAt: 0, createdAt: state.createdAt + paused })
      : evolve(state, { pausedAt: 0, pausedMs: state.pausedMs + paused });
  return { state: resumed, events: [{ type: 'resumed' }] };
}

/** Leaving before the end: the puzzle stops and its progress is lost (nothing is posted). */
export function exit(state: SessionState, now: number): Step {
  if (state.phase === PUZZLE_PHASES.finished) return refuse(state, 'exit', 'not-playing');
  return {
    state: evolve(state, {
      phase: PUZZLE_PHASES.finished,
      endTime: now,
      abandoned: true,
      selection: undefined,
    }),
    events: [{ type: 'exited' }],
  };
}
