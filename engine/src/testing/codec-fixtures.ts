// Test support for the codec tests: the README's worked example and small wire puzzles.

import { makePuzzle, type WirePuzzle } from '../codec';
import { layoutOf } from '../layout';
import { cluesOf, type Puzzle } from '../puzzle';
import { makePuzzleId } from '../puzzle-id';

/** The worked example of engine/README.md, exactly as written there. */
export const EXAMPLE_JSON = `{
  "_id": "B5L2-rs",
  "puzzleId": "B5L2-rs",
  "shape": "one-square",
  "level": 2,
  "difficulty": 12.5,
  "difficultyLevel": 2,
  "hintsNo": 1,
  "timeAllowed": 120,
  "n": 2,
  "m": 2,
  "r": 9,
  "data": [0, 0, 8, 0, 0, 0, 0, 6, 14, 0, 0, 20, 2, 0, 0, 0, 0, 0]
}`;

export const example = (): WirePuzzle => JSON.parse(EXAMPLE_JSON) as WirePuzzle;

export function withData(wire: WirePuzzle, entries: Record<number, number>): WirePuzzle {
  const data = [...wire.data];
  for (const [i, v] of Object.entries(entries)) data[Number(i)] = v;
  return { ...wire, data };
}

/** A 2-squares puzzle in portrait form: every clue half shown, no givens. */
export function portrait(): WirePuzzle {
  const layout = layoutOf('2-squares', 'portrait');
  const solution = layout.mysteries.map((_, m) => (m % 9) + 1);
  const puzzle: Puzzle = { layout, givens: solution.map(() => 0), ...cluesOf(layout, solution) };
  const id = makePuzzleId({ shape: '2-squares', orientation: 'portrait', difficulty: 3, seed: 7 });
  return makePuzzle(puzzle, {
    id,
    level: 3,
    difficultyLevel: 3,
    difficulty: 40,
    hintsNo: 1,
    timeAllowed: 90,
  });
}
