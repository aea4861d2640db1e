// A game as data: how it started and every action with its time. Playing appends to the record;
// replaying a record rebuilds the final state exactly, which is how the server checks a score.

import { apply } from './apply';
import { createSession } from './create';
import type { SessionAction, SessionEvent, SessionStart, SessionState } from './types';

export interface TimedAction {
  /** Milliseconds since the epoch, never earlier than the entry before. */
  readonly at: number;
  readonly action: SessionAction;
}

export interface GameRecord {
  readonly start: SessionStart;
  readonly createdAt: number;
  readonly actions: readonly TimedAction[];
}

export interface Game {
  readonly record: GameRecord;
  readonly state: SessionState;
}

export function newGame(start: SessionStart, now: number): Game {
  return { record: { start, createdAt: now, actions: [] }, state: createSession(start, now) };
}

/** Apply an action and keep it in the record. */
export function play(
  game: Game,
  action: SessionAction,
  now: number,
): { game: Game; events: readonly SessionEvent[] } {
  const step = apply(game.state, action, now);
  const record = { ...game.record, actions: [...game.record.actions, { at: now, action }] };
  return { game: { record, state: step.state }, events: step.events };
}

/** The state a record leads to (its hints and explanations are not worked out again). */
export function replay(record: GameRecord): SessionState {
  let state = createSession(record.start, record.createdAt);
  for (const { at, action } of record.actions) state = apply(state, action, at, { explain: false }).state;
  return state;
}
