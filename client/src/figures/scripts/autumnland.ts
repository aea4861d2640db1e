// The autumnland tutorial's figures (pages 1 to 6): square clues. Page 5 (special squares) shows
// rule 3's own figure. one-square: mysteries 0, 2 / 6, 8; pair clues 1 (top), 3 (left), 5 (right),
// 7 (bottom); the square clue at 4.

import { type FigureScript, figurePuzzle } from '../figure-script';
import { rule3 } from './rules';
import { say } from './words';

const CORNERS = [0, 2, 6, 8];
const A1_VALUES = [2, 3, 4, 1];

/** Page 1: the square clue gives the sum and the product of its four numbers. */
export const autumn1: FigureScript = {
  id: 'autumnland-1',
  level: 2,
  puzzle: figurePuzzle('one-square', A1_VALUES),
  solution: A1_VALUES,
  frames: [
    {
      marks: { target: 4, neutral: CORNERS },
      labels: [{ cell: 1, text: say('figures.labels.square'), place: 'above' }],
      caption: say('figures.autumn1.square'),
    },
    {
      values: { 0: 2, 2: 3 },
      marks: { target: 4, neutral: CORNERS },
      caption: say('figures.autumn1.filling'),
    },
    { values: { 6: 4, 8: 1 }, marks: { target: 4, green: CORNERS }, caption: say('figures.autumn1.sums') },
  ],
};

// The right and bottom clues are blank: only the square can tell the last number.
const BLANK_RIGHT_BOTTOM = [
  { cell: 5, half: 'both' },
  { cell: 7, half: 'both' },
] as const;
const A2_VALUES = [2, 3, 4, 5];

/** Page 2: three numbers known, the square tells the fourth. */
export const autumn2: FigureScript = {
  id: 'autumnland-2',
  level: 2,
  puzzle: figurePuzzle('one-square', A2_VALUES, BLANK_RIGHT_BOTTOM),
  solution: A2_VALUES,
  frames: [
    { values: { 0: 2, 2: 3, 6: 4 }, caption: say('figures.autumn2.three') },
    { marks: { target: 8, green: [4] }, caption: say('figures.autumn2.subtract') },
    { values: { 8: 5 }, caption: say('figures.autumn2.fourth') },
  ],
};

const A3_VALUES = [3, 5, 6, 6];

/** Page 3: add 20 less 14 is 6; multiply 540 divided by 90 is 6 too. */
export const autumn3: FigureScript = {
  id: 'autumnland-3',
  level: 2,
  puzzle: figurePuzzle('one-square', A3_VALUES, BLANK_RIGHT_BOTTOM),
  solution: A3_VALUES,
  frames: [
    {
      values: { 0: 3, 2: 5, 6: 6 },
      marks: { target: 8, neutral: [0, 2, 6] },
      caption: say('figures.autumn3.three'),
    },
    { marks: { target: 8, green: [4] }, caption: say('figures.autumn3.subtract') },
    { marks: { target: 8, green: [4] }, caption: say('figures.autumn3.divide') },
    { values: { 8: 6 }, caption: say('figures.autumn3.fourth') },
  ],
};

const FIVES = [5, 5, 5, 5];

/** Page 4: a product of 625 means all fives. */
export const autumn4: FigureScript = {
  id: 'autumnland-4',
  level: 2,
  puzzle: figurePuzzle('one-square', FIVES, [
    { cell: 1, half: 'both' },
    { cell: 3, half: 'both' },
    { cell: 5, half: 'both' },
    { cell: 7, half: 'both' },
    { cell: 4, half: 'add' },
  ]),
  solution: FIVES,
  frames: [
    { marks: { target: 4 }, caption: say('figures.autumn4.product') },
    {
      values: { 0: 5, 2: 5, 6: 5, 8: 5 },
      marks: { target: 4, green: CORNERS, arrows: [] },
      caption: say('figures.autumn4.fives'),
    },
  ],
};

/** Page 5: special squares (rule 3). */
export const autumn5 = rule3;

const A6_VALUES = [1, 3, 2, 4];

/** Page 6: a whole square puzzle solved, under the clock. */
export const autumn6: FigureScript = {
  id: 'autumnland-6',
  level: 2,
  puzzle: figurePuzzle('one-square', A6_VALUES),
  solution: A6_VALUES,
  frames: [
    { caption: say('figures.autumn6.start') },
    { values: { 0: 1, 2: 3 }, marks: { target: 2, green: [1] }, caption: say('figures.autumn6.pairs') },
    { values: { 6: 2 }, marks: { target: 6, green: [3] }, caption: say('figures.autumn6.pairs') },
    { values: { 8: 4 }, marks: { target: 8, green: [4] }, caption: say('figures.autumn6.square') },
  ],
};

export const AUTUMN_FIGURES = [autumn1, autumn2, autumn3, autumn4, autumn5, autumn6] as const;
