import { fromId } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { puzzleSheetHtml, puzzleSvg } from './puzzle-sheet';

const made = fromId('B9L4-16');
if (!made.ok) throw new Error(made.error.message);
const { puzzle } = made.value;

describe('the printable puzzle sheet', () => {
  it('draws a box per mystery, and every shown clue half with a line for each hidden one', () => {
    const svg = puzzleSvg(puzzle);
    expect(svg.match(/class="mystery"/g)?.length).toBe(puzzle.layout.mysteries.length);
    expect(svg.match(/class="square"/g)?.length ?? 0).toBe(puzzle.layout.squares.length);
    const clues = [...puzzle.pairClues, ...puzzle.squareClues];
    const shown = clues.flatMap((c) => [
      c.add > 0 ? `+${c.add}<` : '+___<',
      c.mult > 0 ? `×${c.mult}<` : '×___<',
    ]);
    for (const text of shown) expect(svg).toContain(text);
    expect(svg.match(/class="clue"/g)?.length).toBe(clues.length * 2);
  });

  it('writes the givens into their boxes', () => {
    const givens = puzzle.givens.filter((g) => g > 0);
    expect(puzzleSvg(puzzle).match(/class="given"/g)?.length ?? 0).toBe(givens.length);
  });

  it('escapes the texts it is given', () => {
    const html = puzzleSheetHtml(
      puzzle,
      { title: 'A <b>', idLabel: '9L4-16', instructions: '"x" & y' },
      'en',
    );
    expect(html).toContain('A &lt;b&gt;');
    expect(html).toContain('&quot;x&quot; &amp; y');
    expect(html).not.toContain('<b>');
  });
});
