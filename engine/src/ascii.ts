// A readable text picture of a puzzle, for the command line and for test failure messages.
//   ?         mystery to find           5   given mystery
//   +11 x28   pair clue: sum and product, '?' for a hidden half
//   [+20 x?]  square clue

import { CellType } from './grid';
import type { Layout } from './layout';
import type { Clue, Puzzle, Values } from './puzzle';

const COLUMN = 9;

function half(value: number): string {
  return value === 0 ? '?' : String(value);
}

function clueText(clue: Clue, square: boolean): string {
  const text = `+${half(clue.add)} x${half(clue.mult)}`;
  return square ? `[${text}]` : text;
}

function centre(text: string): string {
  const left = Math.floor((COLUMN - text.length) / 2);
  return ' '.repeat(Math.max(0, left)) + text + ' '.repeat(Math.max(0, COLUMN - text.length - left));
}

/** The grid with clues; mysteries show the given value, or `values` when passed (a solution). */
export function renderPuzzle(puzzle: Puzzle, values?: Values): string {
  const { layout } = puzzle;
  const lines: string[] = [];
  for (let y = 0; y < layout.height; y++) {
    let line = '';
    for (let x = 0; x < layout.width; x++) {
      const cell = y * layout.width + x;
      const type = layout.types[cell];
      let text = '';
      if (type === CellType.Mystery) {
        const m = layout.mysteryAt[cell]!;
        const v = values?.[m] || puzzle.givens[m]!;
        text = v === 0 ? '?' : String(v);
      } else if (type === CellType.Square) {
        text = clueText(puzzle.squareClues[layout.squareAt[cell]!]!, true);
      } else if (type !== CellType.Absent) {
        text = clueText(puzzle.pairClues[layout.pairAt[cell]!]!, false);
      }
      line += centre(text);
    }
    lines.push(line.trimEnd());
  }
  return lines.join('\n');
}

/** Just the mystery values, one row of the lattice per line ('.' where a shape has no mystery). */
export function renderValues(layout: Layout, values: Values): string {
  const lines: string[] = [];
  for (let y = 0; y < layout.height; y += 2) {
    const row: string[] = [];
    for (let x = 0; x < layout.width; x += 2) {
      const m = layout.mysteryAt[y * layout.width + x]!;
      row.push(m === -1 ? '.' : String(values[m] || '?'));
    }
    lines.push(row.join(' '));
  }
  return lines.join('\n');
}
