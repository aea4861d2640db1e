// The board notation the technique tables are written in, and their two kinds of row.
// Boards read 'sq s0=14,0 m0=2 m1:57': shape ('1p' single-pair, 'L' l-shape-2pairs, 'arc'
// arc-3pairs, 'sq' one-square, '2sq' 2-squares), square 0 shows sum 14 and hides its product,
// mystery 0 is 2, mystery 1 is 5 or 7. Facts are 'm1', 'p0+' / 'p0*', 's0+' / 's0*'.

import { expect } from 'vitest';
import type { ShapeName } from '../constants';
import type { Deduction, Technique } from '../deduce/deduction';
import { pairFact, squareFact } from '../deduce/facts';
import { Knowledge } from '../deduce/knowledge';
import { ALL_DIGITS_MASK, digitsOf, maskOf } from '../deduce/masks';
import { layoutOf } from '../layout';
import type { Clue } from '../puzzle';

const SHAPES: Record<string, ShapeName> = {
  '1p': 'single-pair',
  L: 'l-shape-2pairs',
  arc: 'arc-3pairs',
  sq: 'one-square',
  '2sq': '2-squares',
};

export function board(text: string): Knowledge {
  const [shape, ...tokens] = text.split(' ');
  const layout = layoutOf(SHAPES[shape!]!);
  const pairClues: Clue[] = layout.pairs.map(() => ({ add: 0, mult: 0 }));
  const squareClues: Clue[] = layout.squares.map(() => ({ add: 0, mult: 0 }));
  const values = layout.mysteries.map(() => 0);
  const cand: [number, number][] = [];
  for (const token of tokens) {
    const [, kind, n, op, rest] = /^([mps])(\d+)([=:])(.*)$/.exec(token)!;
    const [add = 0, mult = 0] = rest!.split(',').map(Number);
    const i = Number(n);
    if (kind === 'p') pairClues[i] = { add, mult };
    else if (kind === 's') squareClues[i] = { add, mult };
    else if (op === '=') values[i] = add;
    else cand.push([i, digits(rest!)]);
  }
  const k = Knowledge.of({ layout, givens: values.map(() => 0), pairClues, squareClues }, values);
  for (const [m, mask] of cand) k.cand[m] = mask;
  return k;
}

/** '47' is 4 or 7, '-4' every digit but 4, '' none. */
export function digits(text: string): number {
  const mask = maskOf([...text.replace('-', '')].map(Number));
  return text.startsWith('-') ? ALL_DIGITS_MASK & ~mask : mask;
}

export function fact(k: Knowledge, ref: string): number {
  const [, kind, n, sign] = /^([mps])(\d+)([+*]?)$/.exec(ref)!;
  if (kind === 'm') return Number(n);
  const half = sign === '+' ? 'add' : 'mult';
  return kind === 'p' ? pairFact(k.layout, Number(n), half) : squareFact(k.layout, Number(n), half);
}

export const byNumber = (a: number, b: number) => a - b;
export const facts = (k: Knowledge, refs: string) =>
  [...new Set(refs.split(' ').map((r) => fact(k, r)))].sort(byNumber);

export function run(technique: Technique, text: string): { k: Knowledge; out: Deduction[] } {
  const k = board(text);
  const out: Deduction[] = [];
  technique.find(k, out);
  return { k, out };
}

/**
 * name, board, target, what it concludes (digits kept by a mystery, or a clue half's value),
 * message key, key params, premises, deductions on the whole board.
 */
export type Found = [string, string, string, string, string, Record<string, unknown>, string, number];

export function expectFound(
  technique: Technique,
  [, text, target, kept, key, params, premises, count]: Found,
) {
  const { k, out } = run(technique, text);
  expect(out).toHaveLength(count);
  const t = fact(k, target);
  const found = out.filter((d) => d.target === t);
  expect(found).toHaveLength(1);
  const d = found[0]!;
  expect(d.technique).toBe(technique.id);
  if (t < k.cand.length) {
    expect(digitsOf(d.result)).toEqual(digitsOf(digits(kept)));
    expect(d.removed).toBe(k.cand[t]! & ~d.result);
  } else {
    expect(d.result).toBe(Number(kept));
  }
  expect(d.message.key).toBe(key);
  expect(d.message.params).toMatchObject(params);
  expect([...new Set(d.premises)].sort(byNumber)).toEqual(facts(k, premises));
}

/** name, board, target that gets nothing, deductions elsewhere on the board. */
export type Missed = [string, string, string, number];

export function expectMissed(technique: Technique, [, text, target, count]: Missed) {
  const { k, out } = run(technique, text);
  expect(out.filter((d) => d.target === fact(k, target))).toEqual([]);
  expect(out).toHaveLength(count);
}
