// The four rules' figures (spec section 1, "Game rules"): each a still picture (its `still` frame,
// a breach marked where that teaches) and, played from the start, the rule's demonstration.
// Grid cells are those of the shape's landscape layout (engine layout.ts); comments name them.

import type { FigureScript } from '../figure-script';
import { figurePuzzle } from '../figure-script';
import { say } from './words';

// l-shape-2pairs: mysteries at 0, 2 (right) and 6 (below); pair clues at 1 (0-2) and 3 (0-6).
const RULE1_VALUES = [3, 6, 3];
export const rule1: FigureScript = {
  id: 'rule-1',
  level: 1,
  puzzle: figurePuzzle('l-shape-2pairs', RULE1_VALUES),
  solution: RULE1_VALUES,
  still: 1,
  frames: [
    { marks: { target: 1 }, caption: say('figures.rule1.clue') },
    {
      trial: true,
      values: { 0: 1, 2: 18 },
      breach: [2],
      labels: [{ cell: 2, text: say('figures.labels.tooBig'), place: 'above', tone: 'bad' }],
      caption: say('figures.rule1.tooBig'),
    },
    {
      values: { 0: 3, 2: 6 },
      marks: { target: 1, green: [0, 2], arrows: [] },
      caption: say('figures.rule1.fits'),
    },
    {
      values: { 6: 3 },
      labels: [{ cell: 6, text: say('figures.labels.again'), place: 'right', tone: 'good' }],
      caption: say('figures.rule1.repeat'),
    },
  ],
};

// one-square-4-pairs-only: mysteries 0, 2 / 6, 8; pair clues 1 (top), 3 (left), 5 (right), 7 (bottom).
// The right clue is blank: its pair still counts.
const RULE2_VALUES = [3, 5, 2, 4];
export const rule2: FigureScript = {
  id: 'rule-2',
  level: 1,
  puzzle: figurePuzzle('one-square-4-pairs-only', RULE2_VALUES, [{ cell: 5, half: 'both' }]),
  solution: RULE2_VALUES,
  still: 1,
  frames: [
    {
      values: { 0: 3, 2: 5 },
      marks: { target: 1, green: [0, 2], arrows: [] },
      caption: say('figures.rule2.pair'),
    },
    {
      trial: true,
      values: { 8: 3 },
      breach: [0, 1, 2, 5, 8],
      labels: [{ cell: 5, text: say('figures.labels.blank'), place: 'right', tone: 'bad' }],
      caption: say('figures.rule2.again'),
    },
    { values: { 6: 2, 8: 4 }, caption: say('figures.rule2.once') },
  ],
};

// 2-squares: mysteries 0, 2, 4 / 10, 12, 14; square clues 6 (left) and 8 (right); the pair clue
// at 3 (between 2 and 4) is blank.
const RULE3_VALUES = [4, 4, 2, 4, 4, 3];
const SPECIAL = { cell: 1, text: say('figures.labels.special'), place: 'above', tone: 'good' } as const;
export const rule3: FigureScript = {
  id: 'rule-3',
  level: 2,
  puzzle: figurePuzzle('2-squares', RULE3_VALUES, [{ cell: 3, half: 'both' }]),
  solution: RULE3_VALUES,
  still: 2,
  frames: [
    { marks: { target: 6, neutral: [0, 2, 10, 12] }, caption: say('figures.rule3.four') },
    {
      values: { 0: 4, 2: 4, 10: 4, 12: 4 },
      marks: { target: 6, green: [1, 5, 7, 11], arrows: [] },
      labels: [SPECIAL],
      caption: say('figures.rule3.special'),
    },
    {
      trial: true,
      values: { 4: 4 },
      breach: [2, 3, 4],
      labels: [SPECIAL],
      caption: say('figures.rule3.outside'),
    },
    { values: { 4: 2, 14: 3 }, labels: [SPECIAL], caption: say('figures.rule3.once') },
  ],
};

// one-square-4-pairs-only again, showing only top ×2, right ×6 and bottom +7: two boards fit
// those clues, and one of them breaks rule 2.
const RULE4_VALUES = [1, 2, 4, 3];
export const rule4: FigureScript = {
  id: 'rule-4',
  level: 3,
  puzzle: figurePuzzle('one-square-4-pairs-only', RULE4_VALUES, [
    { cell: 1, half: 'add' },
    { cell: 3, half: 'both' },
    { cell: 5, half: 'add' },
    { cell: 7, half: 'mult' },
  ]),
  solution: RULE4_VALUES,
  still: 1,
  frames: [
    { caption: say('figures.rule4.look') },
    {
      trial: true,
      values: { 0: 2, 2: 1, 6: 1, 8: 6 },
      breach: [0, 1, 2, 3, 6],
      labels: [{ cell: 3, text: say('figures.labels.twice'), place: 'left', tone: 'bad' }],
      caption: say('figures.rule4.twice'),
    },
    {
      values: { 0: 1, 2: 2, 6: 4, 8: 3 },
      labels: [{ cell: 1, text: say('figures.labels.oneAnswer'), place: 'above', tone: 'good' }],
      caption: say('figures.rule4.one'),
    },
  ],
};

/** Each rule's figure, by rule number. */
export const RULE_FIGURES: Readonly<Record<1 | 2 | 3 | 4, FigureScript>> = {
  1: rule1,
  2: rule2,
  3: rule3,
  4: rule4,
};
