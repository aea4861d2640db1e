import { boardView, type CellView, play, type SessionState } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { actionForKey, intentForKey, isBoardKey } from './keyboard';
import { playAll, T0, testGame } from './test-game';

type ClueCell = Extract<CellView, { kind: 'pair' | 'square' }>;
const clues = (state: SessionState) =>
  boardView(state).cells.filter((c): c is ClueCell => c.kind === 'pair' || c.kind === 'square');

describe('the keyboard', () => {
  const game = testGame('l-shape-2pairs', 1);
  const first = game.state.puzzle.layout.mysteries[0]!;
  const selectedGame = playAll(game, [{ type: 'select', cell: first }]);
  const selected = selectedGame.state;

  it('digits, erase, notes and submit-note are actions; H and R are assists', () => {
    expect(actionForKey('7', selected)).toEqual({ type: 'digit', digit: 7 });
    expect(actionForKey('Backspace', selected)).toEqual({ type: 'erase' });
    expect(actionForKey('Delete', selected)).toEqual({ type: 'erase' });
    expect(actionForKey('n', selected)).toEqual({ type: 'toggle-notes' });
    expect(actionForKey('N', selected)).toEqual({ type: 'toggle-notes' });
    expect(actionForKey('s', selected)).toEqual({ type: 'submit-note' });
    expect(intentForKey('S', selected)).toEqual({ kind: 'action', action: { type: 'submit-note' } });
    expect(intentForKey('h', selected)).toEqual({ kind: 'assist', assist: 'smart-hint' });
    expect(intentForKey('R', selected)).toEqual({ kind: 'assist', assist: 'reveal' });
    expect(actionForKey('x', selected)).toBeUndefined();
    expect(intentForKey('Home', selected)).toBeUndefined();
    expect(['h', 'R', 's', 'N', '5', 'ArrowUp'].every(isBoardKey)).toBe(true);
    expect(['x', 'Enter', 'Shift'].some(isBoardKey)).toBe(false);
  });

  it('arrows select the next cell that way, a clue by a half the player can write on', () => {
    const moves = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].map((key) =>
      actionForKey(key, selected),
    );
    const somewhere = moves.filter((m) => m !== undefined);
    expect(somewhere.length).toBeGreaterThan(0);
    const view = boardView(selected);
    for (const move of somewhere) {
      expect(move).toMatchObject({ type: 'select' });
      if (move?.type !== 'select') continue;
      expect(move.cell).not.toBe(first);
      const target = view.cells[move.cell]!;
      if (target.kind === 'mystery') expect(move.half).toBeUndefined();
      else if (target.kind !== 'absent') expect(target[move.half!].source).not.toBe('printed');
      // The engine takes every move the keyboard makes.
      expect(play(selectedGame, move, T0 + 5000).events[0]?.type).toBe('selected');
    }
  });

  it('Down moves from the add half of a clue to its multiply half, and Up back (issue 19)', () => {
    const board = testGame('4-squares', 1, 4, 11);
    const open = clues(board.state).find((c) => c.add.source === 'hidden' && c.mult.source === 'hidden');
    expect(open, 'a clue with both halves hidden').toBeDefined();
    const onAdd = playAll(board, [{ type: 'select', cell: open!.cell, half: 'add' }]).state;
    expect(onAdd.selection).toEqual({ kind: 'clue', cell: open!.cell, half: 'add' });
    const down = actionForKey('ArrowDown', onAdd);
    expect(down).toEqual({ type: 'select', cell: open!.cell, half: 'mult' });
    const onMult = playAll(board, [{ type: 'select', cell: open!.cell, half: 'mult' }]).state;
    expect(actionForKey('ArrowUp', onMult)).toEqual({ type: 'select', cell: open!.cell, half: 'add' });
    // Down from the multiply half leaves the clue.
    const leaving = actionForKey('ArrowDown', onMult);
    if (leaving?.type === 'select') expect(leaving.cell).not.toBe(open!.cell);
  });

  it('a clue with its add half printed is entered on its multiply half', () => {
    for (let seed = 1; seed < 40; seed++) {
      const board = testGame('4-squares', 1, 4, seed);
      const view = boardView(board.state);
      const target = clues(board.state).find((c) => c.add.source === 'printed' && c.mult.source === 'hidden');
      if (!target) continue;
      const { width } = view;
      const left = target.cell - 1;
      // From the open cell on its left, Right lands on the clue's multiply half.
      const from = view.cells[left];
      if (
        Math.floor(left / width) !== Math.floor(target.cell / width) ||
        from?.kind !== 'mystery' ||
        from.value !== 0
      )
        continue;
      const state = playAll(board, [{ type: 'select', cell: left }]).state;
      expect(actionForKey('ArrowRight', state)).toEqual({ type: 'select', cell: target.cell, half: 'mult' });
      return;
    }
    throw new Error('no puzzle with a clue printed on its add half beside an open cell');
  });
});
