// Played games for the score post's tests: a generated puzzle played through at a chosen pace.

import { fromId, type GeneratedPuzzle } from '../generator/generate';
import { type Game, newGame, play } from '../session/replay';
import type { SessionAction, SessionStart } from '../session/types';
import { T0 } from './session-fixtures';

/** The puzzle a start was made from, as the server regenerates it from the id. */
export function servedFor(start: SessionStart): GeneratedPuzzle {
  const made = fromId(start.puzzleId);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** A turn at one cell: wrong digits tried first, then the right one or a reveal. */
export interface CellTurn {
  readonly wrong: readonly number[];
  readonly reveal: boolean;
  /** Milliseconds from the previous entry to each entry of this turn. */
  readonly gapMs: number;
}

/** The game begun at T0, with each cell taken in turn as `turnAt(m)` says, until it ends. */
export function playTurns(start: SessionStart, turnAt: (m: number) => CellTurn): Game {
  let game = play(newGame(start, T0), { type: 'begin' }, T0).game;
  let now = T0;
  const act = (action: SessionAction) => {
    game = play(game, action, now).game;
  };
  for (const [m, cell] of start.puzzle.layout.mysteries.entries()) {
    if (game.state.finishType) break;
    const turn = turnAt(m);
    act({ type: 'select', cell });
    for (const digit of turn.wrong) {
      now += turn.gapMs;
      act({ type: 'digit', digit });
    }
    now += turn.gapMs;
    act(turn.reveal ? { type: 'reveal' } : { type: 'digit', digit: start.solution[m]! });
  }
  return game;
}

/** Every cell entered right, `gapMs` apart; the first `reveals` cells revealed instead. */
export function playedGame(start: SessionStart, gapMs = 1000, reveals = 0): Game {
  return playTurns(start, (m) => ({ wrong: [], reveal: m < reveals, gapMs }));
}
