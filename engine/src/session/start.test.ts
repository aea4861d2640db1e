import { describe, expect, it } from 'vitest';
import { generate } from '../generator/generate';
import { sessionStart } from './start';

describe('sessionStart', () => {
  const made = generate({ shape: '4-squares', orientation: 'landscape', difficulty: 3, seed: 21 });
  const info = {
    puzzleId: made.id,
    level: 2 as const,
    difficultyLevel: 3 as const,
    difficulty: made.difficulty,
    hintsNo: made.hintsNo,
    timeAllowed: made.timeAllowed,
  };
  const player = { id: 'g1', gems: 500, startupDelayMs: 3000, errorAssist: true };

  it('solves the served puzzle for the session', () => {
    const start = sessionStart(made.puzzle, info, player);
    expect(start).toMatchObject({
      ok: true,
      value: { solution: made.solution, puzzleId: made.id, gems: 500 },
    });
  });

  it('keeps the game id apart from the puzzle id, whatever else the info carries', () => {
    const start = sessionStart(made.puzzle, { ...info, id: made.id } as typeof info, player);
    expect(start.ok && start.value.id).toBe('g1');
    expect(start.ok && start.value.puzzleId).toBe(made.id);
  });

  it('refuses a puzzle without exactly one solution', () => {
    const blank = { ...made.puzzle, pairClues: made.puzzle.pairClues.map(() => ({ add: 0, mult: 0 })) };
    expect(sessionStart(blank, info, player)).toEqual({
      ok: false,
      error: `puzzle ${made.id} does not have exactly one solution`,
    });
  });
});
