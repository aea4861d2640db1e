// Sessions for tests: a generated puzzle turned into a session start, and small drivers.

import type { DifficultyLevel, ShapeName } from '../constants';
import { generate } from '../generator/generate';
import { landsWithShape } from '../lands';
import { apply } from '../session/apply';
import { createSession } from '../session/create';
import { isRight } from '../session/solve';
import { sessionStart } from '../session/start';
import type { SessionAction, SessionEvent, SessionStart, SessionState } from '../session/types';
import type { Orientation } from '../shapes';

export const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

export function startFor(
  shape: ShapeName,
  difficulty: DifficultyLevel = 1,
  seed = 1,
  overrides: Partial<SessionStart> = {},
  orientation: Orientation = 'landscape',
): SessionStart {
  const made = generate({ shape, orientation, difficulty, seed });
  const info = { ...made, puzzleId: made.id, level: landsWithShape(shape)[0]!, difficultyLevel: difficulty };
  const player = {
    id: `game-${shape}-${difficulty}-${seed}`,
    gems: 500,
    startupDelayMs: 0,
    errorAssist: false,
  };
  const start = sessionStart(made.puzzle, info, player);
  if (!start.ok) throw new Error(start.error);
  return { ...start.value, ...overrides };
}

/** A session already playing at T0. */
export function playing(start: SessionStart): SessionState {
  return apply(createSession(start, T0), { type: 'begin' }, T0).state;
}

/** Apply actions at the given times (ms after T0), collecting every event. */
export function run(
  state: SessionState,
  steps: readonly (readonly [number, SessionAction])[],
): { state: SessionState; events: SessionEvent[] } {
  const events: SessionEvent[] = [];
  let current = state;
  for (const [after, action] of steps) {
    const step = apply(current, action, T0 + after);
    current = step.state;
    events.push(...step.events);
  }
  return { state: current, events };
}

/** Select mystery m and enter `value` there, `after` ms into play. */
export function enterAt(state: SessionState, m: number, value: number, after: number) {
  const cell = state.puzzle.layout.mysteries[m]!;
  const selected = state.selection?.kind === 'mystery' && state.selection.cell === cell;
  const select: [number, SessionAction][] = selected ? [] : [[after, { type: 'select', cell }]];
  return run(state, [...select, [after, { type: 'digit', digit: value }]]);
}

/** A wrong digit for mystery m (never its solution). */
export function wrongDigit(state: SessionState, m: number, skip: readonly number[] = []): number {
  for (let d = 1; d <= 9; d++) if (!isRight(state, m, d) && !skip.includes(d)) return d;
  throw new Error('no wrong digit left');
}
