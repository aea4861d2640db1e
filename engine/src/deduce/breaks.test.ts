// Refutations that end on settled numbers breaking a clue, rule 2 or rule 3 rather than on an
// empty mystery - also when the forced steps fill the whole board (issue 15).

import { describe, expect, it } from 'vitest';
import { generate } from '../generator/generate';
import { layoutOf } from '../layout';
import { checkRules } from '../rules';
import { board, byNumber } from '../testing/technique-table';
import { readBoard } from './board';
import { refute } from './chain';
import { explainError } from './explain-error';
import { hint } from './hint';
import { stepsOf } from './hint-record';
import { Knowledge } from './knowledge';
import { bit, digitsOf } from './masks';
import { renderMessage } from './messages';
import { newLog, propagate } from './propagate';
import { DIRECT_TECHNIQUES } from './techniques';

const summary = (steps: readonly { technique: string; target: number; result: number }[]) =>
  steps.map((s) => [s.technique, s.target, digitsOf(s.result)]);

describe('refute sees broken rules on settled numbers', () => {
  // L: m0 -p0- m1, m0 above m2 (p1). Pair 0 shows sum 7, pair 1 product 12.
  it('rule 2: supposing 3 fills the board with 3-4 twice', () => {
    const k = board('L p0=7,0 p1=0,12');
    // Before: the forced steps fill the board, propagation calls it solved, nothing is refuted.
    expect(refute(k, 0, 3, 5, { checkBreaks: false })).toBeUndefined();
    const trial = k.clone();
    trial.cand[0] = bit(3);
    expect(propagate(trial, newLog(), { techniques: DIRECT_TECHNIQUES })).toBe('solved');
    expect(checkRules(k.layout, trial.values()).map((b) => b.rule)).toEqual([2]);

    const found = refute(k, 0, 3, 5)!;
    expect(summary(found.steps)).toEqual([
      ['subtract-divide', 1, [4]],
      ['subtract-divide', 2, [4]],
      ['rule-2', 2, []],
    ]);
    const last = found.steps.at(-1)!;
    expect(last.breaks).toBe('rule-2');
    expect(last.message).toEqual({ key: 'rule2-hint-4', params: { x: 3, y: 4 } });
    expect([...last.premises].sort(byNumber)).toEqual([0, 1, 2]);
    expect(last.conflicts).toEqual([0, 1]);
    expect(renderMessage(last.message.key, last.message.params)).toBe(
      'Then the pair 3 and 4 would be used twice. Each pair can be used only once.',
    );
  });

  it('a clue: the forced steps settle two neighbours that do not make its product', () => {
    // Pair 0 sum 11; pair 1 sum 4, product 4. Supposing m1 = 8: m0 = 3, then m2 = 4 - 3 = 1.
    const k = board('L p0=11,0 p1=4,4');
    expect(refute(k, 1, 8, 5, { checkBreaks: false })).toBeUndefined();
    const found = refute(k, 1, 8, 5)!;
    expect(summary(found.steps)).toEqual([
      ['subtract-divide', 0, [3]],
      ['subtract-divide', 2, [1]],
      ['subtract-divide', 2, []],
    ]);
    const last = found.steps.at(-1)!;
    expect(last.breaks).toBe('clue');
    expect(last.message).toEqual({
      key: 'pair-mult-error-2',
      params: { value: 1, partner: 3, got: 3, product: 4 },
    });
  });

  it('rule 3: a second special square', () => {
    // 6-squares: square 0 (m0 m1 m4 m5) all 5s, square 5 (m6 m7 m10 m11) three 7s; suppose m11 = 7.
    const layout = layoutOf('6-squares');
    const values = layout.mysteries.map(() => 0);
    for (const m of [0, 1, 4, 5]) values[m] = 5;
    for (const m of [6, 7, 10]) values[m] = 7;
    const blank = { add: 0, mult: 0 };
    const puzzle = {
      layout,
      givens: layout.mysteries.map(() => 0),
      pairClues: layout.pairs.map(() => blank),
      squareClues: layout.squares.map(() => blank),
    };
    const k = Knowledge.of(puzzle, values);
    expect(refute(k, 11, 7, 5, { checkBreaks: false })).toBeUndefined();
    const found = refute(k, 11, 7, 5)!;
    expect(found.steps).toHaveLength(1);
    const [step] = found.steps;
    expect(step).toMatchObject({ target: 11, result: 0, breaks: 'rule-3' });
    expect(step!.message).toEqual({ key: 'rule2-hint-5', params: { a: 7, b: 5 } });
    expect([...step!.premises].sort(byNumber)).toEqual([0, 1, 4, 5, 6, 7, 10, 11]);
    expect(step!.conflicts).toEqual([0, 1, 4, 5]);
  });

  it('a special square and its own four edges are no repeat', () => {
    const k = board('2sq m0=4 m1=4 m3=4');
    expect(refute(k, 4, 4, 5)).toBeUndefined();
    // Two {4,4} edges that are not one square's are.
    const two = board('2sq m0=4 m1=4 m2=4');
    const found = refute(two, 5, 4, 5)!;
    expect(found.steps.at(-1)).toMatchObject({ breaks: 'rule-2', message: { params: { x: 4, y: 4 } } });
  });
});

describe('the words of a chain that ends on a broken rule', () => {
  // B8L3-2 with the top-left number known: a 5 at row 3, column 3 makes its neighbour above 2
  // (product 10), the top pair 8 and 8 (product 64): 2 and 8 connect twice.
  const { puzzle, solution } = generate({
    shape: '4-squares',
    orientation: 'landscape',
    difficulty: 3,
    seed: 2,
  });
  const values = puzzle.layout.mysteries.map((_, m) => (m === 0 ? solution[0]! : 0));
  const cell = puzzle.layout.mysteries[8]!;

  it('the error assist ends on the pair that repeats, with its numbers', () => {
    expect(solution).toEqual([2, 8, 8, 7, 1, 5, 7, 9, 2]);
    const record = explainError({ puzzle, values }, cell, 5, { solution })!;
    expect(record.errorType).toBe('chain');
    const text = record.steps.map((s) => s.messages.map((m) => renderMessage(m.key, m.params)).join(' '));
    expect(text).toEqual([
      'Try 5 here and see what happens.',
      '5 × ? = 10, so ? = 10 ÷ 5 = 2.',
      '64 = 8 × 8. No other two numbers from 1 to 9 make 64. So both numbers are 8.',
      '8 × ? = 64, so ? = 64 ÷ 8 = 8.',
      'Then the pair 2 and 8 would be used twice, and rule 2 does not allow that. So 5 is wrong here.',
    ]);
    // Four steps are too many for the gentle hint; with the 8 next to the 2 known, three are not.
    expect(explainError({ puzzle, values }, cell, 5, { solution, gentle: true })!.errorType).toBe(
      'unexplained',
    );
    const more = values.map((v, m) => (m === 1 ? solution[1]! : v));
    const gentle = explainError({ puzzle, values: more }, cell, 5, { solution, gentle: true })!;
    expect(gentle.errorType).toBe('chain');
    expect(gentle.steps[0]!.messages).toEqual([{ key: 'gentle-hint-3', params: { value: 5 } }]);
    // The gentle hint points at both pairs.
    const [top, right, left, topLeft] = [1, 2, 5, 0].map((m) => puzzle.layout.mysteries[m]!);
    expect(gentle.steps[0]!.green).toEqual(expect.arrayContaining([top, right, left, topLeft]));
  });

  it('a hint chain that ends on a broken rule does not say a number has nothing left', () => {
    const read = readBoard({ puzzle, values }, solution)!;
    const k = read.knowledge;
    const chain = refute(k, 8, 5, 5)!;
    const d = {
      technique: 'chain' as const,
      target: 8,
      result: k.cand[8]! & ~bit(5),
      removed: bit(5),
      premises: [8],
      standalone: false,
      message: { key: 'guess-hint-3' as const, params: { value: 5, digits: [] } },
      cost: 0,
      chain: { assumed: 5, steps: chain.steps },
    };
    const keys = stepsOf(puzzle, d, undefined).flatMap((s) => s.messages.map((m) => m.key));
    expect(keys).toContain('rule2-hint-4');
    expect(keys).not.toContain('guess-hint-2');
    // And the smart hint still plays the board through.
    expect(hint({ puzzle, values }, solution)).toBeDefined();
  });
});
