import { describe, expect, it } from 'vitest';
import { isSolution } from '../clue-check';
import { DIFFICULTY_LEVELS, type DifficultyLevel, SHAPE_NAMES } from '../constants';
import { MAX_CHAIN_STEPS } from '../deduce/chain';
import { grade } from '../deduce/grade';
import { layoutOf } from '../layout';
import { blankClues, givenCount, reorient } from '../puzzle';
import { makePuzzleId } from '../puzzle-id';
import { createRandom } from '../random';
import { checkRules } from '../rules';
import { orientationsOf } from '../shapes';
import { count } from '../solver/solver';
import { bandOf, MAX_EXPERT_CHAINS, ownBand, techniqueRules } from './bands';
import { fromId, generate, generateWith } from './generate';
import { MAX_HIDDEN } from './policy';

// Graded generation costs about a millisecond a puzzle; 2,000 per shape keeps this under a minute.
const PER_SHAPE = 2000;

describe(`${PER_SHAPE} generated puzzles per shape`, () => {
  for (const shape of SHAPE_NAMES) {
    it(`${shape}: unique, keep rules 1-3, solver agrees, and the grade lands in the band (double check by technique)`, () => {
      const orientations = orientationsOf(shape);
      const tally = { blanksOnEasy: 0, specials: 0, ownBand: 0 };
      for (let i = 0; i < PER_SHAPE; i++) {
        const difficulty = DIFFICULTY_LEVELS[i % 4]!;
        const orientation = orientations[i % orientations.length]!;
        const made = generate({ shape, orientation, difficulty, seed: (0x9e3779b9 ^ (i * 7919)) >>> 0 });
        const { puzzle, solution } = made;
        const result = count(puzzle, 2);
        if (result.count !== 1) throw new Error(`${made.id} has ${result.count} solutions`);
        const expected = shape === 'single-pair' ? [...solution].sort((a, b) => a - b) : solution;
        if (result.solution!.join() !== expected.join()) throw new Error(`${made.id}: solver disagrees`);
        if (checkRules(puzzle.layout, solution).length > 0) throw new Error(`${made.id} breaks a rule`);
        if (!isSolution(puzzle, solution)) throw new Error(`${made.id}: solution does not fit its clues`);
        if (difficulty === 1) tally.blanksOnEasy += blankClues(puzzle);
        // Grades belong to the landscape form the generator works in; a turned puzzle keeps it.
        const landscape = reorient(puzzle, 'landscape');
        const band = bandOf(shape, difficulty);
        const own = grade(landscape, band.rules);
        if (!own.solved) throw new Error(`${made.id} is not solvable within its band`);
        if (own.points !== made.difficulty)
          throw new Error(`${made.id}: difficulty ${made.difficulty}, grade ${own.points}`);
        if (own.uses.chain > MAX_EXPERT_CHAINS) throw new Error(`${made.id} needs ${own.uses.chain} chains`);
        for (const step of own.steps) {
          if (step.chain && step.chain.steps.length > MAX_CHAIN_STEPS)
            throw new Error(`${made.id} needs a chain of ${step.chain.steps.length} steps`);
        }
        if (band.below && grade(landscape, band.below).solved)
          throw new Error(`${made.id} is solvable within the band below`);
        // Where the level has its own band, by technique alone: whatever the points, the band
        // below's techniques do not solve it, and expert needs a chain.
        if (difficulty > 1 && ownBand(shape, difficulty)) {
          if (grade(landscape, techniqueRules((difficulty - 1) as DifficultyLevel)).solved)
            throw new Error(`${made.id} is solvable with the techniques of the band below`);
          tally.ownBand++;
        }
        if (difficulty === 4 && ownBand(shape, 4) && own.uses.chain === 0)
          throw new Error(`${made.id} is expert without a chain`);
        if (made.specialSquare !== -1) tally.specials++;
      }
      expect(tally.blanksOnEasy).toBe(0);
      // Every shape from one-square up has all four bands of its own.
      if (layoutOf(shape).squares.length > 0) expect(tally.ownBand).toBe((PER_SHAPE * 3) / 4);
      if (layoutOf(shape).squares.length === 0) expect(tally.specials).toBe(0);
      else expect(tally.specials / PER_SHAPE).toBeGreaterThan(0.15);
    });
  }
});

describe('generation', () => {
  it('fromId regenerates exactly the same puzzle', () => {
    for (const shape of SHAPE_NAMES) {
      for (const orientation of orientationsOf(shape)) {
        for (const difficulty of DIFFICULTY_LEVELS) {
          const id = makePuzzleId({ shape, orientation, difficulty, seed: 123456789 });
          const first = fromId(id);
          const second = fromId(id);
          expect(first.ok && second.ok).toBe(true);
          expect(first).toEqual(second);
          if (first.ok) expect(first.value.id).toBe(id);
        }
      }
    }
  });

  it('gives other seeds other puzzles', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const made = generate({ shape: '4-squares', orientation: 'landscape', difficulty: 3, seed });
      seen.add(JSON.stringify([made.solution, made.puzzle.pairClues, made.puzzle.squareClues]));
    }
    expect(seen.size).toBe(200);
  });

  it('makes one puzzle in both orientations, turned', () => {
    for (const shape of ['2-squares', '6-squares'] as const) {
      const key = { shape, difficulty: 4 as DifficultyLevel, seed: 99 };
      const landscape = generate({ ...key, orientation: 'landscape' });
      const portrait = generate({ ...key, orientation: 'portrait' });
      expect(portrait.puzzle.layout.orientation).toBe('portrait');
      expect(reorient(landscape.puzzle, 'portrait')).toEqual(portrait.puzzle);
      expect(reorient(portrait.puzzle, 'landscape')).toEqual(landscape.puzzle);
      expect(count(portrait.puzzle, 2)).toMatchObject({ count: 1, solution: portrait.solution });
    }
  });

  it('grades rise from easy to expert on every shape; a level that repeats the one below makes its puzzles', () => {
    for (const shape of SHAPE_NAMES) {
      const means = DIFFICULTY_LEVELS.map((difficulty) => {
        let total = 0;
        for (let seed = 0; seed < 40; seed++) {
          total += generate({ shape, orientation: 'landscape', difficulty, seed }).difficulty;
        }
        return total / 40;
      });
      for (let i = 1; i < means.length; i++) {
        const level = DIFFICULTY_LEVELS[i]!;
        const repeats =
          JSON.stringify(bandOf(shape, level)) === JSON.stringify(bandOf(shape, DIFFICULTY_LEVELS[i - 1]!));
        if (repeats) expect(means[i], `${shape} ${means.join(' ')}`).toBe(means[i - 1]);
        else expect(means[i], `${shape} ${means.join(' ')}`).toBeGreaterThan(means[i - 1]!);
      }
    }
  });

  it('serves difficulty, hints and time from the grade', () => {
    const made = generate({ shape: '6-squares', orientation: 'landscape', difficulty: 4, seed: 9 });
    expect(made.difficulty).toBe(made.grade.points);
    expect(made.hintsNo).toBe(Math.ceil((1.3157 * made.difficulty) / 100));
    expect(made.timeAllowed % 5).toBe(0);
    expect(made.timeAllowed).toBeGreaterThanOrEqual(30 + 2 * made.difficulty);
    expect(made.timeAllowed).toBeLessThan(35 + 2 * made.difficulty);
  });

  it('shows the given mysteries a policy asks for, with their true values', () => {
    const random = createRandom(5);
    for (let i = 0; i < 200; i++) {
      const made = generateWith(layoutOf('6-squares'), { ...MAX_HIDDEN, givens: 3 }, random);
      expect(givenCount(made.puzzle)).toBe(3);
      made.puzzle.givens.forEach((g, m) => {
        if (g !== 0) expect(g).toBe(made.solution[m]);
      });
      expect(count(made.puzzle, 2).count).toBe(1);
    }
  });

  it('stops at every half that could still be hidden when hiding as much as possible', () => {
    const random = createRandom(11);
    for (let i = 0; i < 50; i++) {
      const { puzzle } = generateWith(layoutOf('4-squares'), MAX_HIDDEN, random);
      puzzle.pairClues.forEach((clue, e) => {
        for (const half of ['add', 'mult'] as const) {
          if (clue[half] === 0) continue;
          const pairClues = [...puzzle.pairClues];
          pairClues[e] = { ...clue, [half]: 0 };
          expect(count({ ...puzzle, pairClues }, 2).count).toBe(2);
        }
      });
    }
  });

  it('plants special squares at the rate asked, and uniform sampling rarely makes them', () => {
    const random = createRandom(3);
    const layout = layoutOf('6-squares');
    let planted = 0;
    let natural = 0;
    for (let i = 0; i < 2000; i++) {
      if (generateWith(layout, { ...MAX_HIDDEN, specialSquareRate: 0.5 }, random).specialSquare !== -1)
        planted++;
      if (generateWith(layout, { ...MAX_HIDDEN, hideHalves: 0 }, random).specialSquare !== -1) natural++;
    }
    expect(planted / 2000).toBeGreaterThan(0.45);
    expect(planted / 2000).toBeLessThan(0.55);
    expect(natural / 2000).toBeLessThan(0.03);
  });

  it('keeps accepting only hides the policy accepts', () => {
    const random = createRandom(8);
    const { puzzle } = generateWith(
      layoutOf('4-squares'),
      {
        ...MAX_HIDDEN,
        accept: (candidate) => candidate.squareClues.every((c) => c.add !== 0 && c.mult !== 0),
      },
      random,
    );
    expect(puzzle.squareClues.every((c) => c.add !== 0 && c.mult !== 0)).toBe(true);
    expect(blankClues(puzzle)).toBeGreaterThan(0);
  });

  it('rejects bad ids with the reason', () => {
    expect(fromId('B9L5-16')).toMatchObject({ ok: false, error: { code: 'bad-difficulty' } });
    expect(fromId('B1P1-0')).toMatchObject({ ok: false, error: { code: 'no-such-orientation' } });
    expect(fromId(42)).toMatchObject({ ok: false, error: { code: 'not-a-string' } });
  });
});
