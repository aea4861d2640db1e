// Table-driven tests of the central square, extra clues and rule 2 on small hand-made boards.
// Geometry (see layout.ts):
//   one-square ('sq')   m0 -p0- m1      corners TL m0, TR m1, BL m2, BR m3;
//                       p1  s0  p2      edges top p0, left p1, right p2, bottom p3
//                       m2 -p3- m3
//   2-squares ('2sq')   m0 -p0- m1 -p1- m2, m3 -p5- m4 -p6- m5; s0 = m0 m1 m3 m4 (edges p0 p2 p3 p5),
//                       s1 = m1 m2 m4 m5 (edges p1 p3 p4 p6); p2, p3, p4 are the columns
//   l-shape-2pairs ('L') m0 -p0- m1, m0 above m2 through p1; arc-3pairs ('arc') adds m1 above m3 (p2)
// Boards are written 'sq s0=14,0 m0=2 m1:57': square 0 shows sum 14 and hides its product,
// mystery 0 is 2, mystery 1 is 5 or 7. Facts are 'm1', 'p0+' / 'p0*', 's0+' / 's0*'.

import { describe, expect, it } from 'vitest';
import {
  byNumber,
  digits,
  expectFound,
  expectMissed,
  type Found,
  facts,
  type Missed,
  run,
} from '../testing/technique-table';
import { centralSquare } from './central-square';
import { extraClues } from './extra-clues';
import { digitsOf } from './masks';
import { ruleTwo } from './rule-two';

describe('central-square', () => {
  // biome-ignore format: one case a line
  it.each<Found>([
    ['three corners and the sum give the fourth', 'sq s0=14,0 m0=2 m1=3 m2=4', 'm3', '5', 'square-add-hint-1', { a: 2, b: 3, c: 4, sum: 14, value: 5 }, 'm0 m1 m2 s0+', 1],
    ['the open corner may be any corner', 'sq s0=17,0 m0=2 m2=4 m3=6', 'm1', '5', 'square-add-hint-1', { a: 2, b: 4, c: 6, sum: 17, value: 5 }, 'm0 m2 m3 s0+', 1],
    ['three corners and the product give the fourth', 'sq s0=0,120 m0=2 m1=3 m2=4', 'm3', '5', 'square-mult-hint-1', { a: 2, b: 3, c: 4, product: 120, value: 5 }, 'm0 m1 m2 s0*', 1],
    ['the sum is used when both halves show', 'sq s0=14,120 m0=2 m1=3 m2=4', 'm3', '5', 'square-add-hint-1', { sum: 14, value: 5 }, 'm0 m1 m2 s0+', 1],
    ['the second of two squares', '2sq s1=20,0 m1=2 m2=9 m4=3', 'm5', '6', 'square-add-hint-1', { a: 2, b: 9, c: 3, value: 6 }, 'm1 m2 m4 s1+', 1],
    ['a fourth over 9 empties the cell', 'sq s0=30,0 m0=2 m1=3 m2=4', 'm3', '', 'sq-add-error-2', { rest: 21 }, 'm0 m1 m2 s0+', 1],
    ['fit: sum 5 keeps 1 and 2 in every corner', 'sq s0=5,0', 'm0', '12', 'square-fit-hint-1', { digits: [1, 2] }, 's0+', 4],
    ['fit: sum 6 beside a 3 leaves 1s', 'sq s0=6,0 m0=3', 'm3', '1', 'square-fit-hint-1', { digits: [1] }, 's0+ m0', 3],
    ['fit: product 16 over a 2 and an 8 leaves 1s', 'sq s0=0,16 m0=2 m1=8', 'm2', '1', 'square-fit-hint-1', { digits: [1] }, 's0* m0 m1', 2],
    ['fit: narrowed corners are premises', 'sq s0=10,0 m0:12 m1:12 m2:12', 'm3', '4567', 'square-fit-hint-1', { digits: [4, 5, 6, 7] }, 's0+ m0 m1 m2', 1],
  ])('%s', (...c) => expectFound(centralSquare, c));

  it.each([
    [625, 5],
    [4096, 8],
    [2401, 7],
    [6561, 9],
    [1, 1],
  ])('product %i makes all four corners %i', (product, value) => {
    const { k, out } = run(centralSquare, `sq s0=0,${product}`);
    expect(out.map((d) => d.target)).toEqual([0, 1, 2, 3]);
    for (const d of out) {
      expect(digitsOf(d.result)).toEqual([value]);
      expect(d.message).toEqual({ key: 'czeus-square-hint-1', params: { product, value } });
      expect(d.premises).toEqual(facts(k, 's0*'));
    }
  });

  it('product 625 skips the corners already 5', () => {
    const { out } = run(centralSquare, 'sq s0=0,625 m1=5');
    expect(out.map((d) => d.target)).toEqual([0, 2, 3]);
  });

  // biome-ignore format: one case a line
  it.each<Missed>([
    ['nothing with the square clue hidden', 'sq p3=9,20 m0=2 m1=3 m2=4', 'm3', 0],
    ['nothing when all four are already 5', 'sq s0=0,625 m0=5 m1=5 m2=5 m3=5', 'm3', 0],
    ['nothing from sum 20 on an open square', 'sq s0=20,0', 'm0', 0],
    ["nothing from the other square's clue", '2sq s1=20,0 m0=2 m1=3 m3=4', 'm4', 0],
  ])('%s', (...c) => expectMissed(centralSquare, c));
});

describe('extra-clues', () => {
  // biome-ignore format: one case a line
  it.each<Found>([
    ['known 4 and 7 give the hidden sum', 'L m0=4 m1=7', 'p0+', '11', 'pair-addclue-hint-1', { a: 4, b: 7, value: 11 }, 'm0 m1', 2],
    ['known 4 and 7 give the hidden product', 'L m0=4 m1=7', 'p0*', '28', 'pair-multclue-hint-1', { a: 4, b: 7, value: 28 }, 'm0 m1', 2],
    ['a shown product fixes the sum of 4-or-7 cells', 'L p0=0,28 m0:47 m1:47', 'p0+', '11', 'pair-addclue-hint-2', { value: 11 }, 'm0 m1 p0*', 1],
    ['square sum = top sum + bottom sum', 'sq p0=9,0 p3=11,0', 's0+', '20', 'square-addclue-hint-1', { x: 9, y: 11, value: 20 }, 'p0+ p3+', 1],
    ['square product = left × right product', 'sq p1=0,12 p2=0,20', 's0*', '240', 'square-multclue-hint-1', { x: 12, y: 20, value: 240 }, 'p1* p2*', 1],
    ['pair sum = square sum − opposite sum', 'sq s0=20,0 p0=9,0', 'p3+', '11', 'square-addclue-hint-2', { total: 20, other: 9, value: 11 }, 's0+ p0+', 1],
    ['works from the bottom pair too', 'sq s0=20,0 p3=11,0', 'p0+', '9', 'square-addclue-hint-2', { total: 20, other: 11, value: 9 }, 's0+ p3+', 1],
    ['pair product = square product ÷ opposite', 'sq s0=0,240 p1=0,12', 'p2*', '20', 'square-multclue-hint-2', { total: 240, other: 12, value: 20 }, 's0* p1*', 1],
    ['corners of 1 or 2 summing to 5 multiply to 2', 'sq s0=5,0 m0:12 m1:12 m2:12 m3:12', 's0*', '2', 'square-multclue-hint-3', { value: 2 }, 'm0 m1 m2 m3 s0+', 1],
  ])('%s', (...c) => expectFound(extraClues, c));

  // biome-ignore format: one case a line
  it.each<Missed>([
    ['nothing with one neighbour unknown', 'L m0=4', 'p0+', 0],
    ['nothing when both halves show', 'L p0=11,28 m0=4 m1=7', 'p0+', 0],
    ['nothing when 4-or-7 cells allow several sums', 'L m0:47 m1:47', 'p0+', 0],
    ['nothing from one pair sum alone', 'sq p0=9,0', 's0+', 0],
    ['a square sum says nothing of pair products', 'sq s0=20,0 p0=0,12', 'p3*', 0],
    ['a pair sum says nothing of the square product', 'sq p0=9,0 p3=0,12', 's0*', 0],
  ])('%s', (...c) => expectMissed(extraClues, c));
});

describe('rule-2', () => {
  // biome-ignore format: one case a line
  it.each<Found>([
    ['{3,4} settled by a clue: next to a 3, no 4', 'L p0=7,12 m2=3', 'm0', '-4', 'rule2-hint-1', { x: 3, y: 4, value: 4 }, 'p0+ p0* m2', 1],
    ['struck to one digit, the cell is a premise', 'L p0=7,12 m2=3 m0:34', 'm0', '3', 'rule2-hint-1', { x: 3, y: 4, value: 4 }, 'p0+ p0* m2 m0', 1],
    ['{3,4} settled by two numbers: next to the 3', 'arc m0=3 m1=4', 'm2', '-4', 'rule2-hint-1', { x: 3, y: 4, value: 4 }, 'm0 m1', 2],
    ['{3,4} settled by two numbers: next to the 4', 'arc m0=3 m1=4', 'm3', '-3', 'rule2-hint-1', { x: 3, y: 4, value: 3 }, 'm0 m1', 2],
    ['{5,5} on edges of different squares is struck', '2sq p0=10,25 m5=5', 'm4', '-5', 'rule2-hint-1', { x: 5, y: 5, value: 5 }, 'p0+ p0* m5', 2],
    ['a square that cannot be all 5 has no exception', 'sq p0=10,25 m2=5 m3:12', 'm0', '-5', 'rule2-hint-1', { value: 5 }, 'p0+ p0* m2 m0 m1 m3', 1],
  ])('%s', (...c) => expectFound(ruleTwo, c));

  it('names the settled pair as the conflict', () => {
    const { k, out } = run(ruleTwo, 'L p0=7,12 m2=3');
    expect(out[0]!.conflicts).toEqual(facts(k, 'p0+ p0*'));
  });

  it('a second square cannot be all 5 beside the special square', () => {
    const { k, out } = run(ruleTwo, '2sq m0=5 m1=5 m2=5 m3=5 m4=5');
    const d = out.find((x) => x.message.key === 'rule2-hint-2')!;
    expect(d.target).toBe(5);
    expect(digitsOf(d.result)).toEqual(digitsOf(digits('-5')));
    expect(d.message.params).toEqual({ value: 5 });
    expect([...new Set(d.premises)].sort(byNumber)).toEqual(facts(k, 'm0 m1 m2 m3 m4'));
    expect(d.conflicts).toEqual(facts(k, 'm0 m1 m3 m4'));
  });

  // biome-ignore format: one case a line
  it.each<Missed>([
    ['keeps two {5,5} edges of a square that can be all 5', 'sq p0=10,25 m2=5', 'm3', 0],
    ['three 5s may still be the special square', 'sq m0=5 m1=5 m2=5', 'm3', 0],
    ['nothing while no neighbour is known', 'L p0=7,12', 'm0', 0],
    ['nothing from a pair showing only its sum', 'L p0=7,0 m2=3', 'm0', 0],
    ['nothing when 4 is already struck', 'L p0=7,12 m2=3 m0:-4', 'm0', 0],
  ])('%s', (...c) => expectMissed(ruleTwo, c));
});
