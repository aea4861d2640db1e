// The winterland tutorial's figures (pages 1 to 4): bigger boards. Page 2 is the labelled square
// example and page 3 the square / not-square example (spec section 2); page 4 shows rule 4's
// own figure. 2-squares: mysteries 0, 2, 4 / 10, 12, 14; pair clues 1, 3 (top), 5, 7, 9 (middle
// row), 11, 13 (bottom); square clues 6 (left) and 8 (right). one-square: mysteries 0, 2 / 6, 8;
// pair clues 1, 3, 5, 7; the square clue at 4.

import { type FigureScript, figurePuzzle } from '../figure-script';
import { rule4 } from './rules';
import { say } from './words';

const W1_VALUES = [5, 5, 3, 5, 5, 2];

/** Page 1: start where the clues tell the most (a product of 625). */
export const winter1: FigureScript = {
  id: 'winterland-1',
  level: 3,
  puzzle: figurePuzzle('2-squares', W1_VALUES, [
    { cell: 1, half: 'both' },
    { cell: 5, half: 'both' },
    { cell: 7, half: 'both' },
    { cell: 11, half: 'both' },
    { cell: 9, half: 'both' },
    { cell: 3, half: 'add' },
  ]),
  solution: W1_VALUES,
  frames: [
    { caption: say('figures.winter1.more') },
    {
      marks: { target: 6 },
      labels: [{ cell: 1, text: say('figures.labels.startHere'), place: 'above', tone: 'good' }],
      caption: say('figures.winter1.start'),
    },
    { values: { 0: 5, 2: 5, 10: 5, 12: 5 }, caption: say('figures.winter1.fives') },
    { values: { 4: 3 }, marks: { target: 4, green: [2, 3] }, caption: say('figures.winter1.next') },
    { values: { 14: 2 }, marks: { target: 14, green: [12, 13] }, caption: say('figures.winter1.last') },
  ],
};

const W2_VALUES = [1, 2, 3, 4];
const W2_CORNERS = [0, 2, 6, 8];
const W2_PAIRS = [1, 3, 5, 7];

/** Page 2: a square clue, its four mystery numbers and the four pair clues round it, labelled. */
export const winter2: FigureScript = {
  id: 'winterland-2',
  level: 3,
  puzzle: figurePuzzle('one-square', W2_VALUES),
  solution: W2_VALUES,
  frames: [
    {
      marks: { target: 4, arrows: [{ from: 1, to: 4 }] },
      labels: [{ cell: 1, text: say('figures.labels.square'), place: 'above' }],
      caption: say('figures.winter2.square'),
    },
    {
      marks: { target: 4, neutral: W2_CORNERS },
      labels: [{ cell: 6, text: say('figures.labels.corners'), place: 'below' }],
      caption: say('figures.winter2.corners'),
    },
    {
      marks: { target: 4, green: W2_PAIRS, arrows: [] },
      labels: [{ cell: 5, text: say('figures.labels.pairs'), place: 'right' }],
      caption: say('figures.winter2.pairs'),
    },
    {
      marks: { target: 4, neutral: W2_CORNERS, green: W2_PAIRS, arrows: [{ from: 1, to: 4 }] },
      labels: [
        { cell: 1, text: say('figures.labels.square'), place: 'above' },
        { cell: 6, text: say('figures.labels.corners'), place: 'below' },
        { cell: 5, text: say('figures.labels.pairs'), place: 'right' },
      ],
      caption: say('figures.winter2.all'),
    },
  ],
};

const W3_VALUES = [1, 2, 2, 4, 2, 2];

/** Page 3: two squares multiply to 16; the pairs show which one is a square of 2s. */
export const winter3: FigureScript = {
  id: 'winterland-3',
  level: 3,
  puzzle: figurePuzzle('2-squares', W3_VALUES, [
    { cell: 6, half: 'add' },
    { cell: 8, half: 'add' },
  ]),
  solution: W3_VALUES,
  frames: [
    { marks: { target: 6, neutral: [8] }, caption: say('figures.winter3.both') },
    {
      values: { 2: 2, 4: 2, 12: 2, 14: 2 },
      marks: { target: 8, green: [3, 9], arrows: [] },
      labels: [{ cell: 9, text: say('figures.labels.isSquare'), place: 'right', tone: 'good' }],
      caption: say('figures.winter3.square'),
    },
    {
      values: { 0: 1, 10: 4 },
      marks: { target: 6, green: [1, 5], arrows: [] },
      labels: [
        { cell: 9, text: say('figures.labels.isSquare'), place: 'right', tone: 'good' },
        { cell: 5, text: say('figures.labels.notSquare'), place: 'left', tone: 'bad' },
      ],
      caption: say('figures.winter3.notSquare'),
    },
  ],
};

/** Page 4: exactly one solution (rule 4). */
export const winter4 = rule4;

export const WINTER_FIGURES = [winter1, winter2, winter3, winter4] as const;
