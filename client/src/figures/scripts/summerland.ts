// The summerland tutorial's figures (pages 1 to 6): pairs only, as in summer's puzzles.

import { layoutOf } from '@numberland/engine';
import { type FigureScript, figureCell, figurePuzzle } from '../figure-script';

const ARC = layoutOf('arc-3pairs');
const [A, B, C, D] = [0, 1, 2, 3].map((m) => figureCell(ARC, m)) as [number, number, number, number];
const [TOP, LEFT, RIGHT] = ARC.pairs.map((p) => p.cell) as [number, number, number];

/** Page 1: every ? hides a number from 1 to 9; they turn up one by one. */
const ARC_VALUES = [3, 4, 2, 6];
export const summer1: FigureScript = {
  id: 'summerland-1',
  level: 1,
  puzzle: figurePuzzle('arc-3pairs', ARC_VALUES),
  solution: ARC_VALUES,
  frames: [
    {
      caption: { key: 'figures.summer1.hidden' },
      labels: [{ cell: A, text: { key: 'figures.labels.mystery' }, place: 'above' }],
    },
    { values: { [A]: 3 }, caption: { key: 'figures.summer1.found', params: { count: 1 } } },
    { values: { [B]: 4 }, caption: { key: 'figures.summer1.found', params: { count: 2 } } },
    { values: { [C]: 2 }, caption: { key: 'figures.summer1.found', params: { count: 3 } } },
    { values: { [D]: 6 }, caption: { key: 'figures.summer1.all' } },
  ],
};

export { LEFT, RIGHT, TOP };
