// Which picture answers which session event: the step from the engine's events to effects.ts.
// The engine has decided everything already; this only looks up where on the board it happened.

import type { SessionEvent, SessionState } from '@numberland/engine';
import type { Board } from './board';
import type { BoardLayout } from './board-layout';
import type { Effects } from './effects';

export interface FeedbackContext {
  readonly state: SessionState;
  readonly layout: BoardLayout;
  readonly board: Board;
  readonly effects: Effects;
  readonly reducedMotion: boolean;
}

export function playFeedback(events: readonly SessionEvent[], context: FeedbackContext) {
  const { state, layout, board, effects, reducedMotion: reduced } = context;
  for (const event of events) {
    switch (event.type) {
      case 'correct':
        effects.correct(layout, event.cell, event.points, reduced);
        break;
      case 'wrong':
        effects.wrong(layout, event.cell, event.value, reduced ? undefined : board.hold(event.cell), reduced);
        break;
      case 'clue-solved':
        effects.clueSolved(layout, event.cell, reduced ? undefined : board.hold(event.cell), reduced);
        break;
      case 'revealed':
        effects.revealed(layout, event.cell);
        break;
      case 'special-square': {
        const grid = state.puzzle.layout;
        const slot = grid.squares[grid.squareAt[event.cell] ?? -1];
        const corners = slot ? slot.corners.map((m) => grid.mysteries[m]!) : [];
        effects.specialSquare(layout, event.cell, corners, reduced);
        break;
      }
      case 'refused': {
        // A digit already tried, or one that cannot go there: the selection shakes its head.
        const cell = state.selection?.cell;
        if (event.action !== 'digit' || cell === undefined || reduced) break;
        const tile = board.hold(cell);
        if (tile) effects.shake(tile.container, tile.container.x, layout.cell, tile.release);
        break;
      }
      default:
        break;
    }
  }
}
