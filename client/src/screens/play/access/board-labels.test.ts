import { boardView } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/test-translator';
import { playAll, testGame } from '../../../play/test-game';
import {
  type ClueCell,
  clueHalfLabel,
  clueLabel,
  type MysteryCell,
  mysteryLabel,
  placeOf,
} from './board-labels';
import { accessRows, entryCell } from './board-rows';

const en = translator('en');
const no = translator('no');

describe('the words of the accessible board', () => {
  const game = testGame('one-square', 1, 2, 5);
  const { layout } = game.state.puzzle;
  const first = layout.mysteries[0]!;
  const second = layout.mysteries[1]!;

  it('places mysteries by row and column among the number squares, from 1', () => {
    expect(placeOf(layout, first)).toEqual({ row: 1, column: 1 });
    expect(placeOf(layout, second)).toEqual({ row: 1, column: 2 });
    expect(placeOf(layout, layout.mysteries[3]!)).toEqual({ row: 2, column: 2 });
  });

  it('an open square with notes and a wrong try, then found', () => {
    const open = game.state.mysteries.findIndex((m) => m.value === 0);
    const cell = layout.mysteries[open]!;
    const { row, column } = placeOf(layout, cell);
    const answer = game.state.solution[open]!;
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== answer && !game.state.solution.includes(d))!;
    const noted = playAll(game, [
      { type: 'select', cell },
      { type: 'toggle-notes' },
      { type: 'digit', digit: 4 },
      { type: 'digit', digit: 1 },
    ]);
    const view = (g = noted) => boardView(g.state).cells[cell] as MysteryCell;
    expect(mysteryLabel(en, layout, view())).toBe(`row ${row}, column ${column}: unknown; notes 1, 4`);
    expect(mysteryLabel(no, layout, view())).toBe(`rad ${row}, kolonne ${column}: ukjent; notater 1, 4`);
    const tried = playAll(noted, [{ type: 'toggle-notes' }, { type: 'digit', digit: wrong }]);
    expect(mysteryLabel(en, layout, view(tried))).toContain(`tried ${wrong}`);
    const found = playAll(tried, [{ type: 'digit', digit: answer }]);
    expect(mysteryLabel(en, layout, view(found))).toBe(`row ${row}, column ${column}: ${answer}`);
  });

  it('a given or revealed square says so', () => {
    const view = { ...(boardView(game.state).cells[second] as MysteryCell), value: 6 };
    expect(mysteryLabel(en, layout, { ...view, given: true })).toBe('row 1, column 2: 6, given');
    expect(mysteryLabel(en, layout, { ...view, revealed: true })).toBe('row 1, column 2: 6, revealed');
  });

  it('a pair clue between two squares, with its halves printed, hidden or noted', () => {
    const slot = layout.pairs.find((p) => p.a === 0 && p.b === 1)!;
    const clue = game.state.puzzle.pairClues[layout.pairAt[slot.cell]!]!;
    const view = boardView(game.state).cells[slot.cell] as ClueCell;
    const sum = clue.add ? `sum ${clue.add}` : 'sum hidden';
    const product = clue.mult ? `product ${clue.mult}` : 'product hidden';
    expect(clueLabel(en, layout, view)).toBe(
      `pair clue between row 1 column 1 and row 1 column 2: ${sum}, ${product}`,
    );
    expect(clueHalfLabel(en, layout, view, 'mult')).toMatch(/; product half$/);
    if (clue.mult === 0) {
      const noted = playAll(game, [
        { type: 'select', cell: slot.cell, half: 'mult' },
        { type: 'digit', digit: 2 },
        { type: 'digit', digit: 4 },
      ]);
      const after = boardView(noted.state).cells[slot.cell] as ClueCell;
      expect(clueLabel(en, layout, after)).toContain('product hidden, your note 24');
    }
  });

  it('the square clue names its four corners', () => {
    const square = layout.squares[0]!;
    const view = boardView(game.state).cells[square.cell] as ClueCell;
    expect(clueLabel(en, layout, view)).toMatch(
      /^square clue between row 1 column 1, row 1 column 2, row 2 column 1 and row 2 column 2: sum (\d+|hidden), product (\d+|hidden)$/,
    );
    expect(clueLabel(no, layout, view)).toMatch(/^ruteledetråd mellom rad 1 kolonne 1, /);
  });

  it('rows hold every mystery once and both halves of every clue; Tab enters on the selection', () => {
    const rows = accessRows(en, game.state);
    const cells = rows.flat();
    expect(cells.filter((c) => c.half === undefined)).toHaveLength(layout.mysteries.length);
    expect(cells.filter((c) => c.half === 'add')).toHaveLength(layout.pairs.length + layout.squares.length);
    expect(cells.filter((c) => c.half === 'mult')).toHaveLength(layout.pairs.length + layout.squares.length);
    expect(rows).toHaveLength(layout.height);
    expect(entryCell(rows)?.open).toBe(true);
    const open = cells.find((c) => c.half === 'mult' && c.open);
    if (!open) return;
    const selected = playAll(game, [{ type: 'select', cell: open.cell, half: 'mult' }]).state;
    const entry = entryCell(accessRows(en, selected));
    expect(entry).toMatchObject({ cell: open.cell, half: 'mult', selected: true });
  });
});
