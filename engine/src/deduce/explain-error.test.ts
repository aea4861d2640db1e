import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LEVELS, SHAPE_NAMES } from '../constants';
import { generate } from '../generator/generate';
import { createRandom } from '../random';
import { evidenceRulesOut } from '../testing/evidence';
import type { PlayerBoard } from './board';
import { explainError } from './explain-error';
import { hint } from './hint';
import { boardAfterHint, mostHints } from './hint-board';
import type { SmartHint } from './hint-record';
import { type MessageKey, paramsOf } from './messages';

const PER_BAND = 6;

/** Every wrong digit of every open cell on a board, explained. */
function explainAll(
  board: PlayerBoard,
  solution: readonly number[],
  gentle: boolean,
  seen: Set<MessageKey>,
  id: string,
) {
  const { layout } = board.puzzle;
  const tally = { direct: 0, chain: 0, unexplained: 0 };
  layout.mysteries.forEach((cell, m) => {
    if (board.values[m] !== 0 || board.puzzle.givens[m] !== 0) return;
    for (let value = 1; value <= 9; value++) {
      if (value === solution[m]) continue;
      if (layout.shape === 'single-pair' && solution.includes(value)) continue;
      const record = explainError(board, cell, value, { gentle });
      if (!record) throw new Error(`${id}: no answer for ${value} at ${cell}`);
      check(record, board, m, value, cell, id);
      for (const step of record.steps) for (const message of step.messages) seen.add(message.key);
      if (record.errorType === 'unexplained') tally.unexplained++;
      else if (record.errorType === 'chain') tally.chain++;
      else tally.direct++;
    }
  });
  return tally;
}

function check(record: SmartHint, board: PlayerBoard, m: number, value: number, cell: number, id: string) {
  expect(record.type).toBe('error');
  expect(record.cell).toBe(cell);
  expect(record.value).toBe(value);
  expect(record.steps.length).toBeGreaterThan(0);
  expect(record.steps[0]!.red).toContain(cell);
  for (const step of record.steps) {
    for (const message of step.messages) {
      for (const name of paramsOf(message.key))
        expect(message.params, `${id} ${message.key}`).toHaveProperty(name);
    }
  }
  if (record.errorType !== 'unexplained' && !evidenceRulesOut(board, record, m, value)) {
    const keys = record.steps.flatMap((s) => s.messages.map((x) => x.key)).join(', ');
    throw new Error(`${id}: "${keys}" for ${value} at ${cell} is not shown by the cells it points at`);
  }
}

describe('error assist on every wrong digit', () => {
  for (const shape of SHAPE_NAMES) {
    it(`${shape}: each reason's claim checks out against the cells it shows`, () => {
      const seen = new Set<MessageKey>();
      const tally = { direct: 0, chain: 0, unexplained: 0 };
      const random = createRandom(77);
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (let seed = 1; seed <= PER_BAND; seed++) {
          const { puzzle, solution, id } = generate({ shape, orientation: 'landscape', difficulty, seed });
          const empty = puzzle.layout.mysteries.map(() => 0);
          const partly = solution.map((v) => (random.float() < 0.4 ? v : 0));
          for (const values of [empty, partly]) {
            const t = explainAll({ puzzle, values }, solution, false, seen, id);
            tally.direct += t.direct;
            tally.chain += t.chain;
            tally.unexplained += t.unexplained;
          }
        }
      }
      // Most wrong digits break a clue outright; far fewer need a chain or go unexplained.
      expect(tally.direct).toBeGreaterThan(tally.chain + tally.unexplained);
    });
  }
});

describe('message families', () => {
  it('every family of the spec is used by the hint or the error assist', () => {
    const seen = new Set<MessageKey>();
    for (const shape of SHAPE_NAMES) {
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (let seed = 1; seed <= 8; seed++) {
          const { puzzle, solution, id } = generate({ shape, orientation: 'landscape', difficulty, seed });
          const values = puzzle.layout.mysteries.map(() => 0);
          explainAll({ puzzle, values }, solution, seed % 2 === 0, seen, id);
          const partly = solution.map((v, m) => (m % 2 === seed % 2 ? v : 0));
          explainAll({ puzzle, values: partly }, solution, false, seen, id);
          let board: PlayerBoard = { puzzle, values };
          for (let guard = 0; guard <= mostHints(puzzle.layout); guard++) {
            const record = hint(board, solution);
            if (!record) break;
            for (const step of record.steps) for (const message of step.messages) seen.add(message.key);
            board = boardAfterHint(board, record);
          }
        }
      }
    }
    const families = [
      /^pair-mult-error-/,
      /^pair-add-error-/,
      /^pair-clue-error-/,
      /^sq-mult-error-/,
      /^sq-add-error-/,
      /^sq-dbl-clue-error-/,
      /^sq-deduction-error-/,
      /^rule2-error-/,
      /^pair-.*-hint-/,
      /^square-.*-hint-/,
      /^czeus-square-hint-1$/,
      /^rule2-hint-/,
      /^gentle-hint-/,
      /^guess-hint-/,
      /^guess-no-hint-1$/,
    ];
    const missing = families.filter((family) => ![...seen].some((key) => family.test(key)));
    expect(missing).toEqual([]);
  });
});

describe('error assist details', () => {
  const made = generate({ shape: '2-squares', orientation: 'landscape', difficulty: 2, seed: 4 });
  const { puzzle, solution } = made;
  const values = puzzle.layout.mysteries.map(() => 0);

  it('answers nothing for a right number, a clue cell or a digit outside 1..9', () => {
    const cell = puzzle.layout.mysteries[0]!;
    expect(explainError({ puzzle, values }, cell, solution[0]!)).toBeUndefined();
    expect(explainError({ puzzle, values }, puzzle.layout.pairs[0]!.cell, 3)).toBeUndefined();
    expect(explainError({ puzzle, values }, cell, 10)).toBeUndefined();
    expect(explainError({ puzzle, values }, cell, 0)).toBeUndefined();
  });

  it('the gentle hint names the kind of mistake without the arithmetic', () => {
    for (let m = 0; m < values.length; m++) {
      for (let value = 1; value <= 9; value++) {
        if (value === solution[m]) continue;
        const cell = puzzle.layout.mysteries[m]!;
        const gentle = explainError({ puzzle, values }, cell, value, { gentle: true })!;
        const full = explainError({ puzzle, values }, cell, value)!;
        expect(gentle.steps).toHaveLength(1);
        expect(gentle.steps[0]!.messages[0]!.key).toMatch(/^(gentle-hint-[123]|guess-no-hint-1)$/);
        if (full.errorType !== 'chain') expect(gentle.errorType).toBe(full.errorType);
        if (gentle.errorType === 'chain') expect(full.errorType).toBe('chain');
      }
    }
  });
});
