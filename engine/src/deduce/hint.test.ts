import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LEVELS, type DifficultyLevel, SHAPE_NAMES, type ShapeName } from '../constants';
import { generate } from '../generator/generate';
import { createRandom } from '../random';
import { orientationsOf } from '../shapes';
import { claimFault } from '../testing/evidence';
import type { PlayerBoard } from './board';
import { hint } from './hint';
import { ANSWER_KEYS, answerValue } from './hint-answer';
import { boardAfterHint, mostHints } from './hint-board';
import { hintLevel } from './hint-levels';
import type { HintStep, SmartHint } from './hint-record';
import { MAX_HINT_STEPS } from './hint-shown';
import { MESSAGES, paramsOf, renderMessage } from './messages';

/** What a hint says that it should not: no answer at the end, a sentence said twice, two suppositions. */
function shapeFaults(record: SmartHint): string[] {
  const faults: string[] = [];
  const supposed = suppositionsOf(record);
  if (supposed > 1) faults.push(`${supposed} suppositions`);

  const last = record.steps.at(-1);
  const answer = last?.messages.at(-1);
  if (!answer || answerValue(answer) !== record.value) faults.push('does not end on its answer');
  // A hint that ends on a clue half shows the clue; one that finds a number shows it as the only candidate.
  const shows = record.half
    ? last?.candidates.length === 0
    : last?.candidates.length === 1 && last.candidates[0] === record.value;
  if (!shows || last?.selected !== record.cell) faults.push('its last step does not show the number');
  const said = record.steps.flatMap((s) => s.messages.map((m) => renderMessage(m.key, m.params)));
  const twice = said.filter((text, i) => said.indexOf(text) !== i);
  if (twice.length > 0) faults.push(`says again: ${twice.join(' | ')}`);
  if (!record.nudge || record.nudge.selected !== record.cell || record.nudge.candidates.length > 0)
    faults.push('no nudge without numbers');
  if (hintLevel(record, 1).steps.length !== 1) faults.push('level 1 is not one step');
  // One number's steps one after another are one step (hint-condense.ts mergeSameCell).
  const alone = (s: HintStep) => s.messages.some((m) => ALONE.includes(m.key));
  record.steps.forEach((step, i) => {
    const prev = record.steps[i - 1];
    if (prev && prev.selected === step.selected && !alone(prev) && !alone(step))
      faults.push(`two steps in a row about cell ${step.selected}`);
  });
  if (hintLevel(record, 2).steps.length !== record.steps.length - 1)
    faults.push('level 2 is not the reasoning');
  return faults;
}

/** Steps that stand alone: a supposition, a chain's conclusion, an answer. */
const ALONE: readonly string[] = ['guess-hint-1', 'guess-hint-3', ...ANSWER_KEYS];

const PER_BAND = 100;

/** Suppositions a hint shows ("Try 2 here"). */
const suppositionsOf = (record: SmartHint) =>
  record.steps.filter((s) => s.messages.some((m) => m.key === 'guess-hint-1')).length;

/**
 * Hint lengths, in steps of reasoning before the answer. All but a handful of hints stay within
 * MAX_HINT_STEPS; the few that still take more (a chain whose mystery takes many steps to narrow,
 * with no clue half to give first) are held where they are, per shape over all four bands.
 */
const MOST_OVER_LIMIT = 0.001;
const LONGEST_HINT = 12;

/**
 * Per band, the 90th percentile and the longest hint over seeds 1..PER_BAND, as grade-report
 * counts them: where they are today, so that a hint growing longer turns this red. Issue 15's goal
 * at expert 6-squares is p90 4 and max 8, met here and by grade-report's 300 seeds (which find 4
 * hints of 9-12 steps elsewhere: 2-squares expert and three medium cells; engine/README.md, "Hint
 * length"). Expert has its own row per shape; easy to hard are bounded together, hard at the goal
 * of 8.
 */
const BELOW_EXPERT: Readonly<Record<Exclude<DifficultyLevel, 4>, Bound>> = {
  1: { p90: 1, max: 1 },
  // A medium board's long direct way (12 steps) is not cut short by a supposition: that would teach
  // a technique above the band (hint.ts, earlierSupposition).
  2: { p90: 3, max: 12 },
  3: { p90: 3, max: 8 },
};
const EXPERT: Readonly<Record<ShapeName, Bound>> = {
  'single-pair': { p90: 3, max: 3 },
  'l-shape-2pairs': { p90: 4, max: 4 },
  'arc-3pairs': { p90: 4, max: 5 },
  'one-square-4-pairs-only': { p90: 4, max: 6 },
  'one-square': { p90: 5, max: 8 },
  '2-squares': { p90: 4, max: 11 },
  '3-squares-l-shape': { p90: 4, max: 8 },
  '4-squares': { p90: 4, max: 8 },
  '6-squares': { p90: 4, max: 8 },
};
interface Bound {
  readonly p90: number;
  readonly max: number;
}
/**
 * One-square's hard hints: a range step ("The two numbers add up to 8, so each is from 1 to 7")
 * said again for a second pair, after its sum was worked out, used to join the first pair's step,
 * before that sum was known; it now says what it leaves ("This number can be 4") and stands as a
 * step of its own, where the reasoning needs it.
 */
const BELOW_EXPERT_BY_SHAPE: Partial<Record<ShapeName, Partial<typeof BELOW_EXPERT>>> = {
  'one-square': { 3: { p90: 4, max: 8 } },
};
const boundOf = (shape: ShapeName, band: DifficultyLevel): Bound =>
  band === 4 ? EXPERT[shape] : (BELOW_EXPERT_BY_SHAPE[shape]?.[band] ?? BELOW_EXPERT[band]);

/** The 90th percentile as grade-report takes it. */
function p90Of(lengths: readonly number[]): number {
  const sorted = [...lengths].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.9 * sorted.length))] ?? 0;
}

describe('smart hint from the empty board to the solution', () => {
  for (const shape of SHAPE_NAMES) {
    it(`${shape}: every hint is right, rests only on what it shows, ends on its answer, says nothing twice, and the hints finish the puzzle`, () => {
      let hints = 0;
      const lengths: number[] = [];
      const perBand: string[] = [];
      for (const difficulty of DIFFICULTY_LEVELS) {
        const bandStart = lengths.length;
        for (let seed = 1; seed <= PER_BAND; seed++) {
          const orientation = orientationsOf(shape)[seed % orientationsOf(shape).length]!;
          const { puzzle, solution, id } = generate({ shape, orientation, difficulty, seed });
          let board: PlayerBoard = { puzzle, values: puzzle.layout.mysteries.map(() => 0) };
          for (let guard = 0; guard <= mostHints(puzzle.layout); guard++) {
            const record = hint(board);
            if (!record) break;
            hints++;
            expect(record.type, id).toBe('hint');
            expect(claimFault(board, record, solution), id).toBeUndefined();
            for (const step of record.steps) {
              for (const message of step.messages) {
                for (const name of paramsOf(message.key))
                  expect(message.params, `${id} ${message.key}`).toHaveProperty(name);
              }
            }
            lengths.push(record.steps.length - 1);
            const faults = shapeFaults(record);
            if (faults.length > 0) throw new Error(`${id} cell ${record.cell}: ${faults.join('; ')}`);
            board = boardAfterHint(board, record);
          }
          const left = board.values.filter((v) => v === 0).length;
          if (left !== 0) throw new Error(`${id}: hints stopped with ${left} numbers to find`);
        }
        const band = lengths.slice(bandStart);
        const bound = boundOf(shape, difficulty);
        const [p90, max] = [p90Of(band), Math.max(...band)];
        if (p90 > bound.p90 || max > bound.max)
          perBand.push(
            `level ${difficulty}: p90 ${p90} (at most ${bound.p90}), max ${max} (at most ${bound.max})`,
          );
      }
      expect(perBand, 'hint steps longer than before').toEqual([]);
      expect(hints).toBeGreaterThan(PER_BAND * 4);
      const over = lengths.filter((n) => n > MAX_HINT_STEPS).length;
      expect(over / lengths.length, `hints over ${MAX_HINT_STEPS} steps`).toBeLessThanOrEqual(
        MOST_OVER_LIMIT,
      );
      expect(Math.max(...lengths)).toBeLessThanOrEqual(LONGEST_HINT);
    });
  }
});

describe('smart hint at any moment of play', () => {
  it('finds a right number, shown by its own steps, on boards filled in any order', () => {
    const random = createRandom(5);
    let boards = 0;
    for (const shape of SHAPE_NAMES) {
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (let seed = 1; seed <= 12; seed++) {
          const orientation = orientationsOf(shape)[seed % orientationsOf(shape).length]!;
          const { puzzle, solution, id } = generate({ shape, orientation, difficulty, seed });
          for (let round = 0; round < 4; round++) {
            const share = random.float();
            const values = solution.map((v) => (random.float() < share ? v : 0));
            if (values.every((v) => v !== 0)) continue;
            boards++;
            const board: PlayerBoard = { puzzle, values };
            const record = hint(board, solution);
            if (!record || record.value === 0) throw new Error(`${id}: no hint on ${values.join(',')}`);
            expect(suppositionsOf(record), `${id} on ${values.join(',')}`).toBeLessThanOrEqual(1);
            expect(claimFault(board, record, solution), `${id} on ${values.join(',')}`).toBeUndefined();
          }
        }
      }
    }
    expect(boards).toBeGreaterThan(1000);
  });

  it('supposes once, where techniques 1-7 find no number, and its conclusion is the answer', () => {
    // D6L4-1 from the empty board: no number follows without a supposition.
    const { puzzle, solution } = generate({
      shape: '2-squares',
      orientation: 'landscape',
      difficulty: 4,
      seed: 1,
    });
    // The clue halves worked out on the way come first, each a hint of its own (hint-half.ts).
    let board: PlayerBoard = { puzzle, values: solution.map(() => 0) };
    let record = hint(board, solution)!;
    while (record.half) {
      board = boardAfterHint(board, record);
      record = hint(board, solution)!;
    }
    expect(record.technique).toBe('chain');
    expect(suppositionsOf(record)).toBe(1);
    const m = puzzle.layout.mysteryAt[record.cell]!;
    expect(record.value).toBe(solution[m]);
    const last = record.steps.at(-1)!;
    expect(last.messages).toHaveLength(1);
    expect(last.messages[0]!.key).toBe('guess-hint-4');
    expect(answerValue(last.messages[0]!)).toBe(solution[m]);
    // Level 2 stops at the contradiction; the conclusion is level 3.
    const level2 = hintLevel(record, 2).steps;
    expect(level2.at(-1)!.messages.some((msg) => msg.key === 'guess-hint-4')).toBe(false);
  });
});

describe('smart hint on a board with a wrong entry', () => {
  it('points out the wrong entry before anything else', () => {
    const { puzzle, solution } = generate({
      shape: '4-squares',
      orientation: 'landscape',
      difficulty: 2,
      seed: 3,
    });
    const values = solution.map((v, m) => (m === 4 ? (v % 9) + 1 : 0));
    const record = hint({ puzzle, values });
    expect(record?.type).toBe('error');
    expect(record?.cell).toBe(puzzle.layout.mysteries[4]);
    expect(record?.value).toBe(values[4]);
    expect(record?.steps[0]?.red).toContain(puzzle.layout.mysteries[4]);
  });

  it('treats what is not a digit as no entry', () => {
    const { puzzle, solution } = generate({
      shape: 'one-square',
      orientation: 'landscape',
      difficulty: 2,
      seed: 6,
    });
    const clean = hint({ puzzle, values: solution.map(() => 0) }, solution);
    const odd = hint({ puzzle, values: solution.map((_, m) => [12, -1, 0.5, Number.NaN][m]!) }, solution);
    expect(odd?.type).toBe('hint');
    expect(odd).toEqual(clean);
  });

  it('answers nothing once every number is found', () => {
    const { puzzle, solution } = generate({
      shape: 'one-square',
      orientation: 'landscape',
      difficulty: 3,
      seed: 8,
    });
    expect(hint({ puzzle, values: solution })).toBeUndefined();
  });

  it('counts a right clue note as known and ignores a wrong one', () => {
    const { puzzle, solution } = generate({
      shape: '2-squares',
      orientation: 'landscape',
      difficulty: 4,
      seed: 12,
    });
    const { layout } = puzzle;
    const hidden = puzzle.pairClues.findIndex((c) => c.add === 0);
    expect(hidden).toBeGreaterThanOrEqual(0);
    const slot = layout.pairs[hidden]!;
    const sum = solution[slot.a]! + solution[slot.b]!;
    const values = layout.mysteries.map(() => 0);
    const right = hint({ puzzle, values, halves: [{ cell: slot.cell, half: 'add', value: sum }] });
    const wrong = hint({ puzzle, values, halves: [{ cell: slot.cell, half: 'add', value: sum + 1 }] });
    const plain = hint({ puzzle, values });
    expect(wrong).toEqual(plain);
    expect(right?.type).toBe('hint');
  });
});

describe('message catalogue', () => {
  it('gives every key an English text', () => {
    for (const text of Object.values(MESSAGES)) expect(text.length).toBeGreaterThan(10);
  });
});
