// The player's board after taking a hint's answer: the number written in, or for a hint that ends
// on a clue half (hint-half.ts) the half written in the clue. Reports and tests that play a
// puzzle by hints alone move on with it.

import type { Layout } from '../layout';
import type { PlayerBoard } from './board';
import type { SmartHint } from './hint-record';

export function boardAfterHint(board: PlayerBoard, record: SmartHint): PlayerBoard {
  if (record.half) {
    const note = { cell: record.cell, half: record.half, value: record.value };
    return { ...board, halves: [...(board.halves ?? []), note] };
  }
  const m = board.puzzle.layout.mysteryAt[record.cell]!;
  return { ...board, values: board.values.map((v, i) => (i === m ? record.value : v)) };
}

/** The most hints a puzzle played by hints alone can take: one per number and one per clue half. */
export function mostHints(layout: Layout): number {
  return layout.mysteries.length + 2 * (layout.pairs.length + layout.squares.length);
}
