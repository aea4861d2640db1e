// The printable puzzle sheet (spec section 1: "a printable puzzle sheet"): the puzzle as a player
// would solve it with a pencil, every mystery an empty box (givens filled in), every clue with its
// shown halves and a line where a half is hidden. Pure, so it is tested without a browser.

import type { Puzzle } from '@numberland/engine';

/** Grid units: a mystery box and the gap a clue sits in. */
const BOX = 56;
const GAP = 56;
const MARGIN = 8;

export interface SheetTexts {
  readonly title: string;
  /** The puzzle id label, its first character left out (as the play screen shows it). */
  readonly idLabel: string;
  readonly instructions: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Where a grid column or row starts: mysteries on even indices, clues on odd ones. */
const offset = (index: number) => MARGIN + Math.floor((index + 1) / 2) * BOX + Math.floor(index / 2) * GAP;
const size = (index: number) => (index % 2 === 0 ? BOX : GAP);

function half(value: number, sign: string): string {
  return value > 0 ? `${sign}${value}` : `${sign}___`;
}

/** The SVG of the puzzle's grid. */
export function puzzleSvg(puzzle: Puzzle): string {
  const { layout } = puzzle;
  const parts: string[] = [];
  const box = (cell: number) => {
    const x = cell % layout.width;
    const y = Math.floor(cell / layout.width);
    return { x: offset(x), y: offset(y), w: size(x), h: size(y) };
  };
  layout.mysteries.forEach((cell, m) => {
    const { x, y, w, h } = box(cell);
    const given = puzzle.givens[m] ?? 0;
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" class="mystery"/>`);
    if (given > 0) parts.push(`<text x="${x + w / 2}" y="${y + h / 2}" class="given">${given}</text>`);
  });
  const clue = (cell: number, add: number, mult: number, square: boolean) => {
    const { x, y, w, h } = box(cell);
    const cx = x + w / 2;
    const cy = y + h / 2;
    if (square)
      parts.push(`<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" class="square"/>`);
    parts.push(`<text x="${cx}" y="${cy - 9}" class="clue">${half(add, '+')}</text>`);
    parts.push(`<text x="${cx}" y="${cy + 11}" class="clue">${half(mult, '×')}</text>`);
  };
  layout.pairs.forEach(({ cell }, p) => {
    const c = puzzle.pairClues[p]!;
    clue(cell, c.add, c.mult, false);
  });
  layout.squares.forEach(({ cell }, q) => {
    const c = puzzle.squareClues[q]!;
    clue(cell, c.add, c.mult, true);
  });
  const width = offset(layout.width - 1) + size(layout.width - 1) + MARGIN;
  const height = offset(layout.height - 1) + size(layout.height - 1) + MARGIN;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** The whole page to print: title, id, how to play, and the grid. */
export function puzzleSheetHtml(puzzle: Puzzle, texts: SheetTexts, lang: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(texts.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 24px; color: #111; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  p { margin: 0 0 16px; }
  .id { font-family: ui-monospace, monospace; color: #444; }
  svg { max-width: 100%; height: auto; }
  .mystery { fill: #fff; stroke: #111; stroke-width: 2.5; }
  .square { fill: none; stroke: #777; stroke-width: 1.5; transform-box: fill-box; transform-origin: center; transform: rotate(45deg) scale(0.7); }
  .given { font-size: 28px; font-weight: 700; text-anchor: middle; dominant-baseline: central; }
  .clue { font-size: 15px; font-weight: 600; text-anchor: middle; dominant-baseline: central; }
</style></head>
<body><h1>${escapeHtml(texts.title)}</h1><p class="id">${escapeHtml(texts.idLabel)}</p><p>${escapeHtml(texts.instructions)}</p>
${puzzleSvg(puzzle)}
</body></html>`;
}
