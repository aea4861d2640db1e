// Version-B puzzles (old ids still in players' histories) were graded with chains blind to broken
// rules, and their hints fall back on version C's chains. Played by hints from the empty board,
// each of the recorded B ids must still finish, and every hint's claim must hold by the exact
// solver on only what the hint shows.

import { describe, expect, it } from 'vitest';
import { fromId } from '../generator/generate';
import { claimFault } from '../testing/evidence';
import { VERSION_B_IDS } from '../testing/version-b-ids';
import type { PlayerBoard } from './board';
import { hint } from './hint';
import { answerValue } from './hint-answer';
import { boardAfterHint, mostHints } from './hint-board';

describe('smart hints on version-B puzzles', () => {
  it.each(VERSION_B_IDS.map((r) => [r.id] as const))(
    '%s: hints from the empty board finish it, each right and shown by its own steps',
    (id) => {
      const made = fromId(id);
      if (!made.ok) throw new Error(made.error.message);
      const { puzzle, solution } = made.value;
      const { layout } = puzzle;
      let board: PlayerBoard = { puzzle, values: layout.mysteries.map(() => 0) };
      let hints = 0;
      for (let guard = 0; guard <= mostHints(layout); guard++) {
        const record = hint(board);
        if (!record) break;
        hints++;
        expect(record.type).toBe('hint');
        expect(record.value, `cell ${record.cell}`).toBeGreaterThan(0);
        const answer = record.steps.at(-1)?.messages.at(-1);
        expect(answer && answerValue(answer)).toBe(record.value);
        expect(claimFault(board, record, solution), id).toBeUndefined();
        board = boardAfterHint(board, record);
      }
      expect(board.values.filter((v) => v === 0)).toEqual([]);
      expect(hints).toBeGreaterThan(0);
    },
  );
});
