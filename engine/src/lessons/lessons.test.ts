import { describe, expect, it } from 'vitest';
import { grade } from '../deduce/grade';
import { hintLevel } from '../deduce/hint-levels';
import { count, solveUnique } from '../solver/solver';
import { boardPuzzle } from './board-data';
import { findLessonBoards } from './find-boards';
import { LESSON_BOARDS } from './lesson-boards';
import { BOARDS_PER_LESSON, lessonExample, lessonPractice } from './lesson-content';
import { LESSON_IDS, LESSON_SPECS, lessonBelowRank, lessonMaxRank } from './lessons';
import { checkPractice, teachesLesson } from './practice-check';

describe('lesson boards', () => {
  it.each(LESSON_IDS)(
    '%s: every stored board is unique, needs the lesson, and the band below fails',
    (id) => {
      const boards = LESSON_BOARDS[id];
      expect(boards).toHaveLength(BOARDS_PER_LESSON);
      for (const board of boards) {
        const puzzle = boardPuzzle(board);
        expect(count(puzzle, 2).count).toBe(1);
        const spec = LESSON_SPECS[id];
        const within = grade(puzzle, { maxRank: lessonMaxRank(id), maxChains: spec.maxChains });
        expect(within.solved).toBe(true);
        expect(spec.techniques.some((t) => within.uses[t] > 0)).toBe(true);
        if (lessonBelowRank(id) > 0)
          expect(grade(puzzle, { maxRank: lessonBelowRank(id), maxChains: 0 }).solved).toBe(false);
        else expect(puzzle.givens.some((g) => g === 0)).toBe(true);
        expect(teachesLesson(puzzle, id)).toBe(true);
      }
    },
  );

  it('boards of different lessons or the same lesson are never the same board', () => {
    const seen = new Set<string>();
    for (const id of LESSON_IDS)
      for (const b of LESSON_BOARDS[id]) {
        const key = JSON.stringify([b.shape, b.givens, b.pairs, b.squares]);
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
  });

  it('the finder makes the stored boards again (deterministic seeds)', () => {
    for (const id of LESSON_IDS) expect(findLessonBoards(id, BOARDS_PER_LESSON)).toEqual(LESSON_BOARDS[id]);
  });

  it('a board the lesson does not need is refused', () => {
    // The add & multiply example solved by subtract and divide alone once a number is given.
    const board = LESSON_BOARDS['add-multiply'][1]!;
    const solution = solveUnique(boardPuzzle(board))!;
    const given = boardPuzzle({ ...board, givens: [solution[0]!, 0, 0] });
    const verdict = checkPractice(given, 'add-multiply');
    expect(verdict).toMatchObject({ unique: true, solvable: true, belowSolves: true });
    expect(teachesLesson(given, 'add-multiply')).toBe(false);
    // A chain board is beyond central square's techniques.
    const chainBoard = boardPuzzle(LESSON_BOARDS['try-and-check'][1]!);
    expect(checkPractice(chainBoard, 'central-square-box').solvable).toBe(false);
  });
});

describe('lesson content', () => {
  it.each(LESSON_IDS)("%s: the example is a smart hint of the lesson's technique", (id) => {
    const example = lessonExample(id);
    expect(example.hint.type).toBe('hint');
    expect(LESSON_SPECS[id].techniques).toContain(example.hint.technique);
    expect(example.hint.steps.length).toBeGreaterThan(0);
    // The number it finds is the solution's.
    const m = example.puzzle.layout.mysteryAt[example.hint.cell]!;
    expect(example.hint.value).toBe(example.solution[m]);
    expect(example.values[m]).toBe(0);
    expect(hintLevel(example.hint, 1).steps.length).toBeGreaterThan(0);
  });

  it.each(LESSON_IDS)('%s: two practice boards with their solutions', (id) => {
    const practice = lessonPractice(id);
    expect(practice).toHaveLength(BOARDS_PER_LESSON - 1);
    for (const p of practice) {
      expect(p.solution.every((v) => v >= 1 && v <= 9)).toBe(true);
      expect(p.puzzle.givens.every((g, m) => g === 0 || g === p.solution[m])).toBe(true);
    }
  });
});
