// The paid assists (spec sections 4, 5, 9): a reveal fills the selected mystery for 200 gems and
// counts as a hint; a smart hint explains the next deduction for 100 gems, up to hintsNo per
// puzzle. Short of gems, the answer is "needs an ad", never a silent no.

import { REVEAL_PRICE, SMART_HINT_PRICE } from '../constants';
import { hasHint, hint } from '../deduce/hint';
import { isPlaying } from './clock';
import { evolve } from './evolve';
import { refuse } from './input';
import { rightClueNotes } from './notes';
import { place, rightValue } from './solve';
import type { SessionEvent, SessionState, Step } from './types';

export function reveal(state: SessionState, now: number): Step {
  if (!isPlaying(state)) return refuse(state, 'reveal', 'not-playing');
  const selection = state.selection;
  if (selection?.kind !== 'mystery') return refuse(state, 'reveal', 'no-selection');
  if (state.gems < REVEAL_PRICE) return { state, events: [{ type: 'needs-ad', on: 'reveal' }] };
  const m = state.puzzle.layout.mysteryAt[selection.cell]!;
  const value = rightValue(state, m);
  const mysteries = state.mysteries.map((c, i) => (i === m ? { ...c, revealed: true } : c));
  // A revealed number earns no points, and counts as a hint used.
  const placed = place(evolve(state, { mysteries }), m, value, now, {
    gems: state.gems - REVEAL_PRICE,
    revealsUsed: state.revealsUsed + 1,
  });
  const events: SessionEvent[] = [
    { type: 'spend', gems: REVEAL_PRICE, on: 'reveal' },
    { type: 'revealed', cell: selection.cell, value },
    ...placed.events,
  ];
  return { state: placed.state, events };
}

/** Whether a smart hint can be bought now (the spec's smartHintAvailable). */
export function smartHintAvailable(state: SessionState): boolean {
  if (state.start.practice === true) return true;
  return state.gems >= SMART_HINT_PRICE && state.smartHintsUsed < state.start.hintsNo;
}

/** `explain` off: the hint is bought as ever, but not worked out (ApplyOptions). */
export function smartHint(state: SessionState, explain = true): Step {
  if (!isPlaying(state)) return refuse(state, 'smart-hint', 'not-playing');
  const practice = state.start.practice === true;
  if (!practice) {
    if (state.smartHintsUsed >= state.start.hintsNo) return { state, events: [{ type: 'hints-used-up' }] };
    if (state.gems < SMART_HINT_PRICE) return { state, events: [{ type: 'needs-ad', on: 'smart-hint' }] };
  }
  const board = {
    puzzle: state.puzzle,
    values: state.mysteries.map((c) => c.value),
    halves: rightClueNotes(state),
  };
  const record = explain ? hint(board, state.solution) : undefined;
  if (explain ? !record : !hasHint(board, state.solution))
    return refuse(state, 'smart-hint', 'nothing-to-hint');
  const shown: SessionEvent[] = record ? [{ type: 'smart-hint', record }] : [];
  // A practice board's hint is counted as used, and nothing is spent.
  if (practice) return { state: evolve(state, { smartHintsUsed: state.smartHintsUsed + 1 }), events: shown };
  const next: SessionState = evolve(state, {
    gems: state.gems - SMART_HINT_PRICE,
    smartHintsUsed: state.smartHintsUsed + 1,
  });
  return { state: next, events: [{ type: 'spend', gems: SMART_HINT_PRICE, on: 'smart-hint' }, ...shown] };
}
