// Made by `npm run lesson-boards -w engine` (cli/lesson-boards-cli.ts): do not edit by hand.
// Per lesson, board 0 is the worked example and the rest are practice boards.

import type { LessonBoard } from './board-data';
import type { LessonId } from './lessons';

export const LESSON_BOARDS: Readonly<Record<LessonId, readonly LessonBoard[]>> = {
  'add-multiply': [
    { shape: 'single-pair', seed: 1, givens: [0, 0], pairs: [[7, 6]], squares: [] },
    {
      shape: 'l-shape-2pairs',
      seed: 2,
      givens: [0, 0, 0],
      pairs: [
        [6, 8],
        [9, 14],
      ],
      squares: [],
    },
    {
      shape: 'arc-3pairs',
      seed: 3,
      givens: [0, 0, 0, 0],
      pairs: [
        [3, 2],
        [5, 4],
        [0, 18],
      ],
      squares: [],
    },
  ],
  'subtract-divide': [
    {
      shape: 'l-shape-2pairs',
      seed: 1,
      givens: [0, 6, 0],
      pairs: [
        [7, 0],
        [8, 0],
      ],
      squares: [],
    },
    {
      shape: 'arc-3pairs',
      seed: 2,
      givens: [0, 4, 0, 0],
      pairs: [
        [6, 0],
        [9, 0],
        [0, 16],
      ],
      squares: [],
    },
    {
      shape: 'one-square-4-pairs-only',
      seed: 3,
      givens: [1, 0, 0, 0],
      pairs: [
        [3, 0],
        [5, 0],
        [11, 0],
        [0, 36],
      ],
      squares: [],
    },
  ],
  'algebra-common-factors': [
    {
      shape: 'l-shape-2pairs',
      seed: 1,
      givens: [0, 0, 0],
      pairs: [
        [7, 0],
        [0, 7],
      ],
      squares: [],
    },
    {
      shape: 'arc-3pairs',
      seed: 2,
      givens: [0, 0, 0, 0],
      pairs: [
        [6, 0],
        [0, 14],
        [0, 16],
      ],
      squares: [],
    },
    {
      shape: 'one-square-4-pairs-only',
      seed: 3,
      givens: [0, 0, 0, 0],
      pairs: [
        [3, 0],
        [5, 0],
        [11, 0],
        [0, 36],
      ],
      squares: [],
    },
  ],
  'central-square-box': [
    {
      shape: 'one-square',
      seed: 51,
      givens: [0, 0, 0, 0],
      pairs: [
        [12, 0],
        [0, 36],
        [12, 0],
        [0, 36],
      ],
      squares: [[0, 1296]],
    },
    {
      shape: '2-squares',
      seed: 108,
      givens: [0, 0, 0, 0, 0, 0],
      pairs: [
        [11, 0],
        [0, 10],
        [0, 54],
        [8, 0],
        [9, 0],
        [12, 0],
        [10, 0],
      ],
      squares: [
        [23, 0],
        [0, 210],
      ],
    },
    {
      shape: 'one-square',
      seed: 126,
      givens: [0, 0, 0, 0],
      pairs: [
        [0, 6],
        [9, 0],
        [6, 0],
        [10, 0],
      ],
      squares: [[0, 126]],
    },
  ],
  'deducing-extra-clues': [
    {
      shape: 'one-square',
      seed: 27,
      givens: [0, 0, 0, 0],
      pairs: [
        [0, 0],
        [0, 6],
        [0, 0],
        [7, 0],
      ],
      squares: [[0, 96]],
    },
    {
      shape: '2-squares',
      seed: 41,
      givens: [0, 0, 0, 0, 0, 0],
      pairs: [
        [0, 27],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 7],
      ],
      squares: [
        [17, 0],
        [26, 0],
      ],
    },
    {
      shape: 'one-square',
      seed: 45,
      givens: [0, 0, 0, 0],
      pairs: [
        [0, 0],
        [13, 0],
        [0, 0],
        [0, 45],
      ],
      squares: [[29, 0]],
    },
  ],
  'pairs-only-once': [
    {
      shape: '2-squares',
      seed: 7,
      givens: [0, 0, 0, 0, 0, 0],
      pairs: [
        [12, 0],
        [0, 0],
        [0, 0],
        [0, 14],
        [0, 3],
        [0, 0],
        [0, 0],
      ],
      squares: [
        [17, 0],
        [0, 0],
      ],
    },
    {
      shape: '2-squares',
      seed: 8,
      givens: [0, 0, 0, 0, 0, 0],
      pairs: [
        [0, 72],
        [0, 0],
        [16, 0],
        [0, 0],
        [0, 45],
        [0, 0],
        [15, 0],
      ],
      squares: [
        [0, 0],
        [0, 0],
      ],
    },
    {
      shape: '2-squares',
      seed: 9,
      givens: [0, 0, 0, 0, 0, 0],
      pairs: [
        [0, 0],
        [0, 0],
        [0, 0],
        [4, 0],
        [0, 12],
        [0, 4],
        [0, 0],
      ],
      squares: [
        [10, 24],
        [0, 0],
      ],
    },
  ],
  'try-and-check': [
    {
      shape: 'one-square',
      seed: 60,
      givens: [0, 0, 0, 0],
      pairs: [
        [0, 24],
        [0, 0],
        [6, 0],
        [11, 0],
      ],
      squares: [[0, 0]],
    },
    {
      shape: '2-squares',
      seed: 69,
      givens: [0, 0, 0, 0, 0, 0],
      pairs: [
        [0, 0],
        [0, 24],
        [11, 0],
        [10, 0],
        [0, 0],
        [0, 8],
        [11, 0],
      ],
      squares: [
        [0, 0],
        [0, 0],
      ],
    },
    {
      shape: 'one-square',
      seed: 87,
      givens: [0, 0, 0, 0],
      pairs: [
        [0, 0],
        [0, 0],
        [0, 9],
        [0, 27],
      ],
      squares: [[18, 0]],
    },
  ],
};
