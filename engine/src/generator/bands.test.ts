import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LEVELS, type DifficultyLevel, SHAPE_NAMES } from '../constants';
import type { PlayerBoard } from '../deduce/board';
import { MAX_CHAIN_STEPS } from '../deduce/chain';
import { TECHNIQUES } from '../deduce/deduction';
import { grade } from '../deduce/grade';
import { hint } from '../deduce/hint';
import { boardAfterHint } from '../deduce/hint-board';
import { onlyDigit } from '../deduce/masks';
import { layoutOf } from '../layout';
import { parsePuzzleId } from '../puzzle-id';
import { createRandom } from '../random';
import { bandKind, bandLabel, bandOf, MAX_EXPERT_CHAINS, ownBand, techniqueRules } from './bands';
import { generate, generateGraded } from './generate';

const SAMPLE = 30;

describe('bands by the hardest technique needed (version E)', () => {
  for (const shape of SHAPE_NAMES) {
    it(`${shape}: each level's puzzles need its band's techniques and no more (double check)`, () => {
      for (const difficulty of DIFFICULTY_LEVELS) {
        if (!ownBand(shape, difficulty)) continue;
        for (let seed = 1; seed <= SAMPLE; seed++) {
          const made = generate({ shape, orientation: 'landscape', difficulty, seed: seed * 104729 });
          expect(parsePuzzleId(made.id)).toMatchObject({ ok: true, value: { version: 'E' } });
          const { puzzle, solution } = made;
          const own = grade(puzzle, { ...techniqueRules(difficulty), solution });
          if (!own.solved) throw new Error(`${made.id} is not solvable with its band's techniques`);
          if (difficulty > 1) {
            const lower = grade(puzzle, { ...techniqueRules((difficulty - 1) as DifficultyLevel), solution });
            if (lower.solved) throw new Error(`${made.id} is solvable with the band below's techniques`);
          }
          const chainSteps = own.steps.filter((s) => s.chain).map((s) => s.chain!.steps.length);
          if (difficulty < 4) expect(chainSteps).toEqual([]);
          else {
            expect(chainSteps.length, made.id).toBeGreaterThanOrEqual(1);
            expect(chainSteps.length, made.id).toBeLessThanOrEqual(MAX_EXPERT_CHAINS);
            for (const n of chainSteps) expect(n, made.id).toBeLessThanOrEqual(MAX_CHAIN_STEPS);
            // Each chain settles a number, so a hint never needs two suppositions for one.
            for (const step of own.steps.filter((s) => s.chain))
              expect(onlyDigit(step.result), made.id).toBeGreaterThan(0);
          }
        }
      }
    });
  }

  it('gives every level of every shape from one-square up its own band', () => {
    for (const shape of SHAPE_NAMES) {
      const own = DIFFICULTY_LEVELS.filter((d) => ownBand(shape, d));
      if (layoutOf(shape).squares.length > 0) expect(own, shape).toEqual([1, 2, 3, 4]);
    }
    // The small shapes, where a band cannot be reached (see bands.ts).
    expect(DIFFICULTY_LEVELS.filter((d) => !ownBand('single-pair', d))).toEqual([2, 4]);
    expect(DIFFICULTY_LEVELS.filter((d) => !ownBand('l-shape-2pairs', d))).toEqual([2, 3]);
    expect(DIFFICULTY_LEVELS.filter((d) => !ownBand('arc-3pairs', d))).toEqual([3]);
    expect(DIFFICULTY_LEVELS.filter((d) => !ownBand('one-square-4-pairs-only', d))).toEqual([3]);
  });

  it('splits the easy band by points where a shape has no medium band', () => {
    for (const [shape, cap] of [
      ['single-pair', 9],
      ['l-shape-2pairs', 12],
    ] as const) {
      expect(bandOf(shape, 1).rules).toMatchObject({
        maxRank: TECHNIQUES['factor-pairs'].rank,
        maxPoints: cap,
      });
      expect(bandOf(shape, 2).below).toMatchObject({
        maxRank: TECHNIQUES['factor-pairs'].rank,
        maxPoints: cap,
      });
      for (let seed = 1; seed <= SAMPLE; seed++) {
        const easy = generate({ shape, orientation: 'landscape', difficulty: 1, seed });
        const medium = generate({ shape, orientation: 'landscape', difficulty: 2, seed });
        expect(easy.difficulty).toBeLessThanOrEqual(cap);
        expect(medium.difficulty).toBeGreaterThan(cap);
        expect(TECHNIQUES[medium.grade.hardest].rank).toBeLessThanOrEqual(TECHNIQUES['factor-pairs'].rank);
      }
    }
  });

  it('says what each level is where a shape has no band of its own', () => {
    expect(bandKind('single-pair', 1)).toEqual({ kind: 'points', band: 1, atMost: 9 });
    expect(bandKind('single-pair', 2)).toEqual({ kind: 'points', band: 1, above: 9 });
    expect(bandKind('single-pair', 4)).toEqual({ kind: 'repeat', band: 3, level: 3 });
    expect(bandKind('l-shape-2pairs', 3)).toEqual({ kind: 'repeat', band: 1, level: 2 });
    expect(bandLabel('l-shape-2pairs', 2)).toBe('easy, more than 12 points');
    expect(bandLabel('arc-3pairs', 3)).toBe('medium, level 2 again');
    for (const shape of SHAPE_NAMES) {
      for (const level of DIFFICULTY_LEVELS) {
        const kind = bandKind(shape, level);
        const own = kind.kind === 'own' || (kind.kind === 'points' && kind.atMost !== undefined);
        expect(own, `${shape} ${level}`).toBe(ownBand(shape, level));
        expect(kind.band, `${shape} ${level}`).toBe(bandOf(shape, level).techniques);
      }
    }
  });

  it('looks ahead without changing any puzzle: a draw given up early is one the double check rejects', () => {
    for (const shape of ['one-square', '2-squares', '4-squares', '6-squares'] as const) {
      const layout = layoutOf(shape);
      for (const level of [2, 3, 4] as const) {
        for (let seed = 1; seed <= 8; seed++) {
          const fast = generateGraded(layout, level, createRandom(seed), { lookAhead: true });
          const slow = generateGraded(layout, level, createRandom(seed), { lookAhead: false });
          expect(fast.puzzle, `${shape} ${level} ${seed}`).toEqual(slow.puzzle);
          expect(fast.grade.points).toBe(slow.grade.points);
        }
      }
    }
  });

  it('labels chains with their own lesson, try and check', () => {
    expect(TECHNIQUES.chain.learn).toEqual({ kind: 'lesson', lesson: 'try-and-check' });
    const made = generate({ shape: '4-squares', orientation: 'landscape', difficulty: 4, seed: 5 });
    let board: PlayerBoard = { puzzle: made.puzzle, values: made.solution.map(() => 0) };
    let chainHints = 0;
    for (;;) {
      const h = hint(board, made.solution);
      if (!h || h.value === 0) break;
      if (h.technique === 'chain') {
        chainHints++;
        expect(h.learn).toEqual({ kind: 'lesson', lesson: 'try-and-check' });
      }
      board = boardAfterHint(board, h);
    }
    expect(chainHints).toBeGreaterThan(0);
  });
});
