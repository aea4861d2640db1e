import { describe, expect, it } from 'vitest';
import { actionForKey } from './keyboard';
import { playAll, testGame } from './test-game';

describe('the keyboard', () => {
  const game = testGame('l-shape-2pairs', 1);
  const first = game.state.puzzle.layout.mysteries[0]!;
  const selected = playAll(game, [{ type: 'select', cell: first }]).state;

  it('digits, erase and notes', () => {
    expect(actionForKey('7', selected)).toEqual({ type: 'digit', digit: 7 });
    expect(actionForKey('Backspace', selected)).toEqual({ type: 'erase' });
    expect(actionForKey('Delete', selected)).toEqual({ type: 'erase' });
    expect(actionForKey('n', selected)).toEqual({ type: 'toggle-notes' });
    expect(actionForKey('N', selected)).toEqual({ type: 'toggle-notes' });
    expect(actionForKey('x', selected)).toBeUndefined();
  });

  it('arrows select the next cell that way (a clue by its add half), or nothing at the edge', () => {
    const moves = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].map((key) =>
      actionForKey(key, selected),
    );
    const somewhere = moves.filter((m) => m !== undefined);
    expect(somewhere.length).toBeGreaterThan(0);
    for (const move of somewhere) {
      expect(move).toMatchObject({ type: 'select' });
      if (move?.type !== 'select') continue;
      const isMystery = selected.puzzle.layout.mysteryAt[move.cell]! >= 0;
      expect(move.half).toBe(isMystery ? undefined : 'add');
      expect(move.cell).not.toBe(first);
    }
  });
});
