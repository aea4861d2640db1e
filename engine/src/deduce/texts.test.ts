// The words a step says when it leaves a number nothing, or finds it alone: no empty lists ("Only
// can stand here"), no range of one ("each from 9 to 9"), and no "this number is not 2" about a
// number already 2 (issue 15). Then a sweep over hints and explanations on generated boards.

import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LEVELS, SHAPE_NAMES } from '../constants';
import { generate } from '../generator/generate';
import { orientationsOf } from '../shapes';
import { giveaways } from '../testing/level-two';
import { fact, run } from '../testing/technique-table';
import type { PlayerBoard } from './board';
import { centralSquare } from './central-square';
import { commonFactors } from './common-factors';
import type { Technique } from './deduction';
import { explainError } from './explain-error';
import { factorPairs } from './factor-pairs';
import { hint } from './hint';
import { boardAfterHint, mostHints } from './hint-board';
import type { SmartHint } from './hint-record';
import { renderMessage } from './messages';
import { ruleTwo } from './rule-two';

describe('what a step says', () => {
  // biome-ignore format: one case a line
  it.each<[string, Technique, string, string, string]>([
    ['sum 18: one way only, no range', factorPairs, 'L p0=18,0', 'm0', '18 = 9 + 9. No other two numbers from 1 to 9 make 18. So both numbers are 9.'],
    ['sum 2: one way only, no range', factorPairs, 'L p0=2,0', 'm1', '2 = 1 + 1. No other two numbers from 1 to 9 make 2. So both numbers are 1.'],
    ['a product with none of its factors left', factorPairs, 'L p0=0,28 m0=5', 'm0', '28 = 4 × 7. But this number cannot be 4 or 7.'],
    ['the partner still gets the factors', factorPairs, 'L p0=0,28 m0=5', 'm1', '28 = 4 × 7. So this number can be 4 or 7.'],
    ['a sum on a number a product narrowed first', factorPairs, 'L p0=5,0 m0:1248', 'm0', 'The two numbers add up to 5. The other one is at least 1, and 5 − 1 = 4. So this number is 4 or less: it can be 1, 2 or 4.'],
    ['a big sum raises the smallest number', factorPairs, 'L p0=15,0', 'm0', 'The two numbers add up to 15. The other one is at most 9, and 15 − 9 = 6. So this number is 6 or more: it can be 6, 7, 8 or 9.'],
    ['a product made two ways', factorPairs, 'L p0=0,12', 'm0', '12 = 2 × 6 = 3 × 4. So this number can be 2, 3, 4 or 6.'],
    ['a product made with a square', factorPairs, 'L p0=0,16', 'm1', '16 = 2 × 8 = 4 × 4. So this number can be 2, 4 or 8.'],
    ['a sum with none of its range left', factorPairs, 'L p0=15,0 m1:23', 'm1', 'The two numbers add up to 15, so each one is from 6 to 9. This number cannot be any of those.'],
    ['common factors leaving nothing', commonFactors, 'L p0=0,12 m0:23 m1:5', 'm1', 'The number next to it is 2 or 3. None of the numbers left here fits the clue between them.'],
    ['a square leaving nothing', centralSquare, 'sq s0=6,0 m0=3 m3:2', 'm3', "None of the numbers left here fits the square's clue."],
    ['rule 2 on a number already settled', ruleTwo, 'arc m0=3 m1=4 m2=4', 'm2', 'Then the pair 3 and 4 would be used twice. Each pair can be used only once.'],
    ['rule 2 on an open number', ruleTwo, 'arc m0=3 m1=4', 'm2', 'The pair 3 and 4 is already on the board. Each pair can be used only once. So this number is not 4.'],
  ])('%s', (_, technique, board, target, text) => {
    const { k, out } = run(technique, board);
    const found = out.filter((d) => d.target === fact(k, target));
    expect(found).toHaveLength(1);
    expect(renderMessage(found[0]!.message.key, found[0]!.message.params)).toBe(text);
  });

  it('rule 2 on a settled number ends a chain as a broken rule', () => {
    const { k, out } = run(ruleTwo, 'arc m0=3 m1=4 m2=4');
    expect(out.find((d) => d.target === fact(k, 'm2'))).toMatchObject({ result: 0, breaks: 'rule-2' });
  });
});

/** What is wrong with a record's words, if anything. */
function faults(record: SmartHint): string[] {
  const out: string[] = [];
  for (const step of record.steps) {
    for (const m of step.messages) {
      const text = renderMessage(m.key, m.params);
      for (const value of Object.values(m.params)) {
        if (Array.isArray(value) && value.length === 0) out.push(`empty list: ${text}`);
      }
      if (m.params.min !== undefined && m.params.min === m.params.max) out.push(`range of one: ${text}`);
      // "this number is not w" about a step that leaves the number nothing: it was w already. (A step
      // that joins one number's steps shows the candidates after its last sentence.)
      const last = step.messages.at(-1) === m;
      if (m.key === 'rule2-hint-1' && last && step.candidates.length === 0)
        out.push(`not what it is: ${text}`);
      // "This number can be 1, 2, 3 or 4" where the step leaves it 1, 2 or 4 (a product narrowed it
      // first): the words must say what the picture shows.
      if (last && m.params.left !== undefined && String(m.params.left) !== String(step.candidates))
        out.push(`can be what it is not: ${text} (${step.candidates.join(', ')})`);
    }
  }
  return out;
}

describe('no broken words in hints and explanations', () => {
  it('over generated boards of every shape and band', () => {
    const found = new Set<string>();
    let records = 0;
    for (const shape of SHAPE_NAMES) {
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (let seed = 1; seed <= 3; seed++) {
          const orientation = orientationsOf(shape)[seed % orientationsOf(shape).length]!;
          const { puzzle, solution, id } = generate({ shape, orientation, difficulty, seed });
          const empty = puzzle.layout.mysteries.map(() => 0);
          let board: PlayerBoard = { puzzle, values: [...empty] };
          for (let guard = 0; guard <= mostHints(puzzle.layout); guard++) {
            const record = hint(board, solution);
            if (!record) break;
            records++;
            for (const f of faults(record)) found.add(`${id} hint: ${f}`);
            for (const f of giveaways(record)) found.add(`${id} level 2: ${f}`);
            if (record.value === 0) break;
            board = boardAfterHint(board, record);
          }
          puzzle.layout.mysteries.forEach((cell, m) => {
            for (let value = 1; value <= 9; value++) {
              if (value === solution[m]) continue;
              const record = explainError({ puzzle, values: empty }, cell, value, { solution });
              if (!record) continue;
              records++;
              for (const f of faults(record)) found.add(`${id} ${value} at ${cell}: ${f}`);
            }
          });
        }
      }
    }
    expect(records).toBeGreaterThan(5000);
    expect([...found]).toEqual([]);
  });
});
