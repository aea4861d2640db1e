// The summerland tutorial's figures (pages 1 to 6): pairs only, as in summer's puzzles. Page 5
// (rule 2) shows the rule's own figure. Grid cells are those of the shape's landscape layout
// (engine layout.ts); comments name them.

import { type FigureScript, figurePuzzle } from '../figure-script';
import { rule2 } from './rules';
import { say } from './words';

// arc-3pairs: mysteries 0, 2 / 6, 8; pair clues 1 (top), 3 (left), 5 (right).
const ARC_VALUES = [3, 4, 2, 6];

/** Page 1: every ? hides a number from 1 to 9; they turn up one by one. */
export const summer1: FigureScript = {
  id: 'summerland-1',
  level: 1,
  puzzle: figurePuzzle('arc-3pairs', ARC_VALUES),
  solution: ARC_VALUES,
  frames: [
    {
      caption: say('figures.summer1.hidden'),
      labels: [{ cell: 0, text: say('figures.labels.mystery'), place: 'above' }],
    },
    { values: { 0: 3 }, caption: say('figures.summer1.found', { count: 1 }) },
    { values: { 2: 4 }, caption: say('figures.summer1.found', { count: 2 }) },
    { values: { 6: 2 }, caption: say('figures.summer1.found', { count: 3 }) },
    { values: { 8: 6 }, caption: say('figures.summer1.all') },
  ],
};

// single-pair: mysteries 0 and 2, the pair clue at 1.
const PAIR_VALUES = [3, 4];

/** Page 2: add 7 alone lets 1 + 6, 2 + 5 and 3 + 4 all fit. */
export const summer2: FigureScript = {
  id: 'summerland-2',
  level: 1,
  puzzle: figurePuzzle('single-pair', PAIR_VALUES, [{ cell: 1, half: 'mult' }]),
  solution: PAIR_VALUES,
  frames: [
    { marks: { target: 1 }, caption: say('figures.summer2.add') },
    { trial: true, values: { 0: 1, 2: 6 }, caption: say('figures.sum', { a: 1, b: 6, total: 7 }) },
    { trial: true, values: { 0: 2, 2: 5 }, caption: say('figures.sum', { a: 2, b: 5, total: 7 }) },
    { values: { 0: 3, 2: 4 }, caption: say('figures.sum', { a: 3, b: 4, total: 7 }) },
  ],
};

/** Page 3: with multiply 12 as well, only 3 and 4 are left. */
export const summer3: FigureScript = {
  id: 'summerland-3',
  level: 1,
  puzzle: figurePuzzle('single-pair', PAIR_VALUES),
  solution: PAIR_VALUES,
  frames: [
    { marks: { target: 1 }, caption: say('figures.summer3.both') },
    {
      trial: true,
      values: { 0: 1, 2: 6 },
      breach: [1],
      caption: say('figures.notProduct', { a: 1, b: 6, product: 6, clue: 12 }),
    },
    {
      trial: true,
      values: { 0: 2, 2: 5 },
      breach: [1],
      caption: say('figures.notProduct', { a: 2, b: 5, product: 10, clue: 12 }),
    },
    {
      values: { 0: 3, 2: 4 },
      marks: { target: 1, green: [0, 2], arrows: [] },
      caption: say('figures.summer3.only'),
    },
  ],
};

// l-shape-2pairs: mysteries 0, 2 (right) and 6 (below); pair clues 1 (0-2, its add hidden) and 3 (0-6).
const L_VALUES = [2, 5, 4];

/** Page 4: the add half of the top clue is hidden; its multiply and the clue below tell. */
export const summer4: FigureScript = {
  id: 'summerland-4',
  level: 1,
  puzzle: figurePuzzle('l-shape-2pairs', L_VALUES, [{ cell: 1, half: 'add' }]),
  solution: L_VALUES,
  frames: [
    {
      labels: [{ cell: 1, text: say('figures.labels.hidden'), place: 'above' }],
      caption: say('figures.summer4.hidden'),
    },
    {
      notes: { 0: [2, 4], 6: [2, 4] },
      marks: { target: 0, green: [3] },
      caption: say('figures.summer4.below'),
    },
    {
      values: { 0: 2 },
      marks: { target: 0, green: [1] },
      caption: say('figures.summer4.common'),
    },
    { values: { 2: 5, 6: 4 }, caption: say('figures.summer4.rest') },
  ],
};

/** Page 5: rule 2, with a pair under a blank clue. */
export const summer5 = rule2;

/** Page 6: the clock runs and a wrong number costs one of the 3 errors. */
export const summer6: FigureScript = {
  id: 'summerland-6',
  level: 1,
  puzzle: figurePuzzle('arc-3pairs', ARC_VALUES),
  solution: ARC_VALUES,
  frames: [
    { caption: say('figures.summer6.start') },
    { values: { 0: 3 }, caption: say('figures.summer6.right') },
    { tries: { 2: [5] }, marks: { target: 2, red: [2] }, caption: say('figures.summer6.wrong') },
    { values: { 2: 4 }, caption: say('figures.summer6.again') },
    { values: { 6: 2, 8: 6 }, caption: say('figures.summer6.done') },
  ],
};

export const SUMMER_FIGURES = [summer1, summer2, summer3, summer4, summer5, summer6] as const;
