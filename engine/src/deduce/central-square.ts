// Technique 5, the central square: a square clue's sum or product ties its four corners
// together. Three known corners give the fourth; 1, 625, 2401, 4096 and 6561 can only be four
// equal numbers; otherwise each corner keeps only the digits that can still complete the square.

import { FORCING_SQUARE_PRODUCTS } from '../constants';
import type { SquareSlot } from '../layout';
import { message, narrowCell, narrows, push } from './build';
import type { Deduction, Technique } from './deduction';
import { cellFact, squareFact } from './facts';
import type { Knowledge } from './knowledge';
import { ALL_DIGITS_MASK, bit, digitsOf } from './masks';
import { knownSquareHalves, squareSupports } from './square-math';

/** The game teaches the all-equal products by heart, so reading one is cheaper than square work. */
const FORCED_SQUARE_DISCOUNT = -6;

export const centralSquare: Technique = {
  id: 'central-square',
  find(k: Knowledge, out: Deduction[]): void {
    for (let q = 0; q < k.layout.squares.length; q++) oneSquare(k, q, out);
  },
  findAbout(k: Knowledge, out: Deduction[], target: number): void {
    // Only a square's own corners are narrowed by it (squaresOf lists them in slot order).
    if (target >= k.cand.length) return;
    for (const q of k.layout.squaresOf[target]!) oneSquare(k, q, out);
  },
};

function oneSquare(k: Knowledge, q: number, out: Deduction[]): void {
  const sum = k.squareHalf(q, 'add');
  const product = k.squareHalf(q, 'mult');
  if (sum === 0 && product === 0) return;
  const square = k.layout.squares[q]!;
  if (forced(k, square, q, product, out) || lastCorner(k, square, q, sum, product, out)) return;
  fit(k, square, q, sum, product, out);
}

/** 1, 625, 2401, 4096 and 6561 have one way only to be four digits: all equal. */
function forced(k: Knowledge, square: SquareSlot, q: number, product: number, out: Deduction[]): boolean {
  if (!(FORCING_SQUARE_PRODUCTS as readonly number[]).includes(product)) return false;
  const value = Math.round(product ** 0.25);
  if (!square.corners.some((c) => narrows(k, c, bit(value)))) return false;
  const msg = message('czeus-square-hint-1', { product, value });
  for (const c of square.corners) {
    const premises = [squareFact(k.layout, q, 'mult')];
    push(out, narrowCell(k, 'central-square', c, bit(value), premises, msg, FORCED_SQUARE_DISCOUNT));
  }
  return true;
}

function lastCorner(
  k: Knowledge,
  { corners }: SquareSlot,
  q: number,
  sum: number,
  product: number,
  out: Deduction[],
): boolean {
  let open = -1;
  for (const c of corners) {
    if (k.value(c) !== 0) continue;
    if (open !== -1) return false;
    open = c;
  }
  if (open === -1) return false;
  const known = corners.filter((c) => c !== open);
  const [a, b, c] = known.map((m) => k.value(m)) as [number, number, number];
  const value = sum !== 0 ? sum - a - b - c : product / (a * b * c);
  const allowed = Number.isInteger(value) && value >= 1 && value <= 9 ? bit(value) : 0;
  if (!narrows(k, open, allowed)) return false;
  const premises = [...known.map(cellFact), squareFact(k.layout, q, sum !== 0 ? 'add' : 'mult')];
  const msg = !allowed
    ? sum !== 0
      ? message('sq-add-error-2', { rest: value })
      : Number.isInteger(value)
        ? message('sq-mult-error-3', { rest: value })
        : message('sq-mult-error-5', { got: a * b * c, product })
    : sum !== 0
      ? message('square-add-hint-1', { a, b, c, sum, value })
      : message('square-mult-hint-1', { a, b, c, product, value });
  push(out, narrowCell(k, 'central-square', open, allowed, premises, msg));
  return true;
}

function fit(
  k: Knowledge,
  { corners }: SquareSlot,
  q: number,
  sum: number,
  product: number,
  out: Deduction[],
) {
  const masks = corners.map((c) => k.cand[c]!);
  const supports = squareSupports(masks, sum, product);
  for (let i = 0; i < 4; i++) {
    const c = corners[i]!;
    if (!narrows(k, c, supports[i]!)) continue;
    // The fillings use every corner's candidates, this one's own included, so all narrowed
    // corners are premises.
    const narrowed = corners.filter((_, j) => masks[j] !== ALL_DIGITS_MASK).map(cellFact);
    const left = supports[i]! & masks[i]!;
    const msg =
      left === 0 ? message('square-fit-hint-2') : message('square-fit-hint-1', { digits: digitsOf(left) });
    push(
      out,
      narrowCell(k, 'central-square', c, supports[i]!, [...knownSquareHalves(k, q), ...narrowed], msg),
    );
  }
}
