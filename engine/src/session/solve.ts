// A mystery found: its clues may be solved with it, a special square may appear, and the last
// mystery found finishes the puzzle.

import { SPECIAL_SQUARE_TIME_LIMITS } from '../constants';
import { SHAPES } from '../shapes';
import { playSeconds } from './clock';
import { evolve } from './evolve';
import { allFound, finishSuccess } from './finish';
import type { SessionEvent, SessionState, Step } from './types';

/**
 * Whether `value` is right for mystery m. In single-pair either number fits either cell (spec
 * section 4), as long as the other cell has not taken it.
 */
export function isRight(state: SessionState, m: number, value: number): boolean {
  if (SHAPES[state.puzzle.layout.shape].unordered !== true) return state.solution[m] === value;
  const pool = [...state.solution];
  state.mysteries.forEach((other, o) => {
    if (o === m || other.value === 0) return;
    const at = pool.indexOf(other.value);
    if (at !== -1) pool.splice(at, 1);
  });
  return pool.includes(value);
}

/** The right number for a reveal: the cell's own, or in single-pair whichever is still free. */
export function rightValue(state: SessionState, m: number): number {
  const own = state.solution[m]!;
  if (isRight(state, m, own)) return own;
  return state.solution.find((v) => isRight(state, m, v)) ?? own;
}

/** Put a found number in mystery m and report what it completes. */
export function place(
  state: SessionState,
  m: number,
  value: number,
  now: number,
  extra: Partial<SessionState>,
): Step {
  const { layout } = state.puzzle;
  const mysteries = state.mysteries.map((cell, i) => (i === m ? { ...cell, value, notes: 0 } : cell));
  let next: SessionState = evolve(state, extra, { mysteries, selection: undefined });
  const events: SessionEvent[] = [];
  for (const p of layout.pairsOf[m]!) {
    const { a, b, cell } = layout.pairs[p]!;
    if (mysteries[a]!.value !== 0 && mysteries[b]!.value !== 0) events.push({ type: 'clue-solved', cell });
  }
  for (const q of layout.squaresOf[m]!) {
    const { corners, cell } = layout.squares[q]!;
    if (!allSet(mysteries, corners)) continue;
    events.push({ type: 'clue-solved', cell });
    const first = mysteries[corners[0]]!.value;
    if (corners.every((c) => mysteries[c]!.value === first) && !next.specialSquare) {
      const limit = SPECIAL_SQUARE_TIME_LIMITS[layout.shape];
      const inTime = limit !== undefined && playSeconds(next, now) <= limit;
      next = evolve(next, { specialSquare: { slot: q, inTime } });
      events.push({ type: 'special-square', cell, inTime });
    }
  }
  if (!allFound(next)) return { state: next, events };
  const done = finishSuccess(next, now);
  return { state: done.state, events: [...events, ...done.events] };
}

function allSet(mysteries: SessionState['mysteries'], corners: readonly number[]): boolean {
  for (const c of corners) if (mysteries[c]!.value === 0) return false;
  return true;
}
